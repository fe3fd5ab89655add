import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import {
  DARK_AND_RTL,
  apiAs,
  expectLook,
  putTheme,
  settled,
  shot,
  sidewaysOverflow,
  signIn,
  signInWith,
} from './support';

/** A home counter's accessible name: its visible label and number, with the colon read out between them. */
const counter = (label: string, n: number) => new RegExp(`^${label} ?: ${n.toLocaleString('en-US')}$`);

/**
 * The analytics dashboard at `/` (docs/dashboard.md): staff see the counters, the work queues and the charts
 * whose tables hold the server's numbers; a work queue opens its list filtered; a physician and a patient see
 * theirs; it reads in dark mode, right to left and on a phone.
 */

type Staff = {
  role: 'staff';
  today: string;
  counters: { receivedToday: number; open: number; statOpen: number; signedOutThisWeek: number };
  receivedPerDay: Array<{ date: string; count: number }>;
  openByStatus: Array<{ status: string; count: number }>;
  turnaround: Array<{ caseType: string; count: number }>;
  perPathologist: Array<{ name: string; open: number; signedOut: number }>;
  workQueues: Array<{ key: string; count: number }>;
};

const STATUS_LABELS: Record<string, string> = {
  accessioned: 'Accessioned',
  grossed: 'Grossed',
  'in-histology': 'In histology',
  'pending-diagnosis': 'Pending diagnosis',
};

/** A STAT case received now, through the API, so today's figures have one whatever the demo data's day. */
async function statCaseNow(request: Parameters<typeof apiAs>[0]) {
  const admin = await apiAs(request, 'admin');
  const patients = (await (await admin.get('/api/patients?q=Patient&pageSize=50')).json()) as {
    data: Array<{ id: number; lastName: string }>;
  };
  const patient = patients.data.find((p) => p.lastName === 'Patient')!;
  const res = await admin.post('/api/cases', {
    caseType: 'S',
    priority: 'stat',
    patientId: patient.id,
    icdCodeIds: [],
    testIds: [],
    flagIds: [],
    parts: [{ description: 'Dashboard e2e biopsy' }],
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The cells of a figure's table, after switching the figure to its table. */
async function figureTable(page: Page, testId: string) {
  const card = page.getByTestId(testId);
  await card.getByText('Table', { exact: true }).click();
  const table = card.getByRole('table');
  await expect(table).toBeVisible();
  return table;
}

async function cellAfter(table: ReturnType<Page['getByRole']>, rowName: string, column = 1) {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell', { name: rowName, exact: true }) })
    .getByRole('cell')
    .nth(column);
}

test('staff see the counters, the work queues and the charts, and the tables hold the database’s numbers', async ({
  page,
  request,
}) => {
  await statCaseNow(request);
  const d = (await (await (await apiAs(request, 'editor')).get('/api/dashboard')).json()) as Staff;
  expect(d.role).toBe('staff');
  await signIn(page, 'editor');
  const counters = page.getByTestId('counters');
  await expect(counters.getByRole('link', { name: counter('STAT open', d.counters.statOpen) })).toBeVisible();
  await expect(counters.getByRole('link', { name: counter('In progress', d.counters.open) })).toBeVisible();
  await expect(counters.getByRole('link', { name: counter('Received today', d.counters.receivedToday) })).toBeVisible();
  expect(d.counters.receivedToday).toBeGreaterThan(0);
  await expect(
    counters.getByRole('link', { name: counter('Signed out this week', d.counters.signedOutThisWeek) }),
  ).toBeVisible();

  // The charts are drawn (SVG) and each is named with its numbers.
  for (const id of [
    'figure-received',
    'figure-open-status',
    'figure-turnaround',
    'figure-pathologists',
    'figure-stat-age',
  ]) {
    await expect(page.getByTestId(id).locator('svg.recharts-surface').first()).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /^Open cases by status\. Accessioned \d+/ })).toBeVisible();
  await shot(page, 'dashboard-staff');

  // The tables behind the charts: the same numbers as the server's answer.
  const status = await figureTable(page, 'figure-open-status');
  for (const s of d.openByStatus)
    await expect(await cellAfter(status, STATUS_LABELS[s.status]!)).toHaveText(String(s.count));
  await expect(await cellAfter(status, 'All open')).toHaveText(d.counters.open.toLocaleString('en-US'));

  const received = await figureTable(page, 'figure-received');
  await expect(received.getByRole('row')).toHaveCount(31);
  // Newest first: today's row is the first, with today's count.
  await expect(received.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(
    String(d.receivedPerDay.at(-1)!.count),
  );

  const path = await figureTable(page, 'figure-pathologists');
  for (const p of d.perPathologist) {
    await expect(await cellAfter(path, p.name, 1)).toHaveText(String(p.open));
    await expect(await cellAfter(path, p.name, 2)).toHaveText(String(p.signedOut));
  }
  const tat = await figureTable(page, 'figure-turnaround');
  await expect(await cellAfter(tat, 'Surgical', 1)).toHaveText(
    String(d.turnaround.find((r) => r.caseType === 'S')!.count),
  );
  await shot(page, 'dashboard-staff-tables');

  // A work queue opens its list, filtered as it counts.
  const stat = d.workQueues.find((q) => q.key === 'stat-open')!;
  await page
    .getByTestId('work-queues')
    .getByRole('link', { name: new RegExp(`^STAT open ?: ${stat.count}\\b`) })
    .click();
  await expect(page).toHaveURL(/\/specimen\?open=true&priority=stat$/);
  await expect(page.getByRole('combobox', { name: 'Work' })).toHaveValue('Open work');
  const rows = page.getByRole('table', { name: 'Cases' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  if (stat.count <= 25) await expect(rows).toHaveCount(stat.count);
  const priorities = await page
    .getByRole('table', { name: 'Cases' })
    .locator('tbody tr td:nth-child(3)')
    .allTextContents();
  expect(new Set(priorities)).toEqual(new Set(['STAT']));
});

test('the pathologist’s "waiting for my sign-out" opens the diagnosis worklist on their pending cases', async ({
  page,
  request,
}) => {
  await signInWith(page, 'pathologist@demo.com', 'pathologist');
  await expect(page.getByTestId('user-name')).toBeVisible();
  const queue = page.getByTestId('work-queues').locator('[data-queue="my-sign-out"]');
  await expect(queue).toBeVisible();
  // The card is named by its visible text: the label, a colon for screen readers, the count, then its description.
  const count = Number(/:\s*([\d,]+)/.exec((await queue.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
  expect(count).toBeGreaterThan(0);
  await queue.click();
  await expect(page).toHaveURL(/\/results\?status=pending-diagnosis&pathologist=mine$/);
  const rows = page.getByRole('table').first().locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  if (count <= 25) await expect(rows).toHaveCount(count);
  await expect(page.getByRole('table').first().getByText('Pending diagnosis').first()).toBeVisible();
  expect(request).toBeTruthy();
});

test('a physician sees the counts of the cases they ordered, their latest reports and their charts', async ({
  page,
  request,
}) => {
  const d = (await (await (await apiAs(request, 'physician')).get('/api/dashboard')).json()) as Staff;
  expect(d.role).toBe('physician');
  await signIn(page, 'physician');
  await expect(
    page.getByTestId('counters').getByRole('link', { name: counter('In progress', d.counters.open) }),
  ).toBeVisible();
  await expect(
    page.getByTestId('latest-reports').getByRole('table', { name: 'Reports' }).locator('tbody tr').first(),
  ).toBeVisible();
  await expect(page.getByTestId('figure-received').locator('svg.recharts-surface').first()).toBeVisible();
  await expect(page.getByTestId('work-queues')).toHaveCount(0);
  await expect(page.getByTestId('figure-turnaround')).toHaveCount(0);
  const status = await figureTable(page, 'figure-open-status');
  await expect(await cellAfter(status, 'All open')).toHaveText(String(d.counters.open));
  await shot(page, 'dashboard-physician');
});

test('a patient sees their own released reports and opens one', async ({ page, request }) => {
  const d = (await (await (await apiAs(request, 'patient')).get('/api/dashboard')).json()) as {
    role: string;
    total: number;
    reports: Array<{ caseNumber: string }>;
  };
  expect(d.role).toBe('patient');
  expect(d.reports.length).toBeGreaterThan(0);
  await signIn(page, 'patient');
  const list = page.getByRole('table', { name: 'My latest reports' });
  await expect(list.locator('tbody tr')).toHaveCount(d.reports.length);
  await expect(list.locator('tbody tr').first()).toContainText(d.reports[0]!.caseNumber);
  await expect(page.getByTestId('counters')).toHaveCount(0);
  await shot(page, 'dashboard-patient');
  await list.getByRole('link', { name: d.reports[0]!.caseNumber }).first().click();
  await expect(page).toHaveURL(/\/myreports\/\d+\/\d+$/);
});

test.describe('dark mode and right to left', () => {
  test.afterEach(async ({ request }) => {
    await putTheme(await apiAs(request, 'admin'));
  });

  for (const [theme, direction] of DARK_AND_RTL) {
    test(`${theme} ${direction}: the dashboard reads and fits a phone`, async ({ page, request }) => {
      await putTheme(await apiAs(request, 'admin'), { theme, direction });
      await signIn(page, 'admin');
      await expectLook(page, theme, direction);
      await expect(page.getByTestId('figure-received').locator('svg.recharts-surface').first()).toBeVisible();
      await settled(page);
      await shot(page, `dashboard-${theme}-${direction}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await settled(page, { network: false });
      // Nothing wider than the phone: the page does not scroll sideways.
      const overflow = await sidewaysOverflow(page);
      expect(overflow).toBeLessThanOrEqual(1);
      await expect(page.getByTestId('work-queues')).toBeVisible();
    });
  }
});
