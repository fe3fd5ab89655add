import { expect, test } from './fixtures';
import { shot, signIn } from './support';

test.use({ viewport: { width: 1400, height: 900 } });

test('the case list puts STAT first and filters by status', async ({ page }) => {
  await signIn(page, 'editor', '/specimen');
  const table = page.getByRole('table', { name: 'Cases' });
  await expect(table.getByRole('row').nth(1)).toContainText('STAT');
  await shot(page, 'case-list');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Cancelled');
  await expect(table.getByText('Accessioned')).toHaveCount(0);
});

test('accessioning by keyboard gives a case number; the case moves on, prints labels and cancels with a reason', async ({
  page,
  context,
}) => {
  await signIn(page, 'editor', '/specimen');
  await expect(page.getByRole('table', { name: 'Cases' }).getByRole('row').nth(1)).toBeVisible();
  await page.keyboard.press('Alt+N');
  await expect(page).toHaveURL(/\/specimen\/new$/);

  // The patient search has the focus: type, Enter picks the first match.
  await expect(page.getByRole('textbox', { name: 'Patient' })).toBeFocused();
  await page.keyboard.type('tanaka');
  await expect(page.getByRole('option', { name: /Tanaka, Kenji/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('picked-patient')).toContainText('Tanaka, Kenji');

  await page
    .locator('label')
    .filter({ hasText: /^STAT$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'STAT' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Ordering provider' }).fill('physician');
  await page.getByRole('option', { name: /Physician, Paula/ }).click();
  await page.getByRole('combobox', { name: 'ICD-10 codes' }).fill('L98');
  await page.getByRole('option', { name: /L98\.9/ }).click();

  const site = page.locator('[data-part-site="0"]');
  await site.fill('skin');
  await page.getByRole('option', { name: /Skin of forearm/ }).click();
  await page.getByLabel('Description').first().fill('Shave biopsy');
  await page.keyboard.press('Alt+P');
  await expect(page.locator('[data-part-site="1"]')).toBeFocused();
  await page.keyboard.type('cervix');
  await page.getByRole('option', { name: /Cervix/ }).click();
  await shot(page, 'accession-form');

  await page.keyboard.press('Control+Enter');
  const number = page.getByTestId('new-case-number');
  await expect(number).toHaveText(/^S\d{2}-\d{5}$/);
  const caseNumber = (await number.textContent())!;
  await shot(page, 'accession-done');

  const [labels] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Print labels/ }).click(),
  ]);
  await expect(labels.getByTestId('labels-case-number')).toHaveText(caseNumber);
  // The frame opens the PDF by a signed link: no session token in the address.
  await expect(labels.locator('iframe')).toHaveAttribute('src', /\/api\/cases\/\d+\/labels\.pdf\?sig=[\w-]+&exp=\d+$/);
  const src = (await labels.locator('iframe').getAttribute('src'))!;
  const res = await page.request.get(src);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await labels.close();

  await page.getByRole('button', { name: /Open case/ }).click();
  await expect(page.getByTestId('case-number')).toHaveText(caseNumber);
  await expect(page.getByRole('table', { name: 'Parts' })).toContainText('Cervix');
  await page.getByRole('button', { name: 'Mark grossed' }).click();
  await expect(page.getByText('Grossed').first()).toBeVisible();
  await page.getByRole('button', { name: 'Mark in histology' }).waitFor();
  await shot(page, 'case-page');

  await page.getByRole('button', { name: 'Edit order' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByRole('combobox', { name: 'Pathologist' }).fill('rosa');
  await page.getByRole('option', { name: /Rosa Lind/ }).click();
  await shot(page, 'case-edit');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  // The case page names the pathologist (the list's code stays in the pickers).
  await expect(page.getByText('Rosa Lind, MD', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Cancel case' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel case' }).click();
  await expect(dialog.getByText('is required to cancel a case')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Container leaked in transit');
  await dialog.getByRole('button', { name: 'Cancel case' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Container leaked in transit').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark in histology' })).toHaveCount(0);
});

test('a new patient is registered inline from the accessioning screen', async ({ page }) => {
  await signIn(page, 'editor', '/specimen/new');
  await page.getByRole('textbox', { name: 'Patient' }).fill('Quill, Ada');
  await page.getByRole('button', { name: 'New patient' }).click();
  const mini = page.getByLabel('New patient');
  await expect(mini.getByLabel('Last name')).toHaveValue('Quill');
  await expect(mini.getByLabel('First name')).toHaveValue('Ada');
  await mini.getByLabel('Date of birth').fill('1970-05-06');
  await mini.getByRole('combobox', { name: 'Sex' }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await shot(page, 'accession-new-patient');
  await mini.getByRole('button', { name: 'Save patient' }).click();
  await expect(page.getByTestId('picked-patient')).toContainText('Quill, Ada');
  // Saving without a part description is fine; without a body site too. Enter submits from a text field.
  await page.getByLabel('Description').first().fill('Core biopsy');
  await page.getByLabel('Description').first().press('Enter');
  await expect(page.getByTestId('new-case-number')).toHaveText(/^S\d{2}-\d{5}$/);
});

test('a physician opens their own cases from the home counters, read-only', async ({ page }) => {
  await signIn(page, 'physician');
  await page.getByRole('link', { name: /^In progress ?: \d+$/ }).click();
  await expect(page).toHaveURL(/\/specimen\?open=true$/);
  await expect(page.getByRole('heading', { name: 'My cases' })).toBeVisible();
  await expect(page.getByRole('button', { name: /New accession/ })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Work' })).toHaveValue('Open work');
  const rows = page.getByRole('table', { name: 'Cases' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  // Every row is one of theirs: ordered by the provider record linked to physician@demo.com.
  const providers = await page
    .getByRole('table', { name: 'Cases' })
    .locator('tbody tr td:nth-child(6)')
    .allTextContents();
  expect(new Set(providers)).toEqual(new Set(['Physician, Paula']));
  await rows.nth(1).click();
  await expect(page).toHaveURL(/\/specimen\/\d+$/);
  await expect(page.getByTestId('case-number')).toBeVisible();
  await page.goto('/specimen/new');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});
