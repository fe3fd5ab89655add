import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { apiAs, putTheme, settled, sidewaysOverflow, signIn } from './support';

/**
 * The readers' screens on a phone (issue 26 items 5 and 6): the physician's home, the patient's My Reports,
 * Report Result and the order desk's client orders show cards at 390 px, with every badge and date whole, one card
 * per case with its versions inside, and nothing scrolling sideways; in light and dark.
 */

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOTS;

/** Badges (and dates) cut by an ellipsis or clipped: what the issue saw as "A.", "FI…", "PEN…". */
async function cutTexts(page: Page, scope: string) {
  return page.evaluate((sel) => {
    const cut: string[] = [];
    for (const root of document.querySelectorAll(sel)) {
      for (const el of root.querySelectorAll<HTMLElement>('.mantine-Badge-root, .mantine-Badge-label')) {
        if (el.scrollWidth > el.clientWidth + 1) cut.push(el.textContent ?? '');
      }
    }
    return cut;
  }, scope);
}

async function look(page: Page, name: string) {
  if (!SHOTS) return;
  await settled(page, { network: false });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme}`, () => {
    test.afterAll(async ({ request }) => {
      for (const who of ['physician', 'patient', 'admin'] as const) await putTheme(await apiAs(request, who));
    });

    test(`the physician's home and Report Result at 390 px (${theme})`, async ({ page, request }) => {
      await putTheme(await apiAs(request, 'physician'), { theme });
      await page.setViewportSize(PHONE);
      await signIn(page, 'physician');
      const latest = page.getByTestId('latest-reports');
      const cards = latest.getByTestId('report-card');
      await expect(cards.first()).toBeVisible();
      await expect(latest.getByRole('table')).toHaveCount(0);
      // One card per case: no case number twice.
      const heads = (await cards.evaluateAll((els) =>
        els.map((e) => e.querySelector('button[data-case-number]')?.getAttribute('data-case-number')),
      )) as string[];
      expect(new Set(heads).size).toBe(heads.length);
      // The demo case with an addendum shows its final version inside the same card.
      const multi = cards.filter({ hasText: 'ADDENDUM' }).first();
      await expect(multi.getByRole('button', { name: /^Open version/ }).filter({ hasText: 'FINAL' })).toHaveCount(1);
      await expect(multi.getByRole('button', { name: /^Open version/ }).filter({ hasText: 'ADDENDUM' })).toHaveCount(1);
      expect(await cutTexts(page, '[data-testid="latest-reports"]')).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
      await look(page, `readers-physician-home-390-${theme}`);

      await page.goto('/reportresult');
      const found = page.getByRole('list', { name: 'Reports' }).getByTestId('list-card');
      await expect(found.first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
      expect(await cutTexts(page, 'main')).toEqual([]);
      await look(page, `readers-reportresult-390-${theme}`);
      await found.first().click();
      await expect(page).toHaveURL(/\/reportresult\/\d+\/\d+$/);
    });

    test(`the patient's My Reports at 390 px (${theme})`, async ({ page, request }) => {
      await putTheme(await apiAs(request, 'patient'), { theme });
      await page.setViewportSize(PHONE);
      await signIn(page, 'patient', '/myreports');
      const cards = page.getByTestId('report-card');
      await expect(cards.first()).toBeVisible();
      const heads = (await cards.evaluateAll((els) =>
        els.map((e) => e.querySelector('button[data-case-number]')?.getAttribute('data-case-number')),
      )) as string[];
      expect(new Set(heads).size).toBe(heads.length);
      expect(await cutTexts(page, 'main')).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
      await look(page, `readers-myreports-390-${theme}`);
      await cards
        .first()
        .getByRole('button', { name: /^Open case/ })
        .click();
      await expect(page).toHaveURL(/\/myreports\/\d+\/\d+$/);
    });

    test(`client orders at 390 px (${theme})`, async ({ page, request }) => {
      await putTheme(await apiAs(request, 'admin'), { theme });
      await page.setViewportSize(PHONE);
      await signIn(page, 'admin', '/data-list/list-view');
      await page.getByRole('tab', { name: 'Client orders' }).click();
      const orders = page.getByRole('list', { name: 'Client orders' }).getByRole('listitem');
      await expect(orders.first()).toBeVisible();
      expect(await cutTexts(page, 'main')).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);
      await look(page, `readers-client-orders-390-${theme}`);
    });
  });
}

test('at 1440 px the readers keep their tables, one row per case', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'physician');
  const rows = page.getByTestId('latest-reports').getByRole('table', { name: 'Reports' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const cases = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''));
  expect(new Set(cases).size).toBe(cases.length);
  await look(page, 'readers-physician-home-1440');
  await page.goto('/reportresult');
  await expect(page.getByRole('table', { name: 'Reports' })).toBeVisible();
  await look(page, 'readers-reportresult-1440');
});
