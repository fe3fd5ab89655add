import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { SHOWCASE_PAGES, type ShowcaseGroup } from '@lab/domain';
import {
  DARK_AND_RTL,
  apiAs,
  openInApp,
  expectLook,
  putTheme,
  settled,
  shot,
  sidewaysOverflow,
  signIn,
  signedInPage,
} from './support';

// The living style guide, part B (docs/style-guide.md#part-b).
const GROUPS: ShowcaseGroup[] = ['extra-components', 'forms', 'charts', 'extensions'];
const PAGES = SHOWCASE_PAGES.filter((p) => GROUPS.includes(p.group));

// Something each page really shows in its examples (its lab content, not its title).
const CONTENT: Record<string, string> = {
  '/extra-components/auto-complete': 'Specimen source (disabled)',
  '/extra-components/avatar': 'Presence and groups',
  '/extra-components/chips': 'Pending diagnosis',
  '/extra-components/divider': 'Primary payer: Medicare (MCR)',
  '/forms/form-layouts': 'Add requisition',
  '/forms/layout/form-layout': 'Clinical notes',
  '/forms/wizard': 'Step 1 of 4',
  '/forms/elements/select': 'Specimen source (read-only)',
  '/forms/elements/switch': 'Entry is active',
  '/forms/elements/checkbox': 'Send the signed report to',
  '/forms/elements/radio': 'Reported within 4 hours',
  '/forms/elements/input': 'Type one from the requisition, or leave blank',
  '/forms/elements/input-group': 'Calendar feed',
  '/forms/elements/number-input': 'Blocks in part A',
  '/forms/elements/textarea': 'Final diagnosis (read-only)',
  '/forms/elements/pickers': 'Courier pick-up',
  '/forms/elements/input-mask': 'Surgical case no. 42 of 2026',
  '/forms/formik': 'must be a date (MM/DD/YYYY or YYYY-MM-DD)',
  '/charts/apex': 'Target 48 h',
  '/charts/chartjs': '191 cases',
  '/charts/recharts': 'ratio 2.0',
  '/extensions/sweet-alert': 'Retire 3 items…',
  '/extensions/toastr': 'Never a toast: the message under the field',
  '/extensions/slider': 'Cases signed out in 24–72 hours',
  '/extensions/file-uploader': 'Drag files here or click to choose',
  '/extensions/wysiwyg-editor': '5 blanks left',
  '/extensions/drag-and-drop': 'Drag a case, or focus its handle',
  '/extensions/tour': 'Print the case labels',
  '/extensions/clipboard': 'Copy from code, with a toast',
  '/extensions/context-menu': 'Skin of forearm',
  '/extensions/swiper': 'Page 1 of 4',
  '/extensions/access-control': 'Not authorized',
  '/extensions/i18n': 'Start (inline-start border)',
  '/extensions/tree': 'Block B2 — Margins',
  '/extensions/import': '["KIDNEY","Kidney, left pole"]',
  '/extensions/export': "'=HYPERLINK",
  '/extensions/export-selected': 'Select rows to export them',
  '/extensions/pagination': '1–10 of 243',
};

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** The page fits a 390 px phone: nothing (a code block, a table, a chart) widens it. */
async function fitsPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page, { network: false });
  expect(await sidewaysOverflow(page), 'page width at 390 px').toBeLessThanOrEqual(1);
  if (size) await page.setViewportSize(size);
}

async function open(page: Page, path: string) {
  await openInApp(page, path);
  const title = PAGES.find((p) => p.path === path)!.title;
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.locator('[data-demo="live"]').first()).toBeVisible();
}

test('every child route of part B is listed and has its content check', () => {
  expect(PAGES.map((p) => p.path).sort()).toEqual(Object.keys(CONTENT).sort());
});

test.describe('as an admin', () => {
  // One sign-in for all the pages: the tests share a page (a failed test starts a new worker, which signs in again).
  test.describe.configure({ timeout: 120_000 });
  let page: Page;
  test.beforeAll(async ({ browser }, info) => {
    page = await signedInPage(browser, info, 'admin', { acceptDownloads: true });
  });
  test.afterAll(async () => page.close());

  for (const p of PAGES) {
    test(`${p.path} shows its components live with their code`, async () => {
      await open(page, p.path);
      await expect(page.getByText(CONTENT[p.path]!, { exact: false }).first()).toBeVisible();
      const lives = page.locator('[data-demo="live"]');
      const codes = page.locator('[data-demo="code"]');
      expect(await lives.count()).toBeGreaterThanOrEqual(1);
      expect(await codes.count()).toBe(await lives.count());
      // Every demo has something visible in its live area and code in its code block.
      for (let i = 0; i < (await lives.count()); i++) {
        await expect(lives.nth(i).locator('*:visible').first()).toBeVisible();
        expect((await codes.nth(i).innerText()).trim().length).toBeGreaterThan(10);
      }
      await fitsPhone(page);
    });
  }

  test('a form names each wrong field, places a rule across fields on its field, and sends once valid', async () => {
    await open(page, '/forms/formik');
    const form = page.getByRole('form', { name: 'Requisition with validation' });
    await form.getByRole('button', { name: 'Check and save' }).click();
    // The message is tied to the field: read out with its label, shown under it.
    await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(/is required/);
    await expect(form.getByRole('textbox', { name: 'Last name' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Collected on' })).toHaveAccessibleDescription(
      /must not be before the date of birth/,
    );
    await expect(form.getByRole('status')).toHaveText(/fields need attention/);
    await shot(page, 'style-guide-b-form-errors');

    await form.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
    await form.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await form.getByRole('textbox', { name: 'Collected on' }).fill('11/20/2026');
    await form.getByRole('textbox', { name: 'Phone' }).fill('12');
    await form.getByRole('textbox', { name: 'Phone' }).blur();
    await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(/must be a phone number/);
    await form.getByRole('textbox', { name: 'Phone' }).fill('(555) 201-3344');
    await form.getByRole('combobox', { name: 'Specimen source' }).fill('colon');
    await page.getByRole('option', { name: 'COLON — Colon' }).click();
    await form.getByRole('combobox', { name: 'Test' }).fill('surg');
    await page.getByRole('option', { name: 'SURG — Surgical pathology' }).click();
    await form.getByRole('button', { name: 'Check and save' }).click();
    await expect(toast(page, 'The requisition is valid')).toBeVisible();
    // The typed date is sent as the portal stores it.
    await expect(form.getByLabel('Values sent')).toContainText('"collected": "2026-11-20"');
  });

  test('the wizard stays on a step with a wrong field, advances once it is right, and reviews before saving', async () => {
    await open(page, '/forms/wizard');
    const wizard = page.getByRole('form', { name: 'New requisition' });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(/is required/);
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await wizard.getByRole('textbox', { name: 'Last name' }).fill('Haddad');
    await wizard.getByRole('textbox', { name: 'First name' }).fill('Omar');
    await wizard.getByRole('textbox', { name: 'Date of birth' }).fill('13/45/1970');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByRole('textbox', { name: 'Date of birth' })).toHaveAccessibleDescription(
      /must be a date \(MM\/DD\/YYYY or YYYY-MM-DD\)/,
    );
    await wizard.getByRole('textbox', { name: 'Date of birth' }).fill('3/9/1970');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await wizard.getByRole('combobox', { name: 'Specimen source' }).fill('bladder');
    await page.getByRole('option', { name: 'BLADDER — Bladder' }).click();
    await wizard.getByRole('textbox', { name: 'Collected on' }).fill('2026-11-19');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await wizard.getByRole('combobox', { name: 'Test' }).fill('uro');
    await page.getByRole('option', { name: 'UROVYSION — UroVysion FISH' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    const review = wizard.getByRole('table', { name: 'Review the requisition' });
    await expect(review).toContainText('Haddad');
    await expect(review).toContainText('1970-03-09');
    await expect(review).toContainText('UROVYSION — UroVysion FISH');
    await wizard.getByRole('button', { name: 'Add requisition' }).click();
    await expect(toast(page, 'The requisition is valid')).toBeVisible();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
  });

  test('a record form refuses a field the server names and keeps what was typed', async () => {
    await open(page, '/forms/layout/form-layout');
    const form = page.getByRole('form', { name: 'Record form (field)' });
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await form.getByRole('textbox', { name: 'Last name' }).fill('Okafor-Bell');
    await expect(form.getByRole('button', { name: 'Undo changes' })).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      /already registered with this date of birth/,
    );
    await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue('Okafor-Bell');

    const banner = page.getByRole('form', { name: 'Record form (banner)' });
    await banner.getByRole('textbox', { name: 'First name' }).fill('Jim');
    await banner.getByRole('button', { name: 'Save' }).click();
    await expect(banner.getByText('Not saved')).toBeVisible();
    await expect(banner.getByText('changed by Maria R. Hughes meanwhile')).toBeVisible();
  });

  test('the chart pages draw their charts as SVG, and the same numbers are a tab away', async () => {
    test.setTimeout(240_000);
    for (const path of ['/charts/apex', '/charts/chartjs', '/charts/recharts']) {
      await open(page, path);
      const charts = page.locator('[data-chart]');
      expect(await charts.count()).toBeGreaterThanOrEqual(2);
      for (let i = 0; i < (await charts.count()); i++) {
        await expect(charts.nth(i).locator('svg.recharts-surface').first()).toBeVisible();
        expect(await charts.nth(i).locator('svg path').count()).toBeGreaterThan(0);
      }
    }
    await open(page, '/charts/chartjs');
    await expect(page.getByRole('img', { name: /Cases by status: Accessioned 38/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Table' }).first().click();
    await expect(page.getByRole('cell', { name: 'Signed out' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '112' })).toBeVisible();
  });

  test('a confirm dialog opens with the safe choice focused and confirms with a toast; the reason dialog names its field', async () => {
    await open(page, '/extensions/sweet-alert');
    await page.getByRole('button', { name: 'Retire 3 items…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retire 3 items?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Retire' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, '3 items retired')).toBeVisible();

    await page.getByRole('button', { name: 'Amend S26-00412…' }).click();
    const amend = page.getByRole('dialog', { name: 'Amend signed report S26-00412' });
    await amend.getByRole('button', { name: 'Amend report' }).click();
    await expect(amend.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      /is required to amend a signed report/,
    );
    await amend.getByRole('textbox', { name: 'Reason' }).fill('Addendum: margins re-examined');
    await amend.getByRole('textbox', { name: 'Reason' }).press('Control+Enter');
    await expect(amend).toBeHidden();
    await expect(toast(page, 'S26-00412 opened for amendment')).toBeVisible();
  });

  test('toasts appear: an error, and a job that turns from loading to done', async () => {
    await open(page, '/extensions/toastr');
    await page.getByRole('button', { name: 'Sending fails' }).click();
    await expect(toast(page, 'Could not send the report')).toBeVisible();
    await page.getByRole('button', { name: 'Upload 2 documents' }).click();
    await expect(toast(page, 'Uploading 2 documents')).toBeVisible();
    await expect(toast(page, '2 documents attached to S26-00412')).toBeVisible();
    await page.getByRole('button', { name: 'Close all' }).click();
  });

  test('the import page checks a CSV with the server and lists each refused row by line and column', async () => {
    await open(page, '/extensions/import');
    await page.getByRole('button', { name: 'Check the file' }).click();
    const errors = page.getByRole('table', { name: 'Import errors' });
    await expect(errors.getByRole('row').filter({ hasText: 'code' }).first()).toContainText('3');
    await expect(errors.getByRole('row').filter({ hasText: 'active' }).first()).toContainText('4');
    // Fixed, every row passes; nothing was written (it was a dry run).
    await page
      .getByRole('textbox', { name: 'CSV of Body Sites' })
      .fill('code,name,active,lateralityApplies\nTHYROID,Thyroid,true,false\n"KIDNEY","Kidney, left pole",true,true');
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByText('Every row is valid')).toBeVisible();
    const admin = await apiAs(page.request, 'admin');
    const list = (await (await admin.get('/api/lookups/bodysites?q=THYROID')).json()) as {
      data: Array<{ code: string }>;
    };
    expect(list.data.some((e) => e.code === 'THYROID')).toBe(false);
  });

  test('export selected downloads a CSV of exactly the chosen cases, across pages', async () => {
    await open(page, '/extensions/export-selected');
    const table = page.getByRole('table', { name: 'Cases to export' });
    const first = (await table.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).trim();
    await table.getByRole('checkbox', { name: `Select ${first}` }).check();
    await page.getByRole('button', { name: '2', exact: true }).click();
    const second = (await table.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).trim();
    expect(second).not.toBe(first);
    await table.getByRole('checkbox', { name: `Select ${second}` }).check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export 2 selected' }).click();
    const file = await download;
    const csv = readFileSync((await file.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('caseNumber,patient,source,test,status,priority,received');
    expect(lines).toHaveLength(3);
    expect(csv).toContain(first);
    expect(csv).toContain(second);
  });

  test('access control shows each role what the portal allows it', async () => {
    await open(page, '/extensions/access-control');
    const roles = page.getByRole('radiogroup', { name: 'Role', exact: true });
    const row = (path: string) =>
      page
        .getByRole('table', { name: /^Pages for/ })
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: path, exact: true }) });
    await roles.getByText('Patient', { exact: true }).click();
    await expect(row('/settings')).toContainText('Not authorized');
    await expect(row('/myreports')).toContainText('Opens');
    await roles.getByText('Admin', { exact: true }).click();
    await expect(row('/settings')).toContainText('Opens');
    await expect(row('/extensions/access-control')).toContainText('Opens');
  });

  test('a page of a group that the catalogue does not list is a 404', async () => {
    await page.goto('/extensions/no-such-page');
    await expect(page.getByText('Page not found')).toBeVisible();
  });

  test('drag and drop reorders from the keyboard too, and says where the case went', async () => {
    await open(page, '/extensions/drag-and-drop');
    const items = page.locator('[data-queue-item]');
    const first = await items.first().getAttribute('data-queue-item');
    await page.getByRole('button', { name: `Move ${first} (Alt+Up or Alt+Down)` }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(items.nth(1)).toHaveAttribute('data-queue-item', first!);
    await expect(page.getByText(`${first} is now number 2 of 5`)).toBeVisible();
  });
});

test('a physician is sent to the not-authorized page', async ({ page }) => {
  await signIn(page, 'physician');
  await page.goto('/forms/wizard');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});

test.describe('dark mode and right to left', () => {
  test.afterAll(async ({ request }) => {
    await putTheme(await apiAs(request, 'editor'));
  });

  test('dark, RTL and both: the pages read and fit a phone', async ({ page, request }) => {
    // Eighteen page openings (and, with E2E_SCREENSHOTS, 36 full-page pictures).
    test.setTimeout(420_000);
    const editor = await apiAs(request, 'editor');
    await signIn(page, 'editor');
    for (const [theme, direction] of DARK_AND_RTL) {
      await putTheme(editor, { theme, direction });
      await page.goto('/'); // a fresh load takes the account's theme; the pages then open inside the app
      for (const path of [
        '/forms/wizard',
        '/forms/elements/pickers',
        '/charts/recharts',
        '/extensions/tree',
        '/extensions/i18n',
        '/extensions/export-selected',
      ]) {
        await open(page, path);
        await expectLook(page, theme, direction);
        await expect(page.getByText(CONTENT[path]!, { exact: false }).first()).toBeVisible();
        await fitsPhone(page);
        await shot(page, `style-guide-b-${theme}-${direction}${path.replaceAll('/', '-')}`);
      }
    }
  });
});
