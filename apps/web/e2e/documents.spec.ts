import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { makePdf, shot, signIn as signInAs } from './support';

const PDF = makePdf('Requisition for Eleanor Brooks');

/** Signs in as the demo editor (through the API: support.ts). */
const signIn = (page: Page) => signInAs(page, 'editor');

test('uploads a PDF to a patient with progress, lists it and previews it', async ({ page }) => {
  await signIn(page);
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();

  const patient = page.getByRole('combobox', { name: 'Patient' });
  await expect(patient).toBeFocused();
  await patient.fill('Brooks');
  await page.getByRole('option', { name: /Brooks, Eleanor/ }).click();
  await page.getByRole('combobox', { name: 'Category' }).first().click();
  await page.getByRole('option', { name: 'Requisition' }).click();
  await page.getByLabel('Title').fill('E2E requisition');

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'e2e-requisition.pdf', mimeType: 'application/pdf', buffer: PDF });
  const item = page.getByTestId('upload-item').filter({ hasText: 'e2e-requisition.pdf' });
  await expect(item).toContainText('Uploaded');

  const table = page.getByRole('table', { name: 'Documents' });
  const row = table.getByRole('row').filter({ hasText: 'E2E requisition' });
  await expect(row).toContainText('Brooks, Eleanor');
  await expect(row).toContainText('Requisition');
  await row.getByRole('button', { name: 'Preview E2E requisition' }).click();

  const dialog = page.getByRole('dialog', { name: 'E2E requisition' });
  const frame = dialog.locator('iframe');
  await expect(frame).toBeVisible();
  // By a signed link for this one file: no session token in the address.
  await expect(frame).toHaveAttribute('src', /^\/api\/documents\/\d+\/file\?sig=[\w-]+&exp=\d+$/);
  const src = await frame.getAttribute('src');
  const file = await page.request.get(src!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toMatch(/^inline/);
  expect((await file.body()).subarray(0, 4).toString()).toBe('%PDF');
  await shot(page, 'documents-preview');
  // The download saves the file, by a signed link too.
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(saved.suggestedFilename()).toBe('e2e-requisition.pdf');
  // The same document over a whole tab of its own (internal-pages layout).
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('link', { name: 'Open in new tab' }).click(),
  ]);
  await expect(tab).toHaveURL(/\/documents\/\d+\/view$/);
  await expect(tab.getByTestId('internal-layout')).toBeVisible();
  await expect(tab.getByTestId('document-title')).toHaveText('E2E requisition');
  await expect(tab.locator('iframe')).toHaveAttribute('src', new RegExp(`^${src!.split('?')[0]}\\?sig=`));
  await tab.close();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 1400, height: 900 });
  await shot(page, 'documents');
});

test('refuses a file of another type with its reason', async ({ page }) => {
  await signIn(page);
  await page.goto('/documents');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toContainText('notes.txt: Only PDF, PNG, JPEG or TIFF files are accepted');
});

test('deletes a document with a reason', async ({ page }) => {
  await signIn(page);
  await page.goto('/documents');
  const row = page.getByRole('table', { name: 'Documents' }).getByRole('row').filter({ hasText: 'E2E requisition' });
  await row.getByRole('button', { name: 'Delete E2E requisition' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete document' });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await dialog.getByLabel('Reason').fill('x');
  await dialog.getByLabel('Reason').press('Enter');
  await expect(dialog).toContainText('at least 3 characters');
  await dialog.getByLabel('Reason').fill('Uploaded twice');
  await dialog.getByLabel('Reason').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Documents' })).not.toContainText('E2E requisition');
});
