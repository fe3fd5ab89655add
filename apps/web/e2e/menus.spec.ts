import { expect, test } from './fixtures';
import { signIn } from './support';

test('staff see the main menu and the Administration list', async ({ page }) => {
  await signIn(page, 'editor');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  for (const title of [
    'Home',
    'Patient',
    'Provider',
    'Insurance',
    'Specimen',
    'Results',
    'Documents',
    'Administration',
  ]) {
    await expect(nav.getByText(title, { exact: true }).first()).toBeVisible();
  }
  await page.getByTestId('menu-administration').click();
  await expect(nav.getByRole('link', { name: 'Accident Types' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  // The administrators' own entries are not the editor's.
  await expect(nav.getByRole('link', { name: 'Synoptic protocols' })).toHaveCount(0);
  // Accordion: opening Results closes Administration.
  await page.getByTestId('menu-results').click();
  await expect(nav.getByRole('link', { name: 'FISH Scoring' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Accident Types' })).toBeHidden();
  await nav.getByRole('link', { name: 'FISH Scoring' }).click();
  await expect(page).toHaveURL(/\/fishscoring$/);
  await expect(nav.getByRole('link', { name: 'FISH Scoring' })).toHaveAttribute('aria-current', 'page');
});

test('an administrator opens the synoptic protocols from the Administration list', async ({ page }) => {
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await page.getByTestId('menu-administration').click();
  await nav.getByRole('link', { name: 'Synoptic protocols' }).click();
  await expect(page).toHaveURL(/\/synoptic\/protocols$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Synoptic protocols' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Synoptic protocols' })).toHaveAttribute('aria-current', 'page');
});

test('a physician lands in the physician layout and is refused staff routes', async ({ page }) => {
  await signIn(page, 'physician');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(page.getByText('Physician Portal')).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText(['Home', 'View Provider', 'Add Provider']);
  await page.goto('/patient');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  await expect(page.getByText('You are not authorized!')).toBeVisible();
  // A role refused a page is a 403 (forbidden), not a 401 (not signed in).
  await expect(page.getByText('403', { exact: true })).toBeVisible();
  await expect(page.getByText('401', { exact: true })).toHaveCount(0);
});

test('a patient gets the short patient menu', async ({ page }) => {
  await signIn(page, 'patient');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'My Reports', 'Change Password']);
  await page.goto('/documents');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});

test('unknown routes show the 404 page; status pages exist', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  for (const [path, text] of [
    ['/misc/error/404', 'Page not found'],
    ['/misc/error/500', 'Internal server error'],
    ['/misc/maintenance', 'Under maintenance'],
    ['/misc/coming-soon', 'Coming soon'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text)).toBeVisible();
  }
});

test('on a phone the menu is hidden, opens from the button and closes after a choice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'editor');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).not.toBeInViewport();
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(sidebar).toBeInViewport();
  await sidebar.getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(sidebar).not.toBeInViewport();
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(sidebar).not.toBeInViewport();
});

test.describe('touch', () => {
  test.use({ hasTouch: true });
  test('a swipe from the edge opens the menu and a swipe back closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, 'editor');
    const sidebar = page.getByTestId('sidebar');
    const swipe = (fromX: number, toX: number) =>
      page.evaluate(
        ({ a, b }) => {
          const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 300 });
          document.dispatchEvent(
            new TouchEvent('touchstart', { touches: [touch(a)], changedTouches: [touch(a)], bubbles: true }),
          );
          document.dispatchEvent(
            new TouchEvent('touchend', { touches: [], changedTouches: [touch(b)], bubbles: true }),
          );
        },
        { a: fromX, b: toX },
      );
    await expect(sidebar).not.toBeInViewport();
    await swipe(200, 350);
    await expect(sidebar).not.toBeInViewport();
    await swipe(5, 200);
    await expect(sidebar).toBeInViewport();
    await swipe(300, 100);
    await expect(sidebar).not.toBeInViewport();
  });
});
