import { expect, test } from './fixtures';
import { shot, signIn } from './support';

for (const width of [1400, 390]) {
  test.describe(`records at ${width}px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    test('find a patient by "smi 1980", open the record, see tabs', async ({ page }) => {
      await signIn(page, 'editor', '/patient');
      const search = page.getByLabel('Search patients');
      await expect(search).toBeFocused();
      await search.fill('smi 1980');
      const table = page.getByRole('table', { name: 'Patients' });
      await expect(table.getByRole('row')).toHaveCount(3); // header + John and Maria Smith
      await shot(page, 'patients-list');
      await search.press('Enter');
      await expect(page.getByRole('heading', { name: /Smith, John/ })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Insurance' })).toBeVisible();
      await shot(page, 'patient-details');
      await page.getByRole('tab', { name: 'Insurance' }).click();
      await expect(page.getByRole('table', { name: 'Coverages' })).toContainText('primary');
      await shot(page, 'patient-insurance');
      await page.getByRole('tab', { name: 'History' }).click();
      await expect(page.getByRole('table', { name: 'Audit events' })).toContainText('Patient record opened');
    });

    test('register a patient by keyboard; a twin is flagged', async ({ page }) => {
      await signIn(page, 'editor', '/patient');
      await expect(page.getByLabel('Search patients')).toBeFocused();
      await page.keyboard.press('Alt+n');
      await page.waitForURL('**/patient/new');
      await expect(page.getByLabel('Last name')).toBeFocused();
      await page.keyboard.type('Smith');
      await page.keyboard.press('Tab');
      await page.keyboard.type('John');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.type('04/12/1980');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('1980-04-12');
      await expect(page.getByTestId('duplicate-warning')).toContainText(
        'A patient with this name and date of birth exists',
      );
      await shot(page, 'patient-new-duplicate');
      await page.getByLabel('Last name').fill(`Keyboard${width}`);
      await expect(page.getByTestId('duplicate-warning')).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Sex' }).focus();
      await page.keyboard.type('inter');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('combobox', { name: 'Sex' })).toHaveValue('Intersex');
      await page.getByLabel('Last name').press('Enter');
      await expect(page.getByRole('heading', { name: new RegExp(`Keyboard${width}, John`) })).toBeVisible();
      await expect(page.getByText(/MRN M\d{7} · born/)).toBeVisible();
    });

    test('providers and insurance for staff', async ({ page }) => {
      await signIn(page, 'editor', '/provider');
      await expect(page.getByRole('table', { name: 'Providers' })).toContainText('Physician, Paula');
      await shot(page, 'providers');
      await page.goto('/provider/new');
      await page.getByLabel('NPI').fill('1234567890');
      await page.getByLabel('NPI').blur();
      await expect(page.getByText('must be 10 digits with a valid check digit')).toBeVisible();
      await shot(page, 'provider-new');
      await page.goto('/insurance');
      await page.getByRole('table', { name: 'Payers' }).getByRole('cell', { name: 'Aetna', exact: true }).click();
      await expect(page.getByRole('table', { name: 'Coverages with this payer' })).toBeVisible();
      await shot(page, 'insurance-drawer');
    });

    test('a physician sees the providers of their facility only', async ({ page }) => {
      await signIn(page, 'physician', '/providerlist');
      const table = page.getByRole('table', { name: 'Providers' });
      await expect(table).toContainText('Physician, Paula');
      await expect(table).not.toContainText('Novak');
      await shot(page, 'physician-providers');
      await page.goto('/addprovider');
      await expect(page.getByLabel('Submitting facility')).toHaveValue(/^RIVERW — /);
    });
  });
}

test.describe('admin merge and insurance', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('add a coverage, then merge a duplicate into the record to keep', async ({ page }) => {
    await signIn(page, 'admin', '/patient');
    await page.getByLabel('Search patients').fill('smithson');
    await expect(page.getByRole('table', { name: 'Patients' }).getByRole('row')).toHaveCount(2);
    await page.getByLabel('Search patients').press('Enter');
    await expect(page.getByRole('heading', { name: /Smithson, Emily/ })).toBeVisible();

    await page.keyboard.press('Alt+2');
    await page.getByRole('button', { name: 'Add coverage' }).click();
    const payer = page.getByRole('dialog').getByRole('combobox', { name: 'Payer' });
    await expect(payer).toBeFocused();
    await payer.fill('cigna');
    await page.getByRole('option', { name: /Cigna/ }).click();
    await page.getByRole('dialog').getByLabel('Policy number').fill('CIG-777');
    await page.getByRole('dialog').getByLabel('Policy number').press('Enter');
    await expect(page.getByRole('table', { name: 'Coverages' })).toContainText('CIG-777');
    await shot(page, 'patient-coverage-added');

    await page.getByRole('button', { name: 'Merge into…' }).click();
    const into = page.getByRole('dialog').getByRole('combobox', { name: 'Record to keep' });
    await into.fill('smith maria');
    await page.getByRole('option', { name: /Smith, Maria/ }).click();
    await page.getByRole('button', { name: 'Merge into the chosen record' }).click();
    await expect(page.getByTestId('merged-banner')).toContainText('Smith, Maria');
    await shot(page, 'patient-merged');
    await page.getByTestId('merged-banner').getByRole('link').click();
    await expect(page.getByRole('heading', { name: /Smith, Maria/ })).toBeVisible();
    await page.keyboard.press('Alt+2');
    await expect(page.getByRole('table', { name: 'Coverages' })).toContainText('CIG-777');
  });
});
