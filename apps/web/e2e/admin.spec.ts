import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { LOOKUP_LISTS } from '@lab/domain';
import { DEMO, signIn as signInAs } from './support';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Signs in (through the API: support.ts) as the demo account of `email`. */
async function signInOk(page: Page, email: string, password: string) {
  const account = Object.values(DEMO).find((a) => a.email === email && a.password === password);
  if (!account) throw new Error(`no demo account ${email}`);
  await signInAs(page, account);
}

test('admin opens every lookup list', async ({ page }) => {
  // 25 full page loads: more than the default minute when two workers share two cores.
  test.setTimeout(180_000);
  await signInOk(page, 'admin@admin.com', 'adminadmin');
  for (const list of LOOKUP_LISTS) {
    await page.goto(`/${list.key}`);
    await expect(page.getByRole('heading', { name: list.title, exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: list.title })).toBeVisible();
    await expect(page.getByTestId('list-total')).not.toHaveText(/^0 entries/);
  }
});

test('admin adds, searches, edits and deactivates a body site, and imports a CSV', async ({ page }) => {
  await signInOk(page, 'admin@admin.com', 'adminadmin');
  await page.goto('/bodysites');
  await page.getByRole('button', { name: 'Add body site' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Code').fill('CX');
  await dialog.getByLabel('Name').fill('Cervix again');
  await dialog.getByRole('button', { name: 'Add body site' }).click();
  await expect(dialog.getByText('CX already exists')).toBeVisible();
  await dialog.getByLabel('Code').fill('E2E-SITE');
  await dialog.getByLabel('Name').fill('Skin of left shin');
  await dialog.getByRole('button', { name: 'Add body site' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('E2E-SITE');
  const table = page.getByRole('table', { name: 'Body Sites' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByText('E2E-SITE').click();
  await page.getByRole('dialog').getByLabel('Name').fill('Skin of left shin, anterior');
  await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
  await expect(table.getByText('Skin of left shin, anterior')).toBeVisible();

  await page.getByRole('button', { name: 'Actions for E2E-SITE' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await expect(table.getByText('E2E-SITE')).toBeHidden();
  await page.getByText('Inactive', { exact: true }).click();
  await expect(table.getByText('E2E-SITE')).toBeVisible();

  await page.goto('/departments');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'departments.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('code,name\nMOLPATH,Molecular pathology\nAUTOPSY,Autopsy service\n'),
  });
  await expect(page.getByRole('table', { name: 'Import preview' })).toContainText('MOLPATH');
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByRole('table', { name: 'Departments' })).toContainText('Molecular pathology');
});

test('a blocked user is refused at sign-in; editors cannot change users; physicians get 403 on writes', async ({
  page,
  request,
}) => {
  await signInOk(page, 'admin@admin.com', 'adminadmin');
  await page.goto('/users');
  await page.getByLabel('Search users').fill('staff@staff.com');
  await page.getByRole('table', { name: 'Users' }).getByText('Sam Staff').click();
  await page.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('Blocked', { exact: true }).first()).toBeVisible();

  await signIn(page, 'staff@staff.com', 'staffstaff');
  await expect(page.getByRole('alert')).toContainText('This account is blocked');

  await signInOk(page, 'demo@demo.com', 'demodemo');
  await page.goto('/users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  await page.goto('/app/user/edit/1');
  await expect(page.getByText('Editors see users read-only')).toBeVisible();

  const login = await request.post('/api/authenticate/login/user', {
    data: { email: 'physician@demo.com', password: 'physician' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const write = await request.post('/api/lookups/departments', {
    data: { code: 'PHYS', name: 'Not allowed' },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(write.status()).toBe(403);

  // Other specs sign in as the staff account: give it back.
  const adminLogin = await request.post('/api/authenticate/login/user', {
    data: { email: 'admin@admin.com', password: 'adminadmin' },
  });
  const adminAuth = { authorization: `Bearer ${((await adminLogin.json()) as { accessToken: string }).accessToken}` };
  const found = await request.get('/api/users?q=staff@staff.com', { headers: adminAuth });
  const staffId = ((await found.json()) as { data: Array<{ id: number; email: string }> }).data.find(
    (u) => u.email === 'staff@staff.com',
  )!.id;
  const restore = await request.post(`/api/users/${staffId}/status`, {
    data: { status: 'active' },
    headers: adminAuth,
  });
  expect(restore.ok()).toBeTruthy();
});

test("the bookmark list's user addresses open the user screens: the list, and my own record; a physician is sent away", async ({
  page,
}) => {
  await signInOk(page, 'admin@admin.com', 'adminadmin');
  await page.goto('/pages/user/list');
  await expect(page).toHaveURL(/\/app\/user\/list$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin@admin.com' }).first()).toBeVisible();
  await page.goto('/pages/user/view');
  await expect(page).toHaveURL(/\/app\/user\/view\/\d+$/);
  await expect(page.getByText('admin@admin.com').first()).toBeVisible();
  await signInOk(page, 'physician@demo.com', 'physician');
  await page.goto('/pages/user/list');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});
