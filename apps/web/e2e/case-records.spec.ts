import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { encodeTiff, tiffPage, type TCaseListPage } from '@lab/domain';
import { apiAs, shot, signIn } from './support';

test.use({ viewport: { width: 1400, height: 900 } });

/** An open demo case (grossed), so the edits are allowed; each test takes its own. */
async function openCase(page: Page, nth: number) {
  const editor = await apiAs(page.request, 'editor');
  const list = (await (
    await editor.get('/api/cases?status=grossed&pageSize=10&sort=-receivedAt')
  ).json()) as TCaseListPage;
  const row = list.data[nth];
  expect(row, 'a grossed demo case').toBeTruthy();
  await page.goto(`/specimen/${row!.id}`);
  await expect(page.getByTestId('case-number')).toHaveText(row!.caseNumber);
  return row!;
}

/** The colour of a canvas pixel, as drawn. */
const pixel = (page: Page, x: number, y: number) =>
  page
    .locator('canvas')
    .evaluate((c: HTMLCanvasElement, [px, py]) => [...c.getContext('2d')!.getImageData(px!, py!, 1, 1).data], [x, y]);

test('a part is edited in a small dialog, with the body site from the list', async ({ page }) => {
  await signIn(page, 'editor');
  await openCase(page, 0);
  await page.getByRole('button', { name: 'Edit part A' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit part A' });
  const site = dialog.getByRole('combobox', { name: 'Body site' });
  await expect(site).toBeFocused();
  await site.fill('breast');
  await page.getByRole('option', { name: /BR — Breast/ }).click();
  await dialog.getByLabel('Laterality', { exact: true }).click();
  await page.getByRole('option', { name: 'Right' }).click();
  await dialog.getByLabel('Description').fill('Core biopsy, 3 cores');
  await shot(page, 'records2-edit-part');
  await dialog.getByLabel('Description').press('Enter');
  await expect(dialog).toBeHidden();

  const row = page.getByRole('table', { name: 'Parts' }).getByRole('row').filter({ hasText: /^A/ });
  await expect(row).toContainText('Breast');
  // The laterality as a word (LATERALITY_LABELS), not the stored code.
  await expect(row).toContainText('Right');
  await expect(row).toContainText('Core biopsy, 3 cores');
  // Saved, not only shown: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Parts' }).getByRole('row').filter({ hasText: /^A/ })).toContainText(
    'Core biopsy, 3 cores',
  );
});

test('the edit-order dialog takes accident type, tests and flags, and the case page shows them', async ({ page }) => {
  await signIn(page, 'editor');
  const c = await openCase(page, 1);
  await page.getByRole('button', { name: 'Edit order' }).click();
  const dialog = page.getByRole('dialog', { name: /Edit order of/ });
  await dialog.getByRole('combobox', { name: 'Accident type' }).fill('auto');
  await page.getByRole('option', { name: /Auto accident/ }).click();
  await dialog.getByRole('combobox', { name: 'Ailment type' }).fill('inj');
  await page.getByRole('option', { name: /Injury/ }).click();
  await dialog.getByRole('combobox', { name: 'Tests ordered' }).fill('urovysion');
  await page.getByRole('option', { name: /UroVysion FISH/ }).click();
  await dialog.getByRole('combobox', { name: 'Flags' }).fill('recut');
  await page.getByRole('option', { name: /Recuts ordered/ }).click();
  await dialog.getByLabel('Collected').fill('2026-01-05T07:30');
  await shot(page, 'records2-edit-order');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText('Auto accident', { exact: true })).toBeVisible();
  await expect(page.getByText('Injury', { exact: true })).toBeVisible();
  await expect(page.getByText('UroVysion FISH')).toBeVisible();
  await expect(page.getByText('Recuts ordered')).toBeVisible();
  await shot(page, 'records2-case-page');
  const saved = await (await (await apiAs(page.request, 'editor')).get(`/api/cases/${c.id}`)).json();
  expect(new Date(saved.collectedAt).getTime()).toBe(await page.evaluate(() => new Date('2026-01-05T07:30').getTime()));
  expect(saved.tests.map((t: { name: string }) => t.name)).toContain('UroVysion FISH');
});

test('a TIFF uploaded to a case is previewed in a canvas, page by page', async ({ page }) => {
  await signIn(page, 'editor');
  await openCase(page, 2);
  const tiff = Buffer.from(
    encodeTiff([tiffPage(200, 120, () => [20, 140, 60]), tiffPage(160, 100, () => [30, 60, 200])]),
  );
  const upload = page.getByRole('form', { name: 'Upload documents' });
  await upload.getByLabel('Title').fill('E2E slide scan');
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'e2e-slide.tif', mimeType: 'image/tiff', buffer: tiff });
  await expect(page.getByTestId('upload-item').filter({ hasText: 'e2e-slide.tif' })).toContainText('Uploaded');

  await page.getByRole('button', { name: 'Preview E2E slide scan' }).click();
  const dialog = page.getByRole('dialog', { name: 'E2E slide scan' });
  const canvas = dialog.getByRole('img', { name: 'E2E slide scan, page 1 of 2' });
  await expect(canvas).toBeVisible();
  expect(await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([200, 120]);
  expect(await pixel(page, 10, 10)).toEqual([20, 140, 60, 255]);
  await expect(dialog.getByTestId('tiff-page')).toHaveText('Page 1 of 2');

  await dialog.getByRole('button', { name: 'Next page' }).click();
  await expect(dialog.getByRole('img', { name: 'E2E slide scan, page 2 of 2' })).toBeVisible();
  expect(await pixel(page, 10, 10)).toEqual([30, 60, 200, 255]);
});

test('the seeded slide scan (TIFF) and requisition (PDF) preview from the documents page', async ({ page }) => {
  await signIn(page, 'editor', '/documents');
  const table = page.getByRole('table', { name: 'Documents' });
  await table.getByRole('button', { name: /^Preview Slide scan/ }).click();
  const dialog = page.getByRole('dialog', { name: /Slide scan/ });
  await expect(dialog.getByRole('img', { name: /page 1 of 2/ })).toBeVisible();
  await shot(page, 'records-tiff-preview');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await table
    .getByRole('button', { name: /^Preview Requisition S/ })
    .first()
    .click();
  const frame = page.getByRole('dialog', { name: /Requisition S/ }).locator('iframe');
  await expect(frame).toBeVisible();
  const file = await page.request.get((await frame.getAttribute('src'))!);
  expect(file.headers()['content-type']).toBe('application/pdf');
});
