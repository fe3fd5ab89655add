import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN_MENU, filterMenu, MAIN_MENU, REFERENCE_MENU, type TMenuItem } from '@lab/domain';
import { apiAs, settled, signIn } from './support';

/**
 * Keyboard only (docs/accessibility.md#keyboard): every menu entry is reached with Tab and Enter, and the
 * pathologist's day goes from the menu to the worklist, a case, its gross template, the diagnosis and the sign-out
 * without the mouse and without a trap, the focus following (the new page's h1, into the dialog and back).
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

/** With E2E_SCREENSHOTS=<folder>, the focus state as drawn, for looking at (docs/accessibility.md#keyboard). */
const focusShot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/focus-${name}.png`, fullPage: false });
};

/** The entries of a menu, its groups opened: the leaves. */
const leaves = (items: TMenuItem[]): TMenuItem[] =>
  items.flatMap((i) => (i.children?.length ? leaves(i.children) : i.type === 'groupHeader' ? [] : [i]));

test('every entry of the staff menu is reached with Tab, the groups opened with Enter', async ({ page }) => {
  // Some 60 Tab presses, each with a look at the focus: slow on a busy machine.
  test.setTimeout(150_000);
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
      // As a person waits for the list to open before pressing Tab on into it.
      await settled(page, { network: false });
      groupsOpened.push(f.text);
      continue;
    }
    if (f.tag === 'a') reached.add(f.text.replace(/\s*API$/, ''));
  }
  expect(groupsOpened).toEqual(['Results', 'Administration']);
  expect(expected.filter((t) => !reached.has(t))).toEqual([]);
});

const PATHOLOGIST = { email: 'pathologist@demo.com', password: 'pathologist', name: 'Dr. Rosa Lind' };

/** A STAT skin shave of the demo patient for the demo pathologist (one part), through the API. */
async function skinCase(request: APIRequestContext): Promise<{ id: number; caseNumber: string }> {
  const admin = await apiAs(request, 'admin');
  const first = async (url: string, pick: (r: Record<string, unknown>) => boolean) => {
    const res = await admin.get(url);
    expect(res.ok(), url).toBeTruthy();
    const row = ((await res.json()) as { data: Array<Record<string, unknown>> }).data.find(pick);
    expect(row, url).toBeTruthy();
    return row!;
  };
  const patient = await first('/api/patients?q=Patient&pageSize=50', (r) => r.lastName === 'Patient');
  const provider = await first('/api/providers?q=Physician&pageSize=50', (r) => r.lastName === 'Physician');
  const pathologist = await first('/api/lookups/pathologists?q=RL', (r) => r.code === 'RL');
  const site = await first('/api/lookups/bodysites?q=forearm', (r) => r.code === 'SKFA');
  const res = await admin.post('/api/cases', {
    caseType: 'S',
    patientId: patient.id,
    priority: 'stat',
    providerId: provider.id,
    facilityId: provider.facilityId ?? null,
    pathologistId: pathologist.id,
    parts: [{ bodySiteId: site.id, laterality: 'left', description: 'Shave biopsy' }],
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { id: number; caseNumber: string };
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, what: string, { back = false, max = 120 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `${what} reached by ${back ? 'Shift+Tab' : 'Tab'}`).toBe(true);
}

/** After a route change the focus is on the new page's h1. */
const focusOnH1 = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? ''), { message: "focus on the page's h1" })
    .toBe('H1');

test("the pathologist's day by keyboard: worklist → case → gross template → diagnosis → sign-out", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const c = await skinCase(request);
  await signIn(page, PATHOLOGIST);
  await expect(page.getByTestId('user-name')).toHaveText(PATHOLOGIST.name);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const main = page.getByRole('main');

  // The Results group from the document's start, then Diagnosis.
  const group = nav.getByRole('button', { name: 'Results' });
  await tabTo(page, group, 'the Results group');
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Diagnosis' })).toBeVisible();
  await focusShot(page, 'menu-group');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Diagnosis' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/results$/);
  // The worklist puts the focus in its own search field (else the h1 would have it).
  const search = main.getByRole('textbox', { name: 'Search' });
  await expect(search).toBeFocused();

  // The worklist: the case searched for, arrow down to its row, Enter opens it.
  await focusShot(page, 'field');
  await page.keyboard.type(c.caseNumber);
  const table = main.getByRole('table', { name: 'Diagnosis worklist' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.keyboard.press('ArrowDown');
  await expect(table.getByRole('row').nth(1)).toBeFocused();
  await focusShot(page, 'row');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/results/${c.id}$`));
  await expect(page.getByTestId('case-number')).toHaveText(c.caseNumber);
  await focusOnH1(page);

  // The gross template, chosen by typing its code; its first blank is selected.
  const template = main.getByRole('combobox', { name: 'Gross template' });
  await tabTo(page, template, 'the gross template');
  await page.keyboard.type('GR-SHAVE');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const gross = main.getByRole('textbox', { name: 'Gross description A' });
  await expect(gross).toBeFocused();
  const selected = () =>
    gross.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
  await expect.poll(selected).toMatch(/^\[.+\]$/);
  await focusShot(page, 'gross-blank');
  // No trap: Escape leaves the field with its blanks unfilled, to the next control; Shift+Tab comes back.
  await page.keyboard.press('Escape');
  await expect(gross).not.toBeFocused();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  await page.keyboard.press('Shift+Tab');
  await expect(gross).toBeFocused();
  // Tab walks the blanks from the start; Tab from the last one leaves the field.
  await page.keyboard.press('Control+Home');
  for (const v of ['0.8', '0.6', '0.2', 'tan', 'papule', '0.4', 'A1']) {
    await page.keyboard.press('Tab');
    await expect(gross).toBeFocused();
    await page.keyboard.type(v);
  }
  await page.keyboard.press('Tab');
  await expect(gross).not.toBeFocused();
  await expect(gross).toHaveValue(
    'Received in formalin is a shave of skin measuring 0.8 x 0.6 x 0.2 cm. The epidermal surface shows a tan papule measuring 0.4 cm. Inked, trisected and entirely submitted in A1.',
  );

  // A block and its slide.
  await tabTo(page, main.getByRole('button', { name: 'Add block' }), 'Add block');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('block-A1')).toBeVisible();
  await tabTo(page, page.getByTestId('block-A1').getByRole('button', { name: 'Add slide' }), 'Add slide');
  await page.keyboard.press('Enter');
  await expect(main.getByRole('combobox', { name: 'Stain of slide A1-1' })).toHaveValue(/H&E/);

  // The diagnosis: a microcode in the microscopic description writes it.
  const micro = main.getByRole('textbox', { name: 'Microscopic description A' });
  await tabTo(page, micro, 'the microscopic description');
  await page.keyboard.type('.bcc ');
  await expect(micro).toHaveValue(/^Nests of basaloid cells/);
  await expect(main.getByRole('textbox', { name: 'Final diagnosis A' })).toHaveValue(
    'BASAL CELL CARCINOMA, NODULAR TYPE.',
  );
  await expect(page.getByTestId('save-status')).toContainText(/Saved/, { timeout: 15_000 });

  // Sign out: the dialog takes the focus, Escape gives it back to the button that opened it.
  const signButton = main.getByRole('button', { name: 'Sign out' });
  await tabTo(page, signButton, 'Sign out', { back: true, max: 150 });
  await focusShot(page, 'button');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Sign out ${c.caseNumber}` });
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(PATHOLOGIST.password);
  await page.keyboard.press('Enter');
  // A confirmation step (sign-out warnings), if the portal asks one: its confirming button, by keyboard.
  const signed = page.getByText(`${c.caseNumber} signed out (version 1)`);
  await expect(signed.or(dialog.getByRole('button', { name: /confirm|anyway/i }))).toBeVisible({ timeout: 15_000 });
  if (!(await signed.isVisible())) {
    await tabTo(page, dialog.getByRole('button', { name: /confirm|anyway/i }).first(), 'the confirmation');
    await page.keyboard.press('Enter');
  }
  await expect(signed).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('report-banner')).toContainText('FINAL REPORT');
  // The button that opened the dialog is gone with the editor: the focus is on the signed case's h1, not lost.
  await focusOnH1(page);
});
