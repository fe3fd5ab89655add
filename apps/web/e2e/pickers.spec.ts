import { expect, test } from './fixtures';
import { signIn } from './support';

test('ICD-10 codes by keyboard: a second code adds to the first, and a quick Enter never picks from the previous search', async ({
  page,
}) => {
  await signIn(page, 'editor', '/specimen/new');
  const codes = page.getByRole('combobox', { name: 'ICD-10 codes' });
  const field = page.locator('.mantine-MultiSelect-root, .mantine-InputWrapper-root').filter({ has: codes }).first();
  const pills = field.locator('.mantine-Pill-root');
  await codes.click();
  await codes.pressSequentially('C50.91');
  await expect(page.getByRole('option', { name: /^C50\.911/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(pills).toHaveText([/C50\.911/]);

  // Type the next search and press Enter at once, before its answer is in.
  await codes.pressSequentially('lung');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(pills).toHaveText([/C50\.911/]);

  await expect(page.getByRole('option', { name: /lung/ }).first()).toBeVisible();
  // The code already chosen is not offered again.
  await expect(page.getByRole('option', { name: /^C50\.911/ })).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(pills).toHaveText([/C50\.911/, /^C34\.\d+ .*lung/]);
});
