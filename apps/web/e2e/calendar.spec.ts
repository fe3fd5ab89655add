import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { shot, signIn, uniq } from './support';

/** `YYYY-MM-DD` of a day of the current month (local time, as the month view's cells are). */
const dayOfMonth = (d: number) => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};
const cell = (page: Page, day: string) => page.locator(`.fc-daygrid-day[data-date="${day}"]`);

/** Drags with real mouse moves (FullCalendar starts a drag only after the pointer travels a few pixels). */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 5, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await page.mouse.up();
}

test('an event on the shared Lab calendar appears and moves for a colleague without a reload', async ({ browser }) => {
  // Two signed-in browsers and a live round trip each way.
  test.setTimeout(120_000);
  const adminCtx = await browser.newContext();
  const staffCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  const staff = await staffCtx.newPage();
  await signIn(admin, 'admin');
  await signIn(staff, 'staff');
  await admin.goto('/calendar');
  await staff.goto('/calendar');
  await expect(admin.locator('.fc-dayGridMonth-view')).toBeVisible();
  await expect(staff.locator('.fc-dayGridMonth-view')).toBeVisible();
  await expect(staff.getByRole('checkbox', { name: 'Lab' })).toBeChecked();
  // Both live streams are open before the first change (one opened late would not hear it).
  await expect(admin.locator('html[data-live="ready"]')).toHaveCount(1);
  await expect(staff.locator('html[data-live="ready"]')).toHaveCount(1);

  const title = `Cryostat defrost ${uniq()}`;
  const from = dayOfMonth(10);
  const to = dayOfMonth(12);

  // The admin adds an all-day event to the Lab calendar, from the keyboard-reachable Add event button.
  await admin.getByRole('button', { name: 'Add event' }).first().click();
  const modal = admin.getByRole('dialog', { name: 'Add event' });
  await modal.getByLabel('Title').fill(title);
  await modal.getByRole('combobox', { name: 'Calendar' }).click();
  await admin.getByRole('option', { name: 'Lab', exact: true }).click();
  await modal.getByRole('combobox', { name: 'Label' }).click();
  await admin.getByRole('option', { name: 'Maintenance' }).click();
  await modal.getByLabel('All day').check();
  await modal.getByLabel('First day').fill(from);
  await modal.getByLabel('Last day').fill(from);
  await modal.getByRole('button', { name: 'Add event' }).click();
  await expect(modal).toBeHidden();
  await expect(cell(admin, from).getByText(title)).toBeVisible();

  // Staff sees it arrive on the same day, live.
  await expect(cell(staff, from).getByText(title)).toBeVisible();
  await shot(staff, 'calendar-month');

  // The admin drags it two days on; staff sees it move.
  await drag(
    admin,
    cell(admin, from).locator('.fc-event', { hasText: title }),
    cell(admin, to).locator('.fc-daygrid-day-frame'),
  );
  await expect(cell(admin, to).getByText(title)).toBeVisible();
  await expect(cell(staff, to).getByText(title)).toBeVisible();
  await expect(cell(staff, from).getByText(title)).toHaveCount(0);

  // Staff opens it from the keyboard-usable event and removes it; the admin's calendar follows.
  await staff.locator('.fc-event', { hasText: title }).click();
  const edit = staff.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByRole('button', { name: 'Remove' }).click();
  await expect(edit).toBeHidden();
  await expect(admin.getByText(title)).toHaveCount(0);

  await adminCtx.close();
  await staffCtx.close();
});

test('a physician sees the frozen sections read-only and no Lab calendar', async ({ page }) => {
  await signIn(page, 'physician', '/calendar');
  await expect(page.getByRole('checkbox', { name: /Frozen sections/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Lab', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'List' }).click();
  await page.locator('.fc-event', { hasText: 'Frozen section: breast margins' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Event' });
  await expect(dialog.getByText('This event is in a calendar you may only read.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
});

test('the Add event button, the event and its modal work from the keyboard', async ({ page }) => {
  await signIn(page, 'editor', '/calendar');
  const title = `Keyboard check ${uniq()}`;
  const add = page.getByRole('button', { name: 'Add event' }).first();
  await add.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Add event' });
  await expect(modal.getByLabel('Title')).toBeFocused();
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  const event = page.locator('.fc-event', { hasText: title });
  await expect(event).toBeVisible();
  // FullCalendar's interactive events are focusable and open on Enter.
  await event.focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
});
