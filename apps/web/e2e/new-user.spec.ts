import { expect, test, type Page } from '@playwright/test';
import { CASE_STATUS_LABELS, type TCaseListPage } from '@lab/domain';
import { apiAs, signIn } from './support';

// What a new user met on first use (hardening issue, "Seen by a new user").

/** No badge in the page is cut short ("PENDING DIA…"). */
async function expectNoCutBadge(page: Page) {
  const cut = await page
    .locator('.mantine-Badge-label')
    .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
  expect(cut).toEqual([]);
}

test('a case opens at the top of the page: nothing takes focus on load', async ({ page }) => {
  await signIn(page, 'editor');
  const editor = await apiAs(page.request, 'editor');
  const list = (await (await editor.get('/api/cases?pageSize=1')).json()) as TCaseListPage;
  await page.goto(`/specimen/${list.data[0]!.id}`);
  await expect(page.getByRole('heading', { name: 'Upload documents' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => document.activeElement?.closest('form[aria-label="Upload documents"]') != null)).toBe(false);
});

test('a physician is not offered Print labels; the lab is', async ({ page }) => {
  const physician = await apiAs(page.request, 'physician');
  const list = (await (await physician.get('/api/cases?pageSize=1')).json()) as TCaseListPage;
  const c = list.data[0]!;
  await signIn(page, 'physician');
  await page.goto(`/specimen/${c.id}`);
  await expect(page.getByTestId('case-number')).toHaveText(c.caseNumber);
  await expect(page.getByRole('button', { name: 'Print labels' })).toHaveCount(0);
  await signIn(page, 'editor');
  await page.goto(`/specimen/${c.id}`);
  await expect(page.getByRole('button', { name: 'Print labels' })).toBeVisible();
});

test("status badges read whole in the worklist and the patient's Cases tab, in words", async ({ page }) => {
  await signIn(page, 'editor');
  const editor = await apiAs(page.request, 'editor');
  const pending = (await (await editor.get('/api/cases?status=pending-diagnosis&pageSize=1')).json()) as TCaseListPage;
  const c = pending.data[0] ?? ((await (await editor.get('/api/cases?pageSize=1')).json()) as TCaseListPage).data[0]!;
  await page.goto('/specimen');
  const table = page.getByRole('table', { name: 'Cases' });
  await expect(table.getByText(CASE_STATUS_LABELS[c.status]).first()).toBeVisible();
  await expectNoCutBadge(page);

  const caseRes = await editor.get(`/api/cases/${c.id}`);
  const patientId = ((await caseRes.json()) as { patient: { id: number } }).patient.id;
  await page.goto(`/patient/${patientId}`);
  await page.getByRole('tab', { name: 'Cases' }).click();
  const cases = page.getByRole('table', { name: 'Cases' });
  const row = cases.getByRole('row').filter({ hasText: c.caseNumber });
  await expect(row).toContainText(CASE_STATUS_LABELS[c.status]);
  await expect(row).toContainText(c.priority === 'stat' ? 'STAT' : 'Routine');
  await expect(row).not.toContainText(c.status === 'pending-diagnosis' ? 'pending-diagnosis' : c.status);
  await expect(row).not.toContainText('routine');
  await expectNoCutBadge(page);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the specimen table shows the Status column without scrolling', async ({ page }) => {
    await signIn(page, 'editor');
    await page.goto('/specimen');
    const header = page.getByRole('columnheader', { name: 'Status' });
    await expect(header).toBeVisible();
    const box = (await header.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoCutBadge(page);
  });
});

test('lists name themselves as written (Add ICD-10 code); the patient list opens on real-looking people', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/icdcodelist');
  await expect(page.getByRole('button', { name: 'Add ICD-10 code' })).toBeVisible();
  await page.goto('/tcpccenters');
  await expect(page.getByRole('button', { name: 'Add TCPC center' })).toBeVisible();
  await page.goto('/patient');
  const table = page.getByRole('table', { name: 'Patients' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).not.toContainText('Documents, Dora');
  await expect(table).not.toContainText('DOC-0001');
});

test("a user's linked provider is picked by name, not typed as an id", async ({ page }) => {
  const admin = await apiAs(page.request, 'admin');
  const users = (await (await admin.get('/api/users?q=physician%40demo.com')).json()) as { data: Array<{ id: number; email: string }> };
  const physician = users.data.find((u) => u.email === 'physician@demo.com')!;
  await signIn(page, 'admin');
  await page.goto(`/app/user/edit/${physician.id}`);
  await expect(page.getByRole('spinbutton', { name: /Linked provider/ })).toHaveCount(0);
  const picker = page.getByRole('combobox', { name: 'Linked provider' });
  await expect(picker).toBeVisible();
  await picker.fill('Physician');
  await page.getByRole('option', { name: /Physician.*NPI/ }).first().click();
  await expect(picker).toHaveValue(/NPI \d{10}/);
});
