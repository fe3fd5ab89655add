import { expect, test } from './fixtures';
import { signIn } from './support';

test('Ctrl+K opens the search; prefix matches come first; each group says No Result when empty', async ({ page }) => {
  await signIn(page, 'admin');
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search the portal' });
  await expect(input).toBeFocused();
  await input.fill('pat');
  const pages = page.getByRole('group', { name: 'Pages' }).getByRole('option');
  await expect(pages).toHaveText(['Patient', 'Pathologists', 'TCPC Pathologists']);
  await expect(page.getByTestId('search-overlay')).toBeVisible();

  await input.fill('PROBE');
  await expect(pages).toHaveText(['Probe Lots', 'Probe Sets']);

  await input.fill('zzqx');
  await expect(page.getByRole('group', { name: 'Pages' })).toContainText('No Result');
  await expect(page.getByRole('group', { name: 'Contacts' })).toContainText('No Result');

  await page.keyboard.press('Escape');
  await expect(input).toHaveCount(0);
  await expect(page.getByTestId('search-overlay')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});

test('arrows and Enter open a suggestion; contacts are searchable', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const input = page.getByRole('combobox', { name: 'Search the portal' });
  await input.fill('sam');
  // Prefix matches, alphabetical: "Sam Staff" before "Samuel …" (sample users).
  await expect(page.getByRole('group', { name: 'Contacts' }).getByRole('option').first()).toContainText('Sam Staff');
  await input.fill('patho');
  await expect(page.getByRole('group', { name: 'Pages' }).getByRole('option').first()).toHaveText('Pathologists');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'TCPC Pathologists' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tcpcpathologists$/);
  await expect(input).toHaveCount(0);
});
