import { mkdirSync } from 'node:fs';
import { test } from '../e2e/fixtures';
import { enableCustomizer, settled, signIn } from '../e2e/support';

// Screenshots of the shell in every theme mode, for looking at (`npm run screenshots`; not a test suite: it
// asserts nothing). They go to SCREENSHOTS_DIR, /tmp/shots by default.
const DIR = process.env.SCREENSHOTS_DIR ?? '/tmp/shots';
mkdirSync(DIR, { recursive: true });

const modes = [
  { name: 'light', patch: {} },
  { name: 'dark', patch: { theme: 'dark' } },
  { name: 'semidark', patch: { theme: 'semi-dark' } },
  { name: 'rtl', patch: { direction: 'rtl' } },
  { name: 'horizontal', patch: { layout: 'horizontal', navbarType: 'sticky' } },
  { name: 'colored', patch: { navbarType: 'floating', navbarColor: 'primary', menuTheme: 'success', sidebarCollapsed: true } },
];

for (const width of [1400, 390]) {
  for (const m of modes) {
    test(`shot ${m.name} ${width}`, async ({ page, request }) => {
      await enableCustomizer(request);
      await page.setViewportSize({ width, height: 860 });
      await signIn(page, 'admin');
      await page.evaluate((patch) => {
        const raw = JSON.parse(localStorage.getItem('themeSettings') ?? '{}');
        localStorage.setItem('themeSettings', JSON.stringify({ ...raw, ...patch }));
      }, m.patch);
      // The server copy would win on reload; save the same choice there.
      await page.evaluate(async (patch) => {
        const token = localStorage.getItem('jwtToken');
        const cur = await (await fetch('/api/account/theme', { headers: { authorization: `Bearer ${token}` } })).json();
        const base = { layout: 'vertical', theme: 'light', sidebarCollapsed: false, navbarColor: 'default', navbarType: 'static', footerType: 'static', menuTheme: 'primary', direction: 'ltr', hideScrollToTop: false };
        await fetch('/api/account/theme', {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ...base, ...(cur.settings ? {} : {}), ...patch }),
        });
      }, m.patch);
      await page.goto('/fishscoring');
      await settled(page);
      await page.screenshot({ path: `${DIR}/${m.name}-${width}.png` });
    });
  }
}

for (const mode of ['light', 'dark']) {
  test(`panels ${mode}`, async ({ page, request }) => {
    await enableCustomizer(request);
    await page.setViewportSize({ width: 1400, height: 860 });
    await signIn(page, 'admin');
    await page.evaluate(async (theme) => {
      const token = localStorage.getItem('jwtToken');
      const base = { layout: 'vertical', theme, sidebarCollapsed: false, navbarColor: 'default', navbarType: 'static', footerType: 'static', menuTheme: 'primary', direction: 'ltr', hideScrollToTop: false };
      await fetch('/api/account/theme', { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(base) });
    }, mode);
    await page.reload();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search the portal' }).fill('a');
    await settled(page);
    await page.screenshot({ path: `${DIR}/search-${mode}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await settled(page);
    await page.screenshot({ path: `${DIR}/notifications-${mode}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Bookmark search' }).click();
    await settled(page);
    await page.screenshot({ path: `${DIR}/bookmarks-${mode}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open the theme customizer' }).click();
    await settled(page);
    await page.screenshot({ path: `${DIR}/customizer-${mode}.png` });
  });
}

test('login page dark rtl', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 860 });
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('themeSettings', JSON.stringify({ theme: 'dark', direction: 'rtl' })));
  await page.reload();
  await settled(page);
  await page.screenshot({ path: `${DIR}/login-dark-rtl.png` });
});

for (const width of [1400, 390]) {
  test(`pages dark rtl ${width}`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 860 });
    await signIn(page, 'admin');
    const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
    await request.put('/api/account/theme', {
      headers: { authorization: `Bearer ${token}` },
      data: { layout: 'vertical', theme: 'dark', sidebarCollapsed: false, navbarColor: 'default', navbarType: 'sticky', footerType: 'static', menuTheme: 'primary', direction: 'rtl', hideScrollToTop: false },
    });
    for (const p of ['/tables/agGrid', '/pages/profile', '/pages/account-settings']) {
      await page.goto(p);
      await settled(page);
      await page.screenshot({ path: `${DIR}/page-${p.replace(/\W+/g, '_')}-${width}.png` });
    }
  });
}

// The workspace and supplies pages in light, dark and RTL, wide and at 390 px.
const WORK_PAGES = ['/email/inbox', '/chat', '/todo/all', '/calendar', '/ecommerce/shop', '/ecommerce-dashboard', '/data-list/list-view'];
for (const m of modes.filter((x) => ['light', 'dark', 'rtl'].includes(x.name))) {
  for (const width of [1400, 390]) {
    test(`workspace ${m.name} ${width}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 860 });
      await signIn(page, 'admin');
      await page.evaluate(async (patch) => {
        const token = localStorage.getItem('jwtToken');
        const base = { layout: 'vertical', theme: 'light', sidebarCollapsed: false, navbarColor: 'default', navbarType: 'static', footerType: 'static', menuTheme: 'primary', direction: 'ltr', hideScrollToTop: false };
        await fetch('/api/account/theme', { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ ...base, ...patch }) });
        localStorage.setItem('themeSettings', JSON.stringify({ ...base, ...patch }));
      }, m.patch);
      for (const path of WORK_PAGES) {
        await page.goto(path);
        await settled(page);
        await page.screenshot({ path: `${DIR}/work-${path.replace(/\W+/g, '-').replace(/^-/, '')}-${m.name}-${width}.png` });
      }
    });
  }
}
