import { expect, test } from './fixtures';
import { apiAs, shot, signIn, uniq } from './support';

/** Forms name every field at once; records and admin screens read plainly. */

test.describe('forms flag every field', () => {
  test('an empty new patient names last and first name, birth date and sex at once', async ({ page }) => {
    await signIn(page, 'editor', '/patient/new');
    await expect(page.getByLabel('Last name')).toBeFocused();
    // A real mouse click: pressing the button used to blur the focused field, whose error moved the button away.
    await page.getByRole('button', { name: 'Register patient' }).click();
    const form = page.getByRole('form', { name: 'New patient' });
    await expect(form.getByText('is required')).toHaveCount(2);
    await expect(form.getByText('must be a date (MM/DD/YYYY or YYYY-MM-DD)')).toBeVisible();
    await expect(form.getByText(/choose one of female/)).toBeVisible();
    await shot(page, 'patient-empty');
  });

  test('a date typed MM/DD/YYYY is accepted when Save is clicked straight from the field', async ({ page }) => {
    await signIn(page, 'editor', '/patient/new');
    const last = `Formfix${uniq()}`;
    await page.getByLabel('Last name').fill(last);
    await page.getByLabel('First name').fill('Zora');
    await page.getByRole('combobox', { name: 'Sex' }).focus();
    await page.keyboard.type('fem');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Sex' })).toHaveValue('Female');
    await page.getByLabel('Date of birth').fill('03/14/1980');
    await expect(page.getByLabel('Date of birth')).toBeFocused();
    await page.getByRole('button', { name: 'Register patient' }).click();
    await expect(page.getByRole('heading', { name: `${last}, Zora` })).toBeVisible();
  });

  test('an empty new payer names both the name and the payer id', async ({ page }) => {
    await signIn(page, 'editor', '/insurance');
    await page.getByRole('button', { name: 'New payer' }).click();
    await page.getByRole('button', { name: 'Create payer' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('is required')).toHaveCount(2);
    await expect(dialog.getByLabel('Payer id')).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'payer-empty');
  });
});

test('reset password asks first, naming the user', async ({ page, request }) => {
  const admin = await apiAs(request, 'admin');
  const staff = (
    (await (await admin.get('/api/users?q=staff@staff.com')).json()) as { data: Array<{ id: number; name: string }> }
  ).data[0]!;
  await signIn(page, 'admin', `/app/user/view/${staff.id}`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: `Reset the password of ${staff.name}?` });
  await expect(dialog).toContainText('open sessions end now');
  await shot(page, 'reset-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Temporary password')).toBeHidden();
});

test("a physician's Add Provider names their facility", async ({ page }) => {
  await signIn(page, 'physician', '/addprovider');
  await expect(page.getByLabel('Submitting facility')).toHaveValue(/^RIVERW — \S/);
  await shot(page, 'addprovider');
});

test('patient history shows a coverage as readable pairs with the payer by name', async ({ page, request }) => {
  const editor = await apiAs(request, 'editor');
  const patient = (await (
    await editor.post('/api/patients', {
      lastName: `Hist${uniq()}`,
      firstName: 'Ann',
      dob: '1970-01-02',
      sex: 'female',
    })
  ).json()) as { id: number };
  const payers = (await (await editor.get('/api/payers?q=cigna')).json()) as {
    data: Array<{ id: number; name: string }>;
  };
  const res = await editor.post(`/api/patients/${patient.id}/coverages`, {
    payerId: payers.data[0]!.id,
    rank: 'primary',
    policyNumber: 'POL123456',
  });
  expect(res.ok()).toBeTruthy();
  await signIn(page, 'editor', `/patient/${patient.id}`);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText(`payer: ${payers.data[0]!.name}`)).toBeVisible();
  await expect(page.getByText('{"coverageId"')).toHaveCount(0);
  await shot(page, 'history');
});
