import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { Download, Page } from '@playwright/test';
import { parseCsv } from '@lab/domain';
import { apiAs, settled, shot, signIn, tokenFor } from './support';

// The table pages of docs/data-pages.md: the case list with every table feature, the table styles, and a
// virtual table of 10,000 rows.

const csvOf = async (download: Download) => parseCsv(readFileSync((await download.path())!, 'utf8'));

/** The case numbers of the rows shown, top to bottom. */
const caseNumbers = (page: Page) =>
  page.getByRole('table', { name: 'Cases' }).locator('tbody tr td:nth-child(2)').allInnerTexts();

test('data tables: sorting, filters, column chooser, selection and CSV of the case list', async ({ page }) => {
  await signIn(page, 'editor', '/tables/data-tables');
  const table = page.getByRole('table', { name: 'Cases' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  const count = page.getByTestId('table-count');
  await expect(count).toHaveText(/^1–\d+ of [\d,]+/);
  const total = Number((await count.innerText()).split(' of ')[1]!.replace(/\D/g, ''));

  // Sorting by case number: ascending, then descending, each the order the server answers.
  await table.getByRole('button', { name: 'Case' }).click();
  await expect(table.getByRole('columnheader', { name: /Case/ }).first()).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(async () => {
      const n = await caseNumbers(page);
      return n.length > 1 && n.join() === [...n].sort().join();
    })
    .toBe(true);
  const ascending = await caseNumbers(page);
  await table.getByRole('button', { name: 'Case' }).click();
  await expect(table.getByRole('columnheader', { name: /Case/ }).first()).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await caseNumbers(page))[0]).not.toBe(ascending[0]);
  const descending = await caseNumbers(page);
  expect(descending).toEqual([...descending].sort().reverse());

  // A column filter narrows the list: FISH cases only.
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'FISH' }).click();
  await expect
    .poll(async () => Number((await count.innerText()).split(' of ')[1]?.replace(/\D/g, '') ?? 0))
    .toBeLessThan(total);
  const types = await table.locator('tbody tr td:nth-child(6)').allInnerTexts();
  expect(types.length).toBeGreaterThan(0);
  expect(new Set(types)).toEqual(new Set(['FISH']));

  // The column chooser hides Facility, and the choice survives a reload.
  await expect(table.getByRole('columnheader', { name: 'Facility' })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Facility' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Facility' })).toHaveCount(0);
  await page.reload();
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader', { name: 'Provider' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Facility' })).toHaveCount(0);

  // Two rows selected → a CSV with the header of the columns shown and those two cases.
  const [first, second] = (await caseNumbers(page)).slice(0, 2);
  await table.getByRole('checkbox', { name: `Select ${first}` }).check();
  await table.getByRole('checkbox', { name: `Select ${second}` }).check();
  await expect(page.getByTestId('selected-count')).toHaveText('2 selected');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export selected to CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cases-selected-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = await csvOf(download);
  expect(rows[0]).toEqual([
    'Case',
    'Status',
    'Priority',
    'Patient',
    'Type',
    'Provider',
    'Pathologist',
    'Parts',
    'Received',
  ]);
  expect(
    rows
      .slice(1)
      .map((r) => r[0])
      .sort(),
  ).toEqual([first, second].sort());

  // Every match: as many rows as the list counts.
  await page.reload();
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export all matching to CSV' }).click(),
  ]);
  const everything = await csvOf(all);
  expect(everything.length - 1).toBe(total);

  await settled(page);
  await shot(page, 'tables-data-tables');
  // Leave the chooser as it was for the next run.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitem', { name: 'Reset to default' }).click();
});

test('reactstrap tables: the table styles on the stain list', async ({ page, request }) => {
  const api = await apiAs(request, 'editor');
  const stains = (await (await api.get('/api/lookups/stainlist?pageSize=100&active=true&sort=code')).json()) as {
    data: { code: string; name: string }[];
  };
  await signIn(page, 'editor', '/tables/reactstrap');
  for (const style of ['Basic', 'Striped', 'Bordered', 'Hover', 'Dense', 'Responsive']) {
    await expect(page.getByRole('region', { name: `${style} table` })).toBeVisible({ timeout: 30_000 });
  }
  const dense = page.getByRole('table', { name: 'Stains, dense' });
  await expect(dense.locator('tbody tr')).toHaveCount(stains.data.length);
  await expect(dense.locator('tbody tr').first()).toContainText(stains.data[0]!.name);
  // Striped shades every other row; the basic table does not.
  const shades = (name: string) =>
    page
      .getByRole('table', { name })
      .locator('tbody tr')
      .evaluateAll((rows) => rows.slice(0, 2).map((r) => getComputedStyle(r).backgroundColor));
  const [odd, even] = await shades('Stains, striped');
  expect(odd).not.toEqual(even);
  const [plainOdd, plainEven] = await shades('Stains, basic');
  expect(plainOdd).toEqual(plainEven);
  await expect(page.getByRole('table', { name: 'Submitting facilities, responsive' })).toContainText(
    "Riverside Women's Health",
  );
  await shot(page, 'tables-reactstrap');
});

test('react tables: 10,000 rows of the ICD-10 list, drawn a window at a time', async ({ page, request }) => {
  test.setTimeout(180_000);
  // The list a lab imports whole (ICD-10-CM): 10,000 more codes, inactive so no picker offers them. The import is
  // an upsert by code, so a second run changes nothing.
  const lines = ['code,name,active'];
  for (let i = 0; i < 10_000; i++) lines.push(`W9B.${String(i).padStart(4, '0')},Bulk import check ${i},false`);
  const token = await tokenFor(request, 'admin');
  const imported = await request.post('/api/lookups/icdcodelist/import?fileName=bulk.csv', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    data: lines.join('\n'),
    timeout: 120_000,
  });
  expect(imported.ok(), await imported.text()).toBeTruthy();

  // The 10,000th entry by code, as the server orders the list.
  const api = await apiAs(request, 'editor');
  const page20 = (await (await api.get('/api/lookups/icdcodelist?page=20&pageSize=500&sort=code')).json()) as {
    data: { code: string; name: string }[];
    total: number;
  };
  expect(page20.total).toBeGreaterThanOrEqual(10_000);
  const last = page20.data.at(-1)!;

  await signIn(page, 'editor', '/tables/react-tables');
  await expect(page.getByTestId('row-count')).toHaveText('10,000 rows', { timeout: 60_000 });
  const grid = page.getByRole('table', { name: 'ICD Codes' });
  await expect(grid).toHaveAttribute('aria-rowcount', '10001');
  // Only a window of rows is in the page.
  const drawn = await grid.locator('[role=row][aria-rowindex]').count();
  expect(drawn).toBeGreaterThan(5);
  expect(drawn).toBeLessThan(100);

  // Scrolled to the end: the 10,000th row is there, and still only a window.
  await page.getByTestId('virtual-viewport').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  const lastRow = grid.locator('[role=row]').filter({ has: page.getByRole('cell', { name: last.code, exact: true }) });
  await expect(lastRow).toBeVisible();
  await expect(lastRow).toHaveAttribute('aria-rowindex', '10001');
  expect(await grid.locator('[role=row][aria-rowindex]').count()).toBeLessThan(100);

  // Sorting by description, then selecting two rows → their CSV.
  await page.getByTestId('virtual-viewport').evaluate((el) => el.scrollTo({ top: 0 }));
  await grid.getByRole('button', { name: 'Description' }).click();
  await expect(grid.getByRole('columnheader', { name: /Description/ })).toHaveAttribute('aria-sort', 'ascending');
  const firstTwo = grid.locator('[role=row][aria-rowindex="2"], [role=row][aria-rowindex="3"]');
  await expect(firstTwo).toHaveCount(2);
  const codes = await firstTwo.locator('[role=cell]:nth-child(2)').allInnerTexts();
  const names = await firstTwo.locator('[role=cell]:nth-child(3)').allInnerTexts();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  for (const code of codes) await grid.getByRole('checkbox', { name: `Select ${code}` }).check();
  await expect(page.getByTestId('selected-count')).toHaveText('2 selected');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export selected to CSV' }).click(),
  ]);
  const rows = await csvOf(download);
  expect(rows[0]).toEqual(['ICD-10-CM code', 'Description', 'Status', 'Updated']);
  expect(rows.slice(1).map((r) => r[0])).toEqual(codes);
  expect(rows.slice(1).map((r) => r[1])).toEqual(names);

  await shot(page, 'tables-react-tables');
});
