import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_OPEN_STATUSES,
  DASHBOARD_PATIENT_REPORTS,
  DASHBOARD_WINDOW_DAYS,
  DEFAULT_TURNAROUND,
  STAT_AGE_BUCKETS,
  ZTurnaroundTargets,
  fillDays,
  summarizeTurnaround,
  type TLabCalendar,
  type TCaseStatus,
  type TCaseType,
  type TDashboardCounters,
  type TMyReport,
  type TPathologistLoad,
  type TTurnaroundTargets,
  type TWorkQueue,
} from '@lab/domain';
import { queryRows, type Executor } from '../../db/client';
import {
  appSettings,
  caseReports,
  caseStatusHistory,
  cases,
  caseTests,
  fishSessions,
  patients,
} from '../../db/schema/index';
import { lookupColumn, lookupTables } from '../../db/schema/lookups';
import { pathologists, scopeCondition, tests, type CaseScope } from '../../services/case-records';
import { releasedReportsByCase } from '../../services/report-reads';

/**
 * The dashboard's figures (docs/dashboard.md). Every count is one aggregate in the database over an indexed,
 * bounded slice of the tables, so it stays fast with a million cases:
 * - open work through `cases_status_idx` (open statuses are a small part of the table);
 * - days through `cases_received_idx` (the last 30 days);
 * - sign-outs through `case_reports_signed_idx` (the last 7 or 30 days).
 * "Today" is the database's day (`current_date`), the same day the case list's `from` filter reads.
 */

const OPEN = inArray(cases.status, [...DASHBOARD_OPEN_STATUSES]);
const WINDOW = sql.raw(`interval '${DASHBOARD_WINDOW_DAYS} days'`);

/** A case's signing out is its first final report; a case has one (amendments and addenda come later). */
const FINAL = eq(caseReports.kind, 'final');

export async function databaseToday(ex: Executor): Promise<string> {
  const [row] = await queryRows<{ today: string }>(ex, sql`select to_char(current_date, 'YYYY-MM-DD') as today`);
  return row!.today;
}

/** The four counters over the cases of the scope (staff: all; physician: the cases they ordered). */
export async function dashboardCounters(ex: Executor, scope: CaseScope): Promise<TDashboardCounters> {
  const scoped = scopeCondition(scope);
  const n = (q: Promise<Array<{ n: number }>>) => q.then((r) => Number(r[0]?.n ?? 0));
  const receivedToday = await n(
    ex
      .select({ n: count() })
      .from(cases)
      .where(and(sql`${cases.receivedAt} >= current_date`, scoped)),
  );
  const [open] = await ex
    .select({
      open: count(),
      statOpen: sql<number>`count(*) filter (where ${cases.priority} = 'stat')`.mapWith(Number),
    })
    .from(cases)
    .where(and(OPEN, scoped));
  const signedOutThisWeek = await n(
    ex
      .select({ n: sql<number>`count(distinct ${caseReports.caseId})`.mapWith(Number) })
      .from(caseReports)
      .innerJoin(cases, eq(cases.id, caseReports.caseId))
      .where(and(FINAL, sql`${caseReports.signedAt} >= now() - interval '7 days'`, scoped)),
  );
  return { receivedToday, open: Number(open?.open ?? 0), statOpen: Number(open?.statOpen ?? 0), signedOutThisWeek };
}

/** Cases received per day over the window ending today, every day present. */
export async function receivedPerDay(ex: Executor, scope: CaseScope, today: string) {
  const rows = await queryRows<{ day: string; n: number }>(
    ex,
    sql`select to_char(${cases.receivedAt}::date, 'YYYY-MM-DD') as day, count(*)::int as n
        from ${cases}
        where ${cases.receivedAt} >= current_date - ${DASHBOARD_WINDOW_DAYS - 1}::int
          and ${cases.receivedAt} < current_date + 1
          ${scopeCondition(scope) ? sql`and ${scopeCondition(scope)}` : sql``}
        group by 1`,
  );
  return fillDays(today, DASHBOARD_WINDOW_DAYS, new Map(rows.map((r) => [r.day, Number(r.n)])));
}

/** Open cases per open status, in life-cycle order, every status present. */
export async function openByStatus(ex: Executor, scope: CaseScope) {
  const rows = await ex
    .select({ status: cases.status, n: count() })
    .from(cases)
    .where(and(OPEN, scopeCondition(scope)))
    .groupBy(cases.status);
  const by = new Map(rows.map((r) => [r.status, Number(r.n)]));
  return DASHBOARD_OPEN_STATUSES.map((status) => ({ status: status as TCaseStatus, count: by.get(status) ?? 0 }));
}

/** The lab's turnaround targets (portal setting; the worklist's colour reads the same). */
export async function turnaroundTargets(ex: Executor): Promise<TTurnaroundTargets> {
  const [row] = await ex.select().from(appSettings).where(eq(appSettings.key, 'turnaround-targets'));
  const parsed = ZTurnaroundTargets.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_TURNAROUND;
}

/** Received → first final signature of the cases signed out in the window, per case type. */
export async function turnaround(ex: Executor, targets: TTurnaroundTargets, calendar: TLabCalendar) {
  const rows = await ex
    .select({
      caseType: cases.caseType,
      receivedAt: cases.receivedAt,
      signedOutAt: sql<Date>`min(${caseReports.signedAt})`.mapWith(caseReports.signedAt),
    })
    .from(caseReports)
    .innerJoin(cases, eq(cases.id, caseReports.caseId))
    .where(and(FINAL, sql`${caseReports.signedAt} >= now() - ${WINDOW}`))
    .groupBy(cases.id, cases.caseType, cases.receivedAt);
  return summarizeTurnaround(
    rows.map((r) => ({
      caseType: r.caseType as TCaseType,
      receivedAt: r.receivedAt,
      signedOutAt: new Date(r.signedOutAt),
    })),
    targets,
    calendar,
  );
}

/** Open cases per assigned pathologist (and the unassigned), and cases each signed out in the window. */
export async function perPathologist(ex: Executor): Promise<TPathologistLoad[]> {
  const open = await ex
    .select({ id: cases.pathologistId, n: count() })
    .from(cases)
    .where(OPEN)
    .groupBy(cases.pathologistId);
  const signed = await ex
    .select({ id: caseReports.pathologistId, n: sql<number>`count(distinct ${caseReports.caseId})`.mapWith(Number) })
    .from(caseReports)
    .where(and(FINAL, sql`${caseReports.signedAt} >= now() - ${WINDOW}`))
    .groupBy(caseReports.pathologistId);
  const ids = [...new Set([...open, ...signed].map((r) => r.id).filter((id): id is number => id !== null))];
  const names = ids.length
    ? await ex
        .select({ id: pathologists.id, name: pathologists.name })
        .from(pathologists)
        .where(inArray(pathologists.id, ids))
    : [];
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  const byId = new Map<number | null, TPathologistLoad>();
  const entry = (id: number | null) => {
    let e = byId.get(id);
    if (!e) {
      e = {
        pathologistId: id,
        name: id === null ? 'Unassigned' : (nameOf.get(id) ?? `Pathologist #${id}`),
        open: 0,
        signedOut: 0,
      };
      byId.set(id, e);
    }
    return e;
  };
  for (const r of open) entry(r.id).open += Number(r.n);
  for (const r of signed) entry(r.id).signedOut += Number(r.n);
  // The busiest first; the unassigned last.
  return [...byId.values()].sort(
    (a, b) =>
      Number(a.pathologistId === null) - Number(b.pathologistId === null) ||
      b.open + b.signedOut - (a.open + a.signedOut) ||
      a.name.localeCompare(b.name),
  );
}

/** Open STAT cases by hours since receipt, in the domain's buckets. */
export async function statByAge(ex: Executor) {
  const age = sql`extract(epoch from (now() - ${cases.receivedAt})) / 3600`;
  const cols = Object.fromEntries(
    STAT_AGE_BUCKETS.map((b) => [
      b.key,
      sql<number>`count(*) filter (where ${age} >= ${b.fromHours} ${b.toHours === null ? sql`` : sql`and ${age} < ${b.toHours}`})`.mapWith(
        Number,
      ),
    ]),
  );
  const [row] = await ex
    .select(cols)
    .from(cases)
    .where(and(OPEN, eq(cases.priority, 'stat')));
  // A case received "in the future" (clock skew) is counted as new.
  return STAT_AGE_BUCKETS.map((b) => ({
    bucket: b.key,
    count: Number((row as Record<string, number> | undefined)?.[b.key] ?? 0),
  }));
}

/** The caller's active Pathologists record (the results worklist's "mine"). */
export async function pathologistOfUser(ex: Executor, userId: number): Promise<number | null> {
  const [row] = await ex
    .select({ id: pathologists.id })
    .from(pathologists)
    .where(and(eq(lookupColumn('pathologists', 'userId'), userId), eq(pathologists.active, true)))
    .orderBy(pathologists.id)
    .limit(1);
  return row?.id ?? null;
}

const testGroups = lookupTables.testgroups!;
const departments = lookupTables.departments!;

/**
 * The work queues: each count is the total of the list it opens with the same filters (the case list, the
 * results worklist, the FISH worklist), so the number on the card is the number of rows on opening.
 */
export async function workQueues(ex: Executor, myPathologistId: number | null): Promise<TWorkQueue[]> {
  const countCases = async (where: SQL | undefined) =>
    Number((await ex.select({ n: count() }).from(cases).where(where))[0]?.n ?? 0);
  const byStatus = new Map((await openByStatus(ex, { kind: 'all' })).map((r) => [r.status, r.count]));
  // Moves into "grossed" today: cases received in the window whose history has one (bounded through the received index).
  const [grossedToday] = await queryRows<{ n: number }>(
    ex,
    sql`select count(distinct h.case_id)::int as n
        from ${caseStatusHistory} h join ${cases} c on c.id = h.case_id
        where h.to_status = 'grossed' and h.at >= current_date
          and c.received_at >= current_date - ${DASHBOARD_WINDOW_DAYS}::int`,
  );
  const isFishTest = sql`(upper(coalesce(${departments.code}, '')) = 'FISH' or upper(${tests.code}) like '%FISH%' or upper(${tests.code}) like 'UROVYSION%')`;
  const [fish] = await queryRows<{ n: number }>(
    ex,
    sql`select count(*)::int as n from (
          select c.id, c.case_type,
            (select count(*) from ${caseTests} ct
               join ${tests} on ${tests.id} = ct.test_id
               left join ${testGroups} on ${testGroups.id} = ${tests}.test_group_id
               left join ${departments} on ${departments.id} = ${testGroups}.department_id
             where ct.case_id = c.id and ${isFishTest}) as fish_tests
          from ${cases} c
          where c.status in (${sql.join(
            DASHBOARD_OPEN_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})
        ) f
        where (f.case_type = 'F' or f.fish_tests > 0)
          and (select count(*) from ${fishSessions} a where a.case_id = f.id and a.status = 'accepted') < greatest(1, f.fish_tests)`,
  );
  const pending = byStatus.get('pending-diagnosis') ?? 0;
  const queues: TWorkQueue[] = [];
  if (myPathologistId !== null) {
    const mine = await countCases(and(eq(cases.status, 'pending-diagnosis'), eq(cases.pathologistId, myPathologistId)));
    queues.push({ key: 'my-sign-out', count: mine, note: `${pending} pending for all pathologists` });
  } else {
    queues.push({ key: 'sign-out', count: pending, note: null });
  }
  queues.push(
    { key: 'received-today', count: await countCases(sql`${cases.receivedAt} >= current_date`), note: null },
    { key: 'awaiting-gross', count: byStatus.get('accessioned') ?? 0, note: null },
    { key: 'grossed', count: byStatus.get('grossed') ?? 0, note: `${Number(grossedToday?.n ?? 0)} grossed today` },
    { key: 'in-histology', count: byStatus.get('in-histology') ?? 0, note: null },
    { key: 'stat-open', count: await countCases(and(OPEN, eq(cases.priority, 'stat'))), note: null },
    { key: 'fish', count: Number(fish?.n ?? 0), note: null },
  );
  return queues;
}

/** The patient's newest released reports, one row per case with its versions inside (as My Reports lists them). */
export async function patientReports(
  ex: Executor,
  userId: number,
): Promise<{ reports: TMyReport[]; total: number; unread: number }> {
  const mine = sql`${cases.patientId} in (select ${patients.id} from ${patients} where ${patients.userId} = ${userId})`;
  const { data, total, unread } = await releasedReportsByCase(ex, mine, userId, {
    page: 1,
    pageSize: DASHBOARD_PATIENT_REPORTS,
  });
  return { reports: data, total, unread };
}
