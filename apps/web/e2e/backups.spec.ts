import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { signIn } from './support';

/** docs/backup.md: an administrator backs up from the Administration list and downloads the archive. */
test('an administrator backs up now, sees it listed and downloads it', async ({ page }) => {
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  // The group opens with an animation: its link is clicked once it is there (a click mid-opening was lost in CI).
  const menuLink = nav.getByRole('link', { name: 'Backups' });
  await expect(async () => {
    if (!(await menuLink.isVisible())) await page.getByTestId('menu-administration').click();
    await menuLink.click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/admin\/backups$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  await expect(page.getByText(/Every day at 02:00 UTC/)).toBeVisible();

  await page.getByRole('button', { name: 'Back up now' }).click();
  const table = page.getByRole('table', { name: 'Backups' });
  await expect(table.getByRole('row')).toHaveCount(2, { timeout: 60_000 });
  const link = table.getByRole('link', { name: /^Download lab-backup-/ });
  await link.hover();
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lab-backup-[0-9T]+Z\.tar\.gz$/);
  const archive = readFileSync(await download.path());
  expect([...archive.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
});
