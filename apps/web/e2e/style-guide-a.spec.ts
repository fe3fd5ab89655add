import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { SHOWCASE_GROUPS, SHOWCASE_PAGES, showcasePage, type ShowcaseGroup } from '@lab/domain';
import {
  DARK_AND_RTL,
  apiAs,
  expectLook,
  openInApp,
  putTheme,
  sidewaysOverflow,
  signIn,
  signedInPage,
} from './support';

// The living style guide, part A (docs/style-guide.md#part-a).
const GROUPS: ShowcaseGroup[] = ['ui-element', 'colors', 'icons', 'cards', 'components'];
const PAGES = SHOWCASE_PAGES.filter((p) => GROUPS.includes(p.group));

// Something each page really shows (its lab content, not its title).
const CONTENT: Record<string, string> = {
  '/ui-element/grid': 'Last name',
  '/ui-element/typography': 'Nottingham score 6 of 9',
  '/ui-element/textutilities': 'formatBytes(217_088)',
  '/ui-element/syntaxhighlighter': 'The portal has no syntax highlighter',
  '/colors/colors': 'Semantic colours and their contrast',
  '/icons/reactfeather': 'microscope',
  '/cards/basic': 'Formalin container 60 ml',
  '/cards/statistics': 'Received today',
  '/cards/analytics': 'Open cases by status',
  '/cards/action': 'HER2/CEP17 ratio 2.4',
  '/components/alerts': 'Frozen section requested',
  '/components/buttons': 'Sign out S26-00412',
  '/components/breadcrumbs': 'Part A — Breast, left, core needle biopsy',
  '/components/carousel': 'The portal has no carousel',
  '/components/collapse': 'Order SO-1042 · 200 formalin containers',
  '/components/dropdowns': 'Nothing chosen yet',
  '/components/list-group': 'Not one of your last 3 passwords',
  '/components/modals': 'Confirm a step that cannot be undone',
  '/components/pagination': '1–25 of 1,284',
  '/components/nav-component': 'FISH Scoring',
  '/components/navbar': "The portal's top bar is part of the shell",
  '/components/tabs-component': 'MRN M0001042',
  '/components/pills-component': 'Horizontal',
  '/components/tooltips': 'Demo data',
  '/components/popovers': 'S26-00412',
  '/components/badges': 'Pending diagnosis',
  '/components/pill-badges': 'API Reference',
  '/components/progress': 'Upload requisition.pdf',
  '/components/media-objects': 'Histotechnologist',
  '/components/spinners': 'Gross description of part A',
  '/components/toasts': 'Loading, then done',
};

/**
 * Two animation frames: the layout has followed a resize. (settled() waits for every animation to end, and the
 * loaders, skeletons and animated bars these pages show never do.)
 */
const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

const SHOTS = process.env.E2E_SCREENSHOTS;
/** With E2E_SCREENSHOTS=<folder>, saves the page at desktop size and at 390 px for looking at. */
async function snap(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await frames(page);
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true, animations: 'disabled' });
  if (size) await page.setViewportSize(size);
}

/** The page fits a 390 px phone: nothing (a code block, a table, a row of buttons) widens it. */
async function fitsPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await frames(page);
  // Polled: a layout that follows a media query in script (the Stepper turns vertical) re-renders a moment later.
  await expect.poll(() => sidewaysOverflow(page), { message: 'page wider than 390 px' }).toBeLessThanOrEqual(1);
  // A demo's card clips what sticks out, so the page would not widen: each live area must fit its card too.
  await expect
    .poll(
      () =>
        page
          .locator('[data-demo="live"]')
          .evaluateAll((els) =>
            els
              .filter((e) => e.scrollWidth > e.clientWidth + 1)
              .map((e) => e.closest('section')?.getAttribute('aria-label')),
          ),
      { message: 'demos wider than a 390 px screen' },
    )
    .toEqual([]);
  if (size) await page.setViewportSize(size);
}

/**
 * Opens a page of part A: from another page of its group by the group's links (as a reader goes on), else by
 * its address.
 */
async function open(page: Page, path: string) {
  const target = PAGES.find((p) => p.path === path)!;
  const here = showcasePage(new URL(page.url()).pathname);
  const nav = page.getByRole('navigation', { name: `${SHOWCASE_GROUPS[target.group]} pages` });
  if (here && here.group === target.group && here.path !== path)
    await nav.getByRole('link', { name: target.title, exact: true }).click();
  else if (here?.path !== path) await openInApp(page, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.title, exact: true })).toBeVisible();
  await expect(page.locator('[data-demo="live"]').first()).toBeVisible();
}

test('every child route of part A is listed', () => {
  expect(PAGES.map((p) => p.path).sort()).toEqual(Object.keys(CONTENT).sort());
});

test.describe('as an admin', () => {
  // One sign-in for all the pages: the tests share a page (a failed test starts a new worker, which signs in again).
  test.describe.configure({ timeout: 120_000 });
  let page: Page;
  test.beforeAll(async ({ browser }, info) => {
    page = await signedInPage(browser, info, 'admin', { permissions: ['clipboard-read', 'clipboard-write'] });
  });
  test.afterAll(async () => page.close());

  for (const p of PAGES) {
    test(`${p.path} shows its components live with their code`, async () => {
      await open(page, p.path);
      await expect(page.locator('#main').getByText(CONTENT[p.path]!, { exact: false }).first()).toBeVisible();
      const lives = page.locator('[data-demo="live"]');
      const codes = page.locator('[data-demo="code"]');
      expect(await lives.count()).toBeGreaterThanOrEqual(2);
      expect(await codes.count()).toBe(await lives.count());
      // Every demo has something visible in its live area and code in its code block.
      const demos = await page.locator('section[aria-label]:has([data-demo="live"])').evaluateAll((els) =>
        els.map((e) => {
          const live = e.querySelector('[data-demo="live"]')!;
          const seen = [...live.querySelectorAll('*')].some((c) => {
            const r = c.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && getComputedStyle(c).visibility !== 'hidden';
          });
          return {
            title: e.getAttribute('aria-label'),
            seen,
            code: (e.querySelector('[data-demo="code"]')?.textContent ?? '').trim().length,
          };
        }),
      );
      expect(demos.length).toBe(await lives.count());
      for (const d of demos) {
        expect(d.seen, `${d.title}: something visible`).toBe(true);
        expect(d.code, `${d.title}: its code`).toBeGreaterThan(10);
      }
      await fitsPhone(page);
    });
  }

  test('a toast appears when raised, and a long job turns its toast from loading to done', async () => {
    await open(page, '/components/toasts');
    await page.getByRole('button', { name: 'Error', exact: true }).click();
    await expect(
      page.locator('.mantine-Notification-root').filter({ hasText: 'Could not change the status' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Success with a title' }).click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Patient registered' })).toBeVisible();
    await page.getByRole('button', { name: 'Import a list' }).click();
    await expect(
      page.locator('.mantine-Notification-root').filter({ hasText: 'Importing ICD-10 codes' }),
    ).toBeVisible();
    await expect(
      page.locator('.mantine-Notification-root').filter({ hasText: '312 added, 1,044 updated' }),
    ).toBeVisible();
  });

  test('a confirm dialog opens, Cancel closes it; the reason dialog names the missing field', async () => {
    await open(page, '/components/modals');
    await page.getByRole('button', { name: 'Reset password' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset the password of Dr. Ana Ruiz?' });
    await expect(confirm).toBeVisible();
    // Cancel has the focus: a stray Enter harms nothing.
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await page.getByRole('button', { name: 'Cancel case' }).click();
    const reason = page.getByRole('dialog', { name: 'Cancel case S26-00412' });
    await expect(reason).toBeVisible();
    await reason.getByRole('button', { name: 'Cancel case' }).click();
    await expect(reason.getByText('is required to cancel a case')).toBeVisible();
    await reason.getByRole('textbox', { name: 'Reason' }).fill('Duplicate accession of S26-00411');
    await reason.getByRole('textbox', { name: 'Reason' }).press('Control+Enter');
    await expect(reason).toBeHidden();
    await expect(
      page.locator('.mantine-Notification-root').filter({ hasText: 'S26-00412 is now cancelled (example).' }),
    ).toBeVisible();
  });

  test('the copy button copies the example code; the icon page filters and copies an icon', async () => {
    await open(page, '/components/buttons');
    const code = (await page.locator('[data-demo="code"]').first().innerText()).trim();
    await page.getByRole('button', { name: 'Copy the code' }).first().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(code).toContain('<Button leftSection={<IconSignature size={16} />}>Sign out S26-00412</Button>');

    await open(page, '/icons/reactfeather');
    const total = Number((await page.getByTestId('icon-count').innerText()).split(' of ')[1]!.split(' ')[0]);
    expect(total).toBeGreaterThan(50);
    await page.getByRole('textbox', { name: 'Filter icons' }).fill('flask');
    await expect(page.getByTestId('icon-count')).toHaveText(`2 of ${total} icons`);
    await page.getByRole('button', { name: 'Copy <MenuIcon name="flask-2" />' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('<MenuIcon name="flask-2" />');
    await page.getByRole('textbox', { name: 'Filter icons' }).fill('nosuchicon');
    await expect(page.getByText('No icon is called “nosuchicon”.', { exact: false })).toBeVisible();
  });

  test('the colours page marks the theme colour in use and rates the contrast of each semantic colour', async () => {
    await open(page, '/colors/colors');
    await expect(page.locator('[data-menu-color][data-current]')).toHaveAttribute('data-menu-color', 'primary');
    for (const name of ['primary', 'warning', 'success', 'danger', 'info', 'secondary']) {
      await expect(
        page
          .locator(`[data-semantic="${name}"]`)
          .getByText(/:1 (AAA|AA|AA large|fails)/)
          .first(),
      ).toBeVisible();
    }
  });

  test('the carousel page pages through the slides', async () => {
    await open(page, '/components/carousel');
    await expect(page.getByTestId('slide-position')).toHaveText('1 / 8');
    await expect(page.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.getByTestId('slide-position')).toHaveText('2 / 8');
  });
});

test('a physician is sent to the not-authorized page', async ({ page }) => {
  await signIn(page, 'physician');
  await page.goto('/components/buttons');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});

test.describe('dark mode and right to left', () => {
  test.afterAll(async ({ request }) => {
    await putTheme(await apiAs(request, 'staff'));
  });

  test('dark, RTL and both: the pages read and fit a phone', async ({ page, request }) => {
    test.setTimeout(240_000);
    const staff = await apiAs(request, 'staff');
    await signIn(page, 'staff');
    for (const [theme, direction] of DARK_AND_RTL) {
      await putTheme(staff, { theme, direction });
      await page.goto('/'); // a fresh load takes the account's theme
      for (const path of [
        '/components/buttons',
        '/components/carousel',
        '/colors/colors',
        '/ui-element/syntaxhighlighter',
      ]) {
        await open(page, path);
        await expectLook(page, theme, direction);
        await expect(page.locator('#main').getByText(CONTENT[path]!, { exact: false }).first()).toBeVisible();
        await fitsPhone(page);
        await snap(page, `style-guide-a-${theme}-${direction}${path.replaceAll('/', '-')}`);
      }
    }
  });
});
