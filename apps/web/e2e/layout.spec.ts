import { expect, test } from './fixtures';
import { apiAs, settled, shot, signIn } from './support';

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

// Every account a test here changes goes back to the defaults, so later specs start from them.
test.afterEach(async ({ request }) => {
  for (const who of ['admin', 'editor'] as const) await (await apiAs(request, who)).put('/api/account/theme', DEFAULTS);
});

test('horizontal layout shows Patient Portal, links to /reportresult and turns vertical at 1199 px', async ({
  page,
  request,
}) => {
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
  // The whole menu keeps to one row at the narrowest horizontal width.
  const items = page.getByTestId('horizontal-menu').locator(':scope > .mantine-Button-root');
  await expect(items.last()).toContainText('API Reference');
  const tops = await items.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThan(8);
  expect(new Set(tops).size).toBe(1);
  await shot(page, 'shellfix-horizontal-1200');
});

test('navbar scrolling state, scroll-to-top button and the collapsed sidebar', async ({ page, request }) => {
  await (await apiAs(request, 'admin')).put('/api/account/theme', { ...DEFAULTS, navbarType: 'sticky' });
  await page.setViewportSize({ width: 1400, height: 500 });
  await signIn(page, 'admin');
  // The home page and the account's theme finish loading first: a re-rendered page would drop the pad below.
  await settled(page);
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
  await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())!.width).toBeLessThan(100);
  // Expands while hovered.
  await page.getByTestId('sidebar').hover();
  await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())!.width).toBeGreaterThan(200);
});

for (const direction of ['ltr', 'rtl'] as const) {
  test(`the footer text stays clear of the scroll-to-top button (${direction})`, async ({ page, request }) => {
    await (await apiAs(request, 'admin')).put('/api/account/theme', { ...DEFAULTS, footerType: 'sticky', direction });
    await page.setViewportSize({ width: 1400, height: 500 });
    await signIn(page, 'admin');
    await settled(page);
    await page.evaluate(() => {
      const pad = document.createElement('div');
      pad.style.height = '3000px';
      document.getElementById('main')!.appendChild(pad);
      window.scrollTo(0, 400);
    });
    const button = (await page.getByRole('button', { name: 'Scroll to top' }).boundingBox())!;
    const endText = (await page
      .getByTestId('app-footer')
      .getByText('Results are released only after pathologist sign-out.')
      .boundingBox())!;
    if (direction === 'ltr') expect(endText.x + endText.width).toBeLessThan(button.x);
    else expect(endText.x).toBeGreaterThan(button.x + button.width);
    await shot(page, `footer-${direction}`);
  });
}

test('opening the profile collapses the menu', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'admin');
  await expect(page.getByTestId('app-shell')).not.toHaveAttribute('data-collapsed', /.*/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/pages\/profile$/);
  await expect(page.getByTestId('app-shell')).toHaveAttribute('data-collapsed', 'true');
});

test('options layout: the account pages share one list of options, Portal Settings for admins only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'admin', '/pages/account-settings');
  const options = page.getByRole('tablist', { name: 'Account options' });
  await expect(options.getByRole('tab')).toHaveText([
    'Profile',
    'Account Settings',
    'Change Password',
    'Portal Settings',
  ]);
  await expect(options.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute('aria-selected', 'true');
  await options.getByRole('tab', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/changepassword$/);
  await expect(page.getByLabel('Current password')).toBeVisible();
  // Arrow keys move between the options, Enter opens one.
  await options.getByRole('tab', { name: 'Change Password' }).focus();
  await expect(options.getByRole('tab', { name: 'Change Password' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(options.getByRole('tab', { name: 'Portal Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('Theme Customizer for everyone')).toBeVisible();
  // Phone width: the options turn into tabs above the page.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(options).toHaveAttribute('aria-orientation', 'horizontal');
});

test('options layout: an editor has no Portal Settings option and is refused the page', async ({ page }) => {
  await signIn(page, 'editor', '/pages/profile');
  await expect(page.getByRole('tablist', { name: 'Account options' }).getByRole('tab')).toHaveText([
    'Profile',
    'Account Settings',
    'Change Password',
  ]);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});

test('internal-pages layout: the labels open in a tab of their own without the menu', async ({ page, context }) => {
  await signIn(page, 'editor', '/specimen');
  await page.getByRole('row').nth(1).click();
  await expect(page.getByTestId('case-number')).toBeVisible();
  const caseNumber = (await page.getByTestId('case-number').textContent())!;
  const [labels] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Print labels/ }).click(),
  ]);
  await expect(labels).toHaveURL(/\/specimen\/\d+\/labels$/);
  await expect(labels.getByTestId('internal-layout')).toBeVisible();
  await expect(labels.getByTestId('labels-case-number')).toHaveText(caseNumber);
  await expect(labels.getByTestId('sidebar')).toHaveCount(0);
  await expect(labels.locator('iframe')).toHaveAttribute('src', /\/api\/cases\/\d+\/labels\.pdf\?sig=[\w-]+&exp=\d+$/);
  const src = await labels.locator('iframe').getAttribute('src');
  const res = await labels.request.get(src!);
  expect(res.headers()['content-type']).toBe('application/pdf');
  await labels.getByRole('link', { name: 'Open case' }).click();
  await expect(labels.getByTestId('case-number')).toHaveText(caseNumber);
  await labels.close();
});

test('RTL: left-to-right fragments keep their order and closed groups point to the inline end', async ({
  page,
  request,
}) => {
  await (await apiAs(request, 'editor')).put('/api/account/theme', { ...DEFAULTS, direction: 'rtl' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'editor', '/patient');
  const table = page.getByRole('table', { name: /patients/i });
  const phone = table
    .getByRole('cell')
    .filter({ hasText: /^\(\d{3}\) \d{3}-\d{4}$/ })
    .first();
  await expect(phone).toBeVisible();
  // The phone reads left to right: its first character "(" is drawn left of its last digit.
  const [first, last] = await phone.evaluate((td) => {
    const text = td.firstChild!;
    const at = (i: number) => {
      const r = document.createRange();
      r.setStart(text, i);
      r.setEnd(text, i + 1);
      return r.getBoundingClientRect().x;
    };
    return [at(0), at(text.textContent!.length - 1)];
  });
  expect(first).toBeLessThan(last);
  // Dates come from the shared formatter wrapped in LRI … PDI.
  const dob = await table
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .filter({ hasText: /, \d{4}/ })
    .first()
    .textContent();
  expect(dob).toMatch(/^\u2066.*\u2069$/);
  // A closed group's chevron points left in RTL (Mantine draws it pointing down and turns it).
  const chevron = page.getByTestId('menu-results').locator('.mantine-NavLink-chevron');
  const turn = await chevron.evaluate((e) => new DOMMatrixReadOnly(getComputedStyle(e).transform).b);
  expect(turn).toBeCloseTo(1);
  await shot(page, 'shellfix-rtl-patients');
});
