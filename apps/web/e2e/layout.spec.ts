import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './support';

const DEFAULTS = {
  layout: 'vertical',
  theme: 'light',
  sidebarCollapsed: false,
  navbarColor: 'default',
  navbarType: 'static',
  footerType: 'static',
  menuTheme: 'primary',
  direction: 'ltr',
  hideScrollToTop: false,
};

test.afterEach(async ({ request }) => {
  await (await apiAs(request, 'admin')).put('/api/account/theme', DEFAULTS);
});

test('horizontal layout shows Patient Portal, links to /reportresult and turns vertical at 1199 px', async ({ page, request }) => {
  await (await apiAs(request, 'admin')).put('/api/account/theme', { ...DEFAULTS, layout: 'horizontal' });
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'admin');
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', 'horizontal');
  const brand = page.getByRole('link', { name: 'Patient Portal' });
  await expect(brand).toBeVisible();
  await expect(brand).toHaveAttribute('href', '/reportresult');
  await expect(page.getByTestId('horizontal-menu').getByRole('link', { name: 'Documents' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);

  await page.setViewportSize({ width: 1199, height: 900 });
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', 'vertical');
  await expect(page.getByTestId('horizontal-menu')).toHaveCount(0);

  await page.setViewportSize({ width: 1200, height: 900 });
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', 'horizontal');
});

test('navbar scrolling state, scroll-to-top button and the collapsed sidebar', async ({ page, request }) => {
  await (await apiAs(request, 'admin')).put('/api/account/theme', { ...DEFAULTS, navbarType: 'sticky' });
  await page.setViewportSize({ width: 1400, height: 500 });
  await signIn(page, 'admin');
  await page.evaluate(() => {
    const pad = document.createElement('div');
    pad.style.height = '3000px';
    document.getElementById('main')!.appendChild(pad);
  });
  const navbar = page.getByTestId('navbar');
  await expect(navbar).not.toHaveAttribute('data-scrolling', /.*/);
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(navbar).toHaveAttribute('data-scrolling', 'true');
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 200));
  await page.getByRole('button', { name: 'Scroll to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-collapsed', 'true');
  await page.mouse.move(900, 300);
  await page.locator('#main').focus();
  await page.waitForTimeout(300);
  const box = await page.getByTestId('sidebar').boundingBox();
  expect(box!.width).toBeLessThan(100);
  // Expands while hovered.
  await page.getByTestId('sidebar').hover();
  await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())!.width).toBeGreaterThan(200);
});

test('opening the profile collapses the menu', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'admin');
  await expect(page.getByTestId('app-shell')).not.toHaveAttribute('data-collapsed', /.*/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/pages\/profile$/);
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-collapsed', 'true');
});
