import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { DEMO, shot, signIn } from './support';

/** The lock screen (docs/shell.md#lock-screen): the page stays as it was under the overlay until the password. */
const lockScreen = (page: Page) => page.getByTestId('lock-screen');

async function lockFromMenu(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Lock' }).click();
  await expect(lockScreen(page)).toBeVisible();
}

test.describe('lock screen', () => {
  test('Lock hides the unsaved form; a wrong password is named, the right one brings the form back as it was', async ({
    page,
  }) => {
    await signIn(page, 'staff', '/patient/new');
    await page.getByLabel('Last name').fill('Lockwood');
    await page.getByLabel('First name').fill('Unsaved');
    await lockFromMenu(page);
    const overlay = lockScreen(page);
    await expect(overlay.getByRole('heading', { name: DEMO.staff.name })).toBeVisible();
    await expect(overlay.getByRole('button', { name: 'Unlock' })).toBeVisible();
    await expect(overlay.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(overlay.getByRole('button', { name: 'Sign in as someone else' })).toBeVisible();
    // The form is out of sight and out of reach, but not gone.
    await expect(page.getByLabel('Last name')).toBeHidden();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeHidden();
    await expect(overlay.getByLabel('Password', { exact: true })).toBeFocused();
    await shot(page, 'lock-screen');

    await overlay.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.keyboard.press('Enter');
    await expect(overlay.getByText('The password is not correct')).toBeVisible();
    await expect(overlay.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'The password is not correct',
    );

    await overlay.getByLabel('Password', { exact: true }).fill(DEMO.staff.password);
    await page.keyboard.press('Enter');
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/patient\/new$/);
    await expect(page.getByLabel('Last name')).toHaveValue('Lockwood');
    await expect(page.getByLabel('First name')).toHaveValue('Unsaved');
  });

  test('a reload while locked stays locked; Sign out goes to the sign-in page', async ({ page }) => {
    await signIn(page, 'staff');
    await lockFromMenu(page);
    await page.reload();
    await expect(lockScreen(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeHidden();
    await lockScreen(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(lockScreen(page)).toHaveCount(0);
  });

  test('the lock is the session’s: the other tab locks with it, the server refuses the session until the unlock', async ({
    page,
    context,
  }) => {
    await signIn(page, 'staff');
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('button', { name: 'User menu' })).toBeVisible();
    await lockFromMenu(page);
    await expect(lockScreen(other)).toBeVisible();
    // Whatever tab sends the session's token, the server answers 423 until the password is given.
    const refused = await other.evaluate(async () => {
      const res = await fetch('/api/authenticate/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('jwtToken') ?? ''}` },
      });
      return { status: res.status, code: ((await res.json()) as { code?: string }).code };
    });
    expect(refused).toEqual({ status: 423, code: 'session_locked' });
    await lockScreen(other).getByLabel('Password', { exact: true }).fill(DEMO.staff.password);
    await lockScreen(other).getByRole('button', { name: 'Unlock' }).click();
    await expect(lockScreen(other)).toHaveCount(0);
    await expect(lockScreen(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });

  test('/pages/lock-screen locks at once and unlocking there goes home', async ({ page }) => {
    await signIn(page, 'staff');
    await page.goto('/pages/lock-screen');
    await expect(lockScreen(page)).toBeVisible();
    await lockScreen(page).getByLabel('Password', { exact: true }).fill(DEMO.staff.password);
    await lockScreen(page).getByRole('button', { name: 'Unlock' }).click();
    await expect(lockScreen(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('an idle tab locks before the session’s limit, and the limit still signs out with the inactivity notice', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'staff', '/patient/new');
    await page.getByLabel('Last name').fill('Idleton');
    // The server's idle limit is 15 minutes: 13 without activity lock the screen, the page kept under it.
    await page.clock.fastForward('13:30');
    await expect(lockScreen(page)).toBeVisible();
    await expect(page.getByLabel('Last name')).toBeHidden();
    // Nothing polls while locked (each call would keep the session alive on the server); the live stream does not
    // touch the session, so it may stay.
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/') && !r.url().includes('/api/live')) calls.push(r.url());
    });
    await page.clock.fastForward('01:00');
    expect(calls).toEqual([]);
    // Typing on the lock screen is no activity on the page: at the 15th minute the session ends as before.
    await lockScreen(page).getByLabel('Password', { exact: true }).fill('still deciding');
    await page.clock.fastForward('01:00');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/session timed out/i).first()).toBeVisible();
  });
});
