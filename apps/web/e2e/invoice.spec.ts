import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { DARK_AND_RTL, apiAs, expectLook, putTheme, settled, shot, sidewaysOverflow, signIn } from './support';

/**
 * Invoices (docs/invoice.md): the list of cases with procedures to bill, one case's invoice priced from the
 * Procedures list and billed to the party of its billing class, printed without the portal around it, and its PDF.
 */

type Api = Awaited<ReturnType<typeof apiAs>>;

async function lookupId(api: Api, list: string, code: string): Promise<number> {
  const res = await api.get(`/api/lookups/${list}?q=${encodeURIComponent(code)}&pageSize=50`);
  expect(res.ok(), await res.text()).toBeTruthy();
  const row = ((await res.json()) as { data: Array<{ id: number; code: string }> }).data.find((r) => r.code === code);
  expect(row, `${list} ${code}`).toBeTruthy();
  return row!.id;
}

/** A client-billed case with 88305 ×2 and 88342 ×1 coded on its diagnosis, made through the API as the lab does. */
async function clientBilledCase(request: APIRequestContext) {
  const api = await apiAs(request, 'editor');
  const patients = (await (await api.get('/api/patients?pageSize=1')).json()) as { data: Array<{ id: number }> };
  const facilityId = await lookupId(api, 'submittingfacilities', 'NDERM');
  const created = await api.post('/api/cases', {
    caseType: 'S',
    patientId: patients.data[0]!.id,
    facilityId,
    billingClassId: await lookupId(api, 'billingclasses', 'CLIENT'),
    parts: [{ description: 'Shave biopsy, left forearm' }],
  });
  expect(created.status(), await created.text()).toBe(201);
  const c = (await created.json()) as { id: number; caseNumber: string };
  const dx = (await (await api.get(`/api/cases/${c.id}/diagnosis`)).json()) as { rowVersion: number; parts: unknown[] };
  const saved = await api.put(`/api/cases/${c.id}/diagnosis`, {
    rowVersion: dx.rowVersion,
    comment: '',
    icdCodeIds: [],
    parts: dx.parts,
    procedures: [
      { procedureId: await lookupId(api, 'procedurelist', '88305'), units: 2 },
      { procedureId: await lookupId(api, 'procedurelist', '88342'), units: 1 },
    ],
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return c;
}

test('the list shows the demo invoices; an invoice shows its lines, bill-to and total, and downloads as a PDF', async ({
  page,
  request,
}) => {
  const c = await clientBilledCase(request);
  await signIn(page, 'admin', '/pages/invoice');
  const table = page.getByRole('table', { name: 'Invoices' });
  // The demo's signed-out cases have procedures: the list is not empty before any search.
  await expect(table.getByRole('link', { name: /INV-/ }).first()).toBeVisible();
  await shot(page, 'invoice-list');

  await page.getByRole('textbox', { name: 'Search' }).fill(c.caseNumber);
  const link = table.getByRole('link', { name: `INV-${c.caseNumber}` });
  await expect(link).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: `INV-${c.caseNumber}` })).toContainText('$250.70');
  await link.click();

  await expect(page).toHaveURL(new RegExp(`/pages/invoice/${c.id}$`));
  const doc = page.getByTestId('invoice-document');
  await expect(doc.getByTestId('invoice-number')).toHaveText(`INV-${c.caseNumber}`);
  const lines = doc.getByTestId('invoice-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('88305');
  await expect(lines.nth(0)).toContainText('$142.50');
  await expect(lines.nth(1)).toContainText('88342');
  await expect(lines.nth(1)).toContainText('$108.20');
  await expect(doc.getByTestId('invoice-total')).toHaveText('$250.70');
  await expect(doc.getByTestId('invoice-bill-to')).toContainText('Northside Dermatology Associates');
  await expect(doc.getByTestId('invoice-bill-to')).toContainText('Client bill');
  // Not signed out yet: a draft, said so.
  await expect(doc.getByTestId('invoice-warnings')).toContainText('draft invoice');
  await settled(page);
  await shot(page, 'invoice-page');

  // The technical component: -TC and its share of the fee.
  await page.getByText('Technical (-TC)').click();
  await expect(doc.getByTestId('invoice-number')).toHaveText(`INV-${c.caseNumber}-TC`);
  await expect(lines.nth(0)).toContainText('TC');
  await expect(doc.getByTestId('invoice-total')).toHaveText('$100.28');
  await page.getByText('Global', { exact: true }).click();
  await expect(doc.getByTestId('invoice-total')).toHaveText('$250.70');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`INV-${c.caseNumber}.pdf`);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1500);
});

test('printing shows the invoice alone: no menu, no header, no buttons', async ({ page, request }) => {
  const c = await clientBilledCase(request);
  await signIn(page, 'admin', `/pages/invoice/${c.id}`);
  await expect(page.getByTestId('invoice-total').first()).toHaveText('$250.70');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(page.getByTestId('navbar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByTestId('invoice-print-copy')).toBeVisible();
  await expect(page.getByTestId('invoice-print-copy').getByTestId('invoice-total')).toHaveText('$250.70');
  if (process.env.E2E_SCREENSHOTS)
    await page.pdf({ path: `${process.env.E2E_SCREENSHOTS}/invoice-print.pdf`, format: 'Letter' });
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('invoice-print-copy')).toBeHidden();
});

test('physicians and patients may not open invoices', async ({ page }) => {
  await signIn(page, 'physician');
  await page.goto('/pages/invoice');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});

test.describe('dark mode, right to left, a phone', () => {
  test.afterEach(async ({ request }) => {
    await putTheme(await apiAs(request, 'admin'));
  });

  for (const [theme, direction] of DARK_AND_RTL) {
    test(`${theme} ${direction}: the list and an invoice read and fit a phone`, async ({ page, request }) => {
      const c = await clientBilledCase(request);
      await putTheme(await apiAs(request, 'admin'), { theme, direction });
      await signIn(page, 'admin');
      await expectLook(page, theme, direction);
      for (const [path, ready] of [
        ['/pages/invoice', page.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: /INV-/ }).first()],
        [`/pages/invoice/${c.id}`, page.getByTestId('invoice-document').getByTestId('invoice-total')],
      ] as const) {
        await page.setViewportSize({ width: 1400, height: 900 });
        await page.goto(path);
        await expect(ready).toBeVisible();
        await settled(page);
        await shot(page, `invoice-${path.includes(String(c.id)) ? 'page' : 'list'}-${theme}-${direction}`);
        await page.setViewportSize({ width: 390, height: 844 });
        await settled(page, { network: false });
        // Nothing wider than the phone: the page does not scroll sideways (the lines table scrolls in its box).
        const overflow = await sidewaysOverflow(page);
        expect(overflow, path).toBeLessThanOrEqual(1);
        await expect(ready).toBeVisible();
      }
    });
  }
});
