import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN_MENU, filterMenu, MAIN_MENU, REFERENCE_MENU, type TMenuItem } from '@lab/domain';
import { signIn, signInWith } from './support';

/**
 * Keyboard only (docs/accessibility.md#keyboard): every menu entry is reached with Tab and Enter, and the
 * pathologist's day goes from the worklist to a case's gross template without the mouse and without a trap.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** What has the focus: its tag, text, link, and whether it is a group's button. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      inMenu: Boolean(el?.closest('nav[aria-label="Main menu"]')),
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.textContent ?? '').trim(),
      href: el?.getAttribute('href') ?? null,
      expanded: el?.getAttribute('aria-expanded') ?? null,
    };
  });

/** The links of a menu, groups opened. */
/** With E2E_SCREENSHOTS=<folder>, the focus state as drawn, for looking at (docs/accessibility.md#keyboard). */
const focusShot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/focus-${name}.png`, fullPage: false });
};

/** Focus went into the new page: its h1, or the field the page focused itself (never left on the body). */
const focusInPage = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main'))), { message: 'focus in main' })
    .toBe(true);

const leaves = (items: TMenuItem[]): TMenuItem[] =>
  items.flatMap((i) => (i.children?.length ? leaves(i.children) : i.type === 'groupHeader' ? [] : [i]));

test('every entry of the staff menu is reached with Tab, the groups opened with Enter', async ({ page }) => {
  await signIn(page, 'admin');
  const expected = leaves(filterMenu([...MAIN_MENU, ...ADMIN_MENU, ...REFERENCE_MENU], 'admin')).map((i) => i.title);
  await page.locator('body').click({ position: { x: 700, y: 5 } });
  const reached = new Set<string>();
  const groupsOpened: string[] = [];
  let wasIn = false;
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (!f.inMenu) {
      if (wasIn) break;
      continue;
    }
    wasIn = true;
    if (f.tag === 'button' && f.expanded === 'false') {
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).expanded).toBe('true');
      groupsOpened.push(f.text);
      continue;
    }
    if (f.tag === 'a') reached.add(f.text.replace(/\s*API$/, ''));
  }
  expect(groupsOpened).toEqual(['Results', 'Administration']);
  expect(expected.filter((t) => !reached.has(t))).toEqual([]);
});

test("the pathologist's day by keyboard: worklist → case → gross template, with no trap", async ({ page }) => {
  await signInWith(page, 'pathologist@demo.com', 'pathologist');
  await expect(page.getByTestId('user-name')).toHaveText('Dr. Rosa Lind');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  // The Results group, then Diagnosis: keyboard only.
  await nav.getByRole('button', { name: 'Results' }).focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('button', { name: 'Results' })).toHaveAttribute('aria-expanded', 'true');
  await focusShot(page, 'menu-group');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Diagnosis' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/results$/);
  await focusInPage(page);

  // Tab to the first case of the worklist and open it.
  let opened = false;
  for (let i = 0; i < 60 && !opened; i++) {
    await page.keyboard.press('Tab');
    // A case is a link, or a row that opens with Enter (the worklist's rows).
    const isCase = await page.evaluate(() => {
      const el = document.activeElement;
      return Boolean(
        el?.closest('main') && (/^\/results\/\d+$/.test(el.getAttribute('href') ?? '') || el.tagName === 'TR'),
      );
    });
    if (isCase) {
      await page.keyboard.press('Enter');
      opened = true;
    }
  }
  expect(opened, 'a case link of the worklist reached by Tab').toBe(true);
  await expect(page).toHaveURL(/\/results\/\d+$/);
  await focusInPage(page);

  // The gross template of the first part: chosen from the keyboard; its first blank is selected.
  const template = page.getByRole('combobox', { name: 'Gross template' }).first();
  for (let i = 0; i < 80 && !(await template.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(template).toBeFocused();
  await focusShot(page, 'field');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const gross = page.getByRole('textbox', { name: /^Gross description/ }).first();
  await expect(gross).toBeFocused();
  const selected = () =>
    gross.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
  await expect.poll(selected).toMatch(/^\[.+\]$/);
  await focusShot(page, 'gross-blank');
  // No trap: Escape leaves the field with its blanks unfilled (Tab past the last blank: gross-editor.test.tsx).
  await page.keyboard.press('Escape');
  await expect(gross).not.toBeFocused();
});
