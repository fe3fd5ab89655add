import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { apiAs, DEMO, settled, shot, signInThroughForm, signInWith, signOut, uniq, type DemoWho } from './support';

/** API calls the server refused (4xx) while the page was open. */
function refusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400 && r.status() < 500) refused.push(`${r.status()} ${r.url()}`);
  });
  return refused;
}

test.describe('signing in and out', () => {
  for (const who of Object.keys(DEMO) as DemoWho[]) {
    test(`${who} signs in, sees their name and signs out`, async ({ page }) => {
      await signInThroughForm(page, who);
      await expect(page.getByRole('button', { name: 'User menu' })).toContainText(DEMO[who].name);
      const stored = await page.evaluate(() => ({
        login: JSON.parse(localStorage.getItem('login') ?? 'null') as { UserName?: string } | null,
        token: localStorage.getItem('jwtToken'),
      }));
      expect(stored.login?.UserName).toBe(DEMO[who].name);
      expect(stored.token).toBeTruthy();
      await signOut(page);
      const after = await page.evaluate(() => [
        localStorage.getItem('login'),
        localStorage.getItem('jwtToken'),
        localStorage.getItem('sessionTimedOut'),
      ]);
      expect(after).toEqual([null, null, null]);
      // The app is closed again.
      await page.goto('/changepassword');
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('a wrong password says Email Or Password Invalid', async ({ page }) => {
    await signInWith(page, DEMO.editor.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Email Or Password Invalid');
  });

  test('a timed-out session explains itself on the login page', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('sessionTimedOut', 'true'));
    await page.reload();
    await expect(page.getByText(/session timed out/i).first()).toBeVisible();
  });
});

test('opening /login gets the sign-in page of its own: none of the app’s scripts, fields named, a sign-in opens the home', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  const appEntry = /src="(\/assets\/index-[^"]+\.js)"/.exec(await (await page.request.get('/')).text())?.[1];
  expect(appEntry).toBeTruthy();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  expect(scripts).not.toContain(appEntry);
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/pages/register');

  await page.getByLabel('Email').fill(`  ${DEMO.editor.email}`);
  await expect(page.getByText('Email is required')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.editor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText(DEMO.editor.name);
});

test('register, wait for access, change the password and sign in with the new one', async ({ page }) => {
  const refused = refusedCalls(page);
  const email = `new-${uniq()}@example.com`;
  await page.goto('/pages/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await page.getByLabel('Name').fill('Nora Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('firstpassword');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Access pending', { exact: true })).toBeVisible();

  // The profile collapses the sidebar: its notice shows as an icon, the text returns while hovered.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pages/profile');
  const sidebar = page.getByTestId('sidebar');
  const notice = sidebar.getByText('Your menu appears once an administrator grants you a role.');
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-collapsed', 'true');
  await expect(notice).toBeHidden();
  await sidebar.hover();
  await expect(notice).toBeVisible();
  // Measured once the sidebar has finished widening (its transition runs while the text is already visible).
  await expect.poll(async () => (await notice.boundingBox())!.height).toBeLessThan(80);
  await shot(page, 'shellfix-pending-hover');
  await page.mouse.move(900, 500);

  await page.goto('/changepassword');
  await page.getByLabel('Current password').fill('wrongpassword');
  await page.getByLabel('New password', { exact: true }).fill('secondpassword');
  await page.getByLabel('Confirm new password').fill('secondpassword');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();
  await page.getByLabel('Current password').fill('firstpassword');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  // The toast leaves the top bar (bell, user menu) uncovered.
  const toast = (await page
    .locator('.mantine-Notification-root')
    .filter({ hasText: 'Password changed' })
    .boundingBox())!;
  const userMenu = (await page.getByRole('button', { name: 'User menu' }).boundingBox())!;
  expect(toast.y).toBeGreaterThan(userMenu.y + userMenu.height);
  await shot(page, 'shellfix-toast');
  // A pending account calls nothing it may not use (the wrong current password above is the one expected 4xx).
  expect(refused.filter((r) => !r.includes('/change-password'))).toEqual([]);

  await signOut(page);
  await signInWith(page, email, 'firstpassword');
  await expect(page.getByRole('alert')).toHaveText('Email Or Password Invalid');
  await signInWith(page, email, 'secondpassword');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

test('the admin sees sign-ins, failures and sign-outs in the audit page', async ({ page }) => {
  await signInWith(page, DEMO.staff.email, 'wrong-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await signInThroughForm(page, 'staff');
  await signOut(page);
  await signInThroughForm(page, 'admin');
  await page.goto('/tables/agGrid');
  await page.getByRole('textbox', { name: 'User' }).fill('staff@staff.com');
  const table = page.getByRole('table', { name: 'Audit events' });
  await expect(table).toContainText('sign-in-failed');
  await expect(table).toContainText('sign-out');
  await expect(table.getByRole('row').filter({ hasText: 'Sam Staff signed in' }).first()).toBeVisible();
});

test('a physician is sent away from staff pages', async ({ page }) => {
  await signInThroughForm(page, 'physician');
  // Staff pages outside the menus are guarded too, dynamic ones by pattern (docs/roles.md#page-guards).
  for (const path of ['/tables/agGrid', '/app/user/list', '/app/user/view/1', '/patient/new', '/patient']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/misc\/not-authorized$/);
  }
  // Their own pages stay open.
  await page.goto('/providerlist');
  await expect(page).toHaveURL(/\/providerlist$/);
});

test('a user who must change their password is sent to the form and the top bar calls nothing else', async ({
  page,
  request,
}) => {
  const email = `temp-${uniq()}@example.com`;
  const admin = await apiAs(request, 'admin');
  const created = await admin.post('/api/users', {
    email,
    username: `temp${uniq()}`,
    name: 'Tess Temporary',
    role: 'editor',
    password: 'temporary1',
  });
  expect(created.status()).toBe(201);
  const refused = refusedCalls(page);
  await signInWith(page, email, 'temporary1');
  await expect(page).toHaveURL(/\/changepassword$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await settled(page);
  expect(refused).toEqual([]);
});

test('a user whose account is blocked while signed in is sent to the login page and told why', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request, 'admin');
  const email = `blocked-${uniq()}@lab.test`;
  const created = await admin.post('/api/users', {
    email,
    username: `blocked-${uniq()}`,
    name: 'Bo Blocked',
    role: 'editor',
    status: 'active',
    password: 'temporary-123',
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await signInWith(page, email, 'temporary-123');
  await expect(page).toHaveURL(/\/changepassword$/);

  expect((await admin.post(`/api/users/${id}/status`, { status: 'blocked' })).status()).toBe(200);
  await page.goto('/pages/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('session-ended')).toContainText('This account is blocked');
});
