import { expect, test } from './fixtures';
import { signIn } from './support';

test('the bell shows "N New", marks one and then all read', async ({ page }) => {
  await signIn(page, 'editor');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  // Other specs may have added alerts (a STAT accession notifies every editor): count from what is there.
  const badge = page.getByTestId('notifications-new');
  await expect(badge).toHaveText(/^\d+ New$/);
  const before = Number((await badge.textContent())!.split(' ')[0]);
  expect(before).toBeGreaterThanOrEqual(1);
  const first = page.getByRole('menuitem', { name: /^Unread: New STAT case [SCF]\d{2}-\d{5}$/ }).first();
  const caseNumber = (await first.getAttribute('aria-label'))!.split(' ').pop()!;
  await first.click();
  // The notice opens the case it is about.
  await expect(page).toHaveURL(/\/specimen\/\d+$/);
  await expect(page.getByTestId('case-number')).toHaveText(caseNumber);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByTestId('notifications-new')).toHaveText(`${before - 1} New`);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('notifications-new')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
});

test('a new account without a role sees only its notice, profile and an empty bell', async ({ page }) => {
  await page.goto('/pages/register');
  const email = `new-${Date.now()}@lab.test`;
  await page.getByRole('textbox', { name: 'Name' }).fill('Nora New');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('longenough1');
  const confirm = page.getByLabel('Confirm password', { exact: false });
  if (await confirm.count()) await confirm.first().fill('longenough1');
  await page.getByRole('button', { name: /register|sign up|create/i }).click();
  await expect(page.getByText('Access pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveCount(0);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/patient');
  await expect(page).not.toHaveURL(/\/patient$/);
  await page.goto('/pages/profile');
  await expect(page).toHaveURL(/\/pages\/profile$/);
});
