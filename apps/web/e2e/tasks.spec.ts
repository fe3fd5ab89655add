import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { apiAs, signIn, uniq } from './support';

const row = (page: Page, title: string) => page.getByTestId('task-row').filter({ hasText: title });

test('a task the admin assigns to staff appears for them live; they complete it and the admin sees it done', async ({
  browser,
  request,
}) => {
  const admin = await apiAs(request, 'admin');
  const { data } = (await (await admin.get('/api/cases?pageSize=1')).json()) as {
    data: Array<{ id: number; caseNumber: string }>;
  };
  const theCase = data[0]!;
  const title = `Recut block A3 at 3 microns ${uniq()}`;

  const adminCtx = await browser.newContext();
  const staffCtx = await browser.newContext();
  const a = await adminCtx.newPage();
  const s = await staffCtx.newPage();
  await signIn(s, 'staff');
  await s.goto('/todo/all');
  await expect(s.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  await expect(row(s, 'Recut block A2 for deeper levels')).toBeVisible();

  // One page at a time is in front: a page behind gets no animation frames, so the drawer would never finish opening.
  await a.bringToFront();
  await signIn(a, 'admin');
  await a.goto('/todo/all');
  await a.getByRole('button', { name: 'Add task' }).click();
  const drawer = a.getByRole('dialog', { name: 'New task' });
  await drawer.getByRole('textbox', { name: 'Title' }).fill(title);
  await drawer.getByRole('textbox', { name: 'Description' }).fill('Three levels, H&E on each.');
  await drawer.getByRole('combobox', { name: 'Assignee' }).fill('Sam');
  await a.getByRole('option', { name: 'Sam Staff', exact: true }).click();
  await expect(drawer.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Sam Staff');
  await drawer.getByRole('textbox', { name: 'Due date' }).fill('2026-12-04');
  await expect(drawer.getByRole('textbox', { name: 'Due date' })).toHaveValue('2026-12-04');
  await drawer.getByRole('combobox', { name: 'Case' }).fill(theCase.caseNumber);
  await a.getByRole('option', { name: theCase.caseNumber, exact: true }).click();
  await expect(drawer.getByRole('combobox', { name: 'Case' })).toHaveValue(theCase.caseNumber);
  await drawer.getByRole('combobox', { name: 'Tags' }).click();
  await a.getByRole('option', { name: 'Bug' }).click();
  // Leaving the field closes its list (it stays open for a second tag while there).
  await drawer.getByRole('combobox', { name: 'Tags' }).press('Tab');
  await drawer.getByRole('button', { name: 'Add task' }).click();
  await expect(a.getByRole('dialog', { name: 'New task' })).toHaveCount(0);

  const mine = row(a, title);
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('link', { name: `Case ${theCase.caseNumber}` })).toHaveAttribute(
    'href',
    `/specimen/${theCase.id}`,
  );
  await expect(mine.getByText('Bug')).toBeVisible();
  await expect(mine.getByLabel('Assigned to Sam Staff')).toBeVisible();

  // Staff's open page gets it without a reload, with its tag, due date and case.
  await s.bringToFront();
  const theirs = row(s, title);
  await expect(theirs).toBeVisible();
  await expect(theirs.getByText('Bug')).toBeVisible();
  await expect(theirs.getByText(/Due /)).toBeVisible();
  await expect(theirs.getByRole('link', { name: `Case ${theCase.caseNumber}` })).toBeVisible();
  // click, not check(): the box follows the task list's cache, which the click changes a moment later, not in the
  // click itself (check() reads the box back at once and fails on a busy machine).
  await theirs.getByRole('checkbox', { name: `Completed: ${title}` }).click();
  await expect(theirs.getByRole('checkbox', { name: `Completed: ${title}` })).toBeChecked();

  // The admin sees it completed, again without a reload, and finds it under Completed.
  await a.bringToFront();
  await expect(mine.getByRole('checkbox', { name: `Completed: ${title}` })).toBeChecked();
  await a.getByRole('navigation', { name: 'Task filters' }).getByRole('link', { name: 'Completed' }).click();
  await expect(a).toHaveURL(/\/todo\/completed$/);
  await expect(row(a, title)).toBeVisible();

  await adminCtx.close();
  await staffCtx.close();
});

test('edit in the drawer: trash and restore; a tag filter; phone width puts the filters in a drawer', async ({
  page,
}) => {
  await signIn(page, 'editor', '/todo/all');
  const title = 'Update the gross template for breast core biopsies';
  await expect(row(page, title).getByText(/Overdue/)).toBeVisible();
  await row(page, title)
    .getByRole('button', { name: `Open task: ${title}` })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Edit task' });
  await expect(drawer.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await drawer.getByRole('button', { name: 'Trash' }).click();
  await expect(row(page, title)).toHaveCount(0);
  await page.getByRole('link', { name: 'Trashed' }).click();
  await row(page, title)
    .getByRole('button', { name: `Open task: ${title}` })
    .click();
  await page.getByRole('dialog', { name: 'Edit task' }).getByRole('button', { name: 'Restore' }).click();
  await expect(row(page, title)).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Task tags' }).getByRole('link', { name: 'Doc' }).click();
  await expect(page).toHaveURL(/\/todo\/doc$/);
  await expect(row(page, title)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Task filters' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters and tags' }).click();
  await page.getByRole('navigation', { name: 'Task filters' }).getByRole('link', { name: 'Starred' }).click();
  await expect(page).toHaveURL(/\/todo\/starred$/);
  await expect(page.getByRole('navigation', { name: 'Task filters' })).toHaveCount(0);
});
