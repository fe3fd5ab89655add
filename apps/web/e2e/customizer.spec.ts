import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { apiAs, DEFAULT_THEME, enableCustomizer, settled, shot, signIn, type Api } from './support';

const html = (page: Page) => page.locator('html');

/** Picks an option of a segmented control (its radio inputs are visually hidden; the label is what users click). */
const seg = (panel: Locator, group: string, option: string) =>
  panel
    .getByRole('radiogroup', { name: group })
    .locator('label')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();

// The accounts these tests change start the next spec from the defaults, with the customizer off again.
test.afterAll(async ({ request }) => {
  for (const who of ['admin', 'editor', 'staff'] as const)
    await (await apiAs(request, who)).put('/api/account/theme', DEFAULT_THEME);
  await enableCustomizer(request, false);
});

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Open the theme customizer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Theme Customizer', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Customize & Preview in Real Time')).toBeVisible();
  // The drawer slides in: its switches are out of the viewport until it has.
  await settled(page, { network: false });
  return dialog;
}

test('the customizer is off until an admin turns it on from the settings page', async ({ page, request }) => {
  await enableCustomizer(request, false);
  await signIn(page, 'admin');
  await expect(page.getByRole('button', { name: 'Open the theme customizer' })).toHaveCount(0);
  await page.goto('/pages/account-settings');
  const portalSwitch = page.getByRole('switch', { name: 'Theme Customizer for everyone' });
  // Disabled until the portal's settings are loaded: a click before that (forced, as the input is hidden) does nothing.
  await expect(portalSwitch).toBeEnabled();
  await portalSwitch.click({ force: true });
  await expect(portalSwitch).toBeChecked();
  await expect(page.getByRole('button', { name: 'Open the theme customizer' })).toBeVisible();
  // An editor sees no portal switch.
  const editor = await apiAs(request, 'editor');
  expect((await editor.put('/api/settings/portal', { customizerEnabled: false })).status()).toBe(403);
});

/** What the customizer test leaves on the account: every option changed from the defaults. */
const CHOSEN = {
  layout: 'vertical',
  theme: 'dark',
  sidebarCollapsed: true,
  navbarColor: 'dark',
  navbarType: 'sticky',
  footerType: 'sticky',
  menuTheme: 'danger',
  direction: 'rtl',
  hideScrollToTop: true,
};

/** The account's saved theme, as the server has it. */
const savedTheme = async (api: Api) =>
  ((await (await api.get('/api/account/theme')).json()) as { settings?: unknown }).settings;

// On a light page (the FAQ): every option re-draws the whole page (a layout change mounts it again), and on the home
// dashboard (charts, counters) each cost seconds on a busy 2-core machine, which took the test of all options (then one test,
// with the second browser in it) past its minute. The shell and the customizer are the same on every page.
test('mode, menu colour, navbar and footer apply at once and are saved to the account', async ({ page, request }) => {
  await enableCustomizer(request, true);
  const staff = await apiAs(request, 'staff');
  await staff.put('/api/account/theme', DEFAULT_THEME);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'staff', '/pages/faq');
  const panel = await openCustomizer(page);

  // Theme mode.
  await seg(panel, 'Theme mode', 'Dark');
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await seg(panel, 'Theme mode', 'Semi Dark');
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-semi-dark', 'true');

  // Menu colour changes the primary colour.
  const before = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled'),
  );
  await panel.getByRole('radio', { name: 'Menu color: danger' }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled'),
      ),
    )
    .not.toBe(before);

  // Navbar colours are disabled while the navbar is static, usable once it is floating.
  await expect(panel.getByRole('radio', { name: 'Navbar color: primary' })).toBeDisabled();
  await seg(panel, 'Navbar type', 'Floating');
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-type', 'floating');
  await panel.getByRole('radio', { name: 'Navbar color: dark' }).click();
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-color', 'dark');
  await seg(panel, 'Navbar type', 'Hidden');
  await expect(page.getByTestId('navbar')).toHaveCount(0);
  // Without a top bar the opener sits in the footer, covering no control of the page.
  await expect(
    page.getByTestId('app-footer').getByRole('button', { name: 'Open the theme customizer' }),
  ).toBeAttached();
  await seg(panel, 'Navbar type', 'Sticky');
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-type', 'sticky');

  // Footer.
  await seg(panel, 'Footer type', 'Hidden');
  await expect(page.getByTestId('app-footer')).toHaveCount(0);
  await seg(panel, 'Footer type', 'Sticky');
  await expect(page.getByTestId('app-footer')).toHaveAttribute('data-type', 'sticky');

  await page.keyboard.press('Escape');
  await expect
    .poll(() => savedTheme(staff))
    .toEqual({
      ...DEFAULT_THEME,
      theme: 'semi-dark',
      menuTheme: 'danger',
      navbarColor: 'dark',
      navbarType: 'sticky',
      footerType: 'sticky',
    });
});

test('sidebar, layout, direction and scroll-to-top apply at once, are saved and survive a reload', async ({
  page,
  request,
}) => {
  await enableCustomizer(request, true);
  const staff = await apiAs(request, 'staff');
  await staff.put('/api/account/theme', DEFAULT_THEME);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'staff', '/pages/faq');
  const panel = await openCustomizer(page);

  // Collapse sidebar.
  await panel.getByRole('switch', { name: 'Collapse Sidebar' }).check({ force: true });
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-collapsed', 'true');

  // Horizontal hides semi-dark, collapse, hidden navbar and navbar colours.
  await seg(panel, 'Theme layout', 'Horizontal');
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', 'horizontal');
  await expect(panel.getByRole('radio', { name: 'Semi Dark', exact: true })).toHaveCount(0);
  await expect(panel.getByRole('switch', { name: 'Collapse Sidebar' })).toHaveCount(0);
  await expect(panel.getByText('Navbar Colors')).toHaveCount(0);
  await expect(
    panel.getByRole('radiogroup', { name: 'Navbar type' }).getByRole('radio', { name: 'Hidden' }),
  ).toHaveCount(0);
  await seg(panel, 'Theme layout', 'Vertical');
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', 'vertical');

  // RTL and hide scroll-to-top.
  await panel.getByRole('switch', { name: 'RTL' }).check({ force: true });
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await panel.getByRole('switch', { name: 'Hide Scroll To Top' }).check({ force: true });
  await expect(panel.getByRole('switch', { name: 'Hide Scroll To Top' })).toBeChecked();
  await seg(panel, 'Theme mode', 'Dark');
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.keyboard.press('Escape');

  // Every choice reaches the account…
  await expect
    .poll(() => savedTheme(staff))
    .toEqual({ ...DEFAULT_THEME, sidebarCollapsed: true, direction: 'rtl', hideScrollToTop: true, theme: 'dark' });
  // …and survives a reload.
  await page.reload();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-collapsed', 'true');
});

test('the saved choices follow the user to another browser', async ({ page, request }) => {
  await enableCustomizer(request, true);
  // Every option changed from the defaults, as the tests before saved them from the panel.
  await (await apiAs(request, 'staff')).put('/api/account/theme', CHOSEN);
  // A new browser context: nothing of the theme in its storage, only the account's copy on the server.
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'staff', '/pages/faq');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-collapsed', 'true');
  await expect(page.getByTestId('app-footer')).toHaveAttribute('data-type', 'sticky');
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-color', 'dark');
  const panel = await openCustomizer(page);
  await expect(panel.getByRole('switch', { name: 'Hide Scroll To Top' })).toBeChecked();
  await expect(panel.getByRole('switch', { name: 'RTL' })).toBeChecked();
});

test('the customizer toggle is not shown below the medium breakpoint', async ({ page, request }) => {
  await enableCustomizer(request, true);
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'editor');
  await expect(page.getByRole('button', { name: 'Open the theme customizer' })).toBeHidden();
});

test('in RTL the panel opens beside its tab, above the sidebar, and RTL is switched off from it', async ({
  page,
  request,
}) => {
  await enableCustomizer(request, true);
  await (
    await apiAs(request, 'editor')
  ).put('/api/account/theme', {
    layout: 'vertical',
    theme: 'light',
    sidebarCollapsed: false,
    navbarColor: 'default',
    navbarType: 'floating',
    footerType: 'static',
    menuTheme: 'primary',
    direction: 'rtl',
    hideScrollToTop: false,
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  // A light page, as above: a change of layout or direction re-draws the whole page.
  await signIn(page, 'editor', '/pages/faq');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  const tab = await page.getByRole('button', { name: 'Open the theme customizer' }).boundingBox();
  const panel = await openCustomizer(page);
  const content = page.locator('.mantine-Drawer-content');
  await expect(content).toBeInViewport();
  const box = (await content.boundingBox())!;
  // The opener sits in the top bar at its inline end (left in RTL); the panel opens from the same edge.
  expect(tab!.y).toBeLessThan(80);
  expect(tab!.x).toBeLessThan(720);
  expect(box.x).toBeLessThan(5);
  await shot(page, 'shellfix-rtl-customizer');
  // Real clicks (no force): nothing of the shell may sit on top of the panel.
  await seg(panel, 'Theme layout', 'Horizontal');
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', 'horizontal');
  await seg(panel, 'Theme layout', 'Vertical');
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-layout', 'vertical');
  await panel.getByRole('switch', { name: 'RTL' }).click();
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(panel.getByRole('switch', { name: 'RTL' })).not.toBeChecked();
  const ltrBox = (await content.boundingBox())!;
  expect(ltrBox.x + ltrBox.width).toBeGreaterThan(1440 - 5);
});
