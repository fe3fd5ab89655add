import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { CASE_STATUS_LABELS, DEFAULT_THEME_SETTINGS, type TCaseListPage } from '@lab/domain';
import { apiAs, enableCustomizer, makePdf, settled, signIn, uniq, type DemoWho } from './support';

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
  await settled(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(
    await page.evaluate(() => document.activeElement?.closest('form[aria-label="Upload documents"]') != null),
  ).toBe(false);
});

test('a physician is not offered Print labels; the lab is', async ({ page }) => {
  const physician = await apiAs(page.request, 'physician');
  const list = (await (await physician.get('/api/cases?pageSize=1')).json()) as TCaseListPage;
  const c = list.data[0]!;
  await signIn(page, 'physician', `/specimen/${c.id}`);
  await expect(page.getByTestId('case-number')).toHaveText(c.caseNumber);
  await expect(page.getByRole('button', { name: 'Print labels' })).toHaveCount(0);
  await signIn(page, 'editor', `/specimen/${c.id}`);
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
    await signIn(page, 'editor', '/specimen');
    const header = page.getByRole('columnheader', { name: 'Status' });
    await expect(header).toBeVisible();
    const box = (await header.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoCutBadge(page);
  });
});

test('lists name themselves as written (Add ICD-10 code); the patient list opens on real-looking people', async ({
  page,
}) => {
  await signIn(page, 'admin', '/icdcodelist');
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
  const users = (await (await admin.get('/api/users?q=physician%40demo.com')).json()) as {
    data: Array<{ id: number; email: string }>;
  };
  const physician = users.data.find((u) => u.email === 'physician@demo.com')!;
  await signIn(page, 'admin', `/app/user/edit/${physician.id}`);
  await expect(page.getByRole('spinbutton', { name: /Linked provider/ })).toHaveCount(0);
  const picker = page.getByRole('combobox', { name: 'Linked provider' });
  await expect(picker).toBeVisible();
  await picker.fill('Physician');
  await page
    .getByRole('option', { name: /Physician.*NPI/ })
    .first()
    .click();
  await expect(picker).toHaveValue(/NPI \d{10}/);
});

test('the same PDF uploaded twice to a case says so and links to the existing document', async ({ page }) => {
  await signIn(page, 'editor');
  const editor = await apiAs(page.request, 'editor');
  const list = (await (await editor.get('/api/cases?pageSize=1')).json()) as TCaseListPage;
  await page.goto(`/specimen/${list.data[0]!.id}`);
  const pdf = makePdf(`Requisition ${uniq()}`);
  const file = page.locator('input[type=file]');
  await file.setInputFiles({ name: 'requisition.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('upload-item').first()).toContainText('Uploaded');
  await expect(page.getByText('This file was already uploaded')).toHaveCount(0);
  await file.setInputFiles({ name: 'requisition-again.pdf', mimeType: 'application/pdf', buffer: pdf });
  const item = page.getByTestId('upload-item').filter({ hasText: 'requisition-again.pdf' });
  await expect(item).toContainText('Uploaded');
  await expect(item.getByText('This file was already uploaded')).toBeVisible();
  await expect(item.getByRole('link', { name: 'Open the existing document' })).toHaveAttribute(
    'href',
    /^\/documents\/\d+\/view$/,
  );
});

test('on /documents the patient picker has focus but its list stays closed until one types', async ({ page }) => {
  await signIn(page, 'editor', '/documents');
  const patient = page.getByRole('combobox', { name: 'Patient' });
  await expect(patient).toBeFocused();
  await settled(page);
  await expect(patient).toHaveAttribute('aria-expanded', 'false');
  await patient.fill('Brooks');
  await expect(page.getByRole('option', { name: /Brooks, Eleanor/ })).toBeVisible();
});

test('on a red navbar the unread count stays visible', async ({ page }) => {
  let who: DemoWho | null = null;
  for (const w of ['editor', 'admin', 'staff'] as const) {
    const n = (await (await (await apiAs(page.request, w)).get('/api/notifications/unread-count')).json()) as {
      unread?: number;
      count?: number;
    };
    if ((n.unread ?? n.count ?? 0) > 0) {
      who = w;
      break;
    }
  }
  test.skip(!who, 'no demo user has an unread notice');
  const api = await apiAs(page.request, who!);
  await enableCustomizer(page.request);
  expect(
    (
      await api.put('/api/account/theme', { ...DEFAULT_THEME_SETTINGS, navbarType: 'floating', navbarColor: 'danger' })
    ).ok(),
  ).toBeTruthy();
  try {
    await signIn(page, who!);
    await expect(page.getByTestId('navbar')).toHaveAttribute('data-color', 'danger');
    // The count sits inside the bell's button (the button is the menu's target and carries its name).
    const bell = page.getByTestId('navbar').getByRole('button', { name: /^Notifications/ });
    const dot = bell.locator('.mantine-Indicator-indicator');
    await expect(dot).toBeVisible();
    const [dotBg, barBg] = await dot.evaluate((el) => {
      const bar = el.closest('[data-color]')!;
      return [getComputedStyle(el).backgroundColor, getComputedStyle(bar).backgroundColor];
    });
    expect(dotBg).not.toBe(barBg);
    expect(dotBg).toBe('rgb(255, 255, 255)');
  } finally {
    await api.put('/api/account/theme', DEFAULT_THEME_SETTINGS);
    await enableCustomizer(page.request, false);
  }
});

test('in RTL a key hint reads "Ctrl+Enter" left to right and an English sentence keeps its full stop at its end', async ({
  page,
}) => {
  const api = await apiAs(page.request, 'staff');
  await enableCustomizer(page.request);
  expect((await api.put('/api/account/theme', { ...DEFAULT_THEME_SETTINGS, direction: 'rtl' })).ok()).toBeTruthy();
  try {
    await signIn(page, 'staff');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/specimen/new');
    const kbd = page.locator('kbd', { hasText: 'Ctrl+Enter' }).first();
    await expect(kbd).toBeVisible();
    const [ctrl, enter] = await kbd.evaluate((el) => {
      const text = el.firstChild!;
      const r = document.createRange();
      r.setStart(text, 0);
      r.setEnd(text, 4);
      const a = r.getBoundingClientRect().x;
      r.setStart(text, 5);
      r.setEnd(text, 10);
      return [a, r.getBoundingClientRect().x];
    });
    expect(ctrl).toBeLessThan(enter);

    // A sentence ending in a full stop: the stop is drawn right of its last word.
    const p = await page.evaluate(() => {
      const host = document.createElement('p');
      host.className = 'mantine-Text-root';
      host.textContent = 'Kept in the status history.';
      document.querySelector('main, body')!.appendChild(host);
      const text = host.firstChild!;
      const r = document.createRange();
      r.setStart(text, 26);
      r.setEnd(text, 27);
      const stop = r.getBoundingClientRect().x;
      r.setStart(text, 0);
      r.setEnd(text, 4);
      const first = r.getBoundingClientRect().x;
      host.remove();
      return { stop, first };
    });
    expect(p.stop).toBeGreaterThan(p.first);
  } finally {
    await api.put('/api/account/theme', DEFAULT_THEME_SETTINGS);
    await enableCustomizer(page.request, false);
  }
});
