import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_TURNAROUND,
  RESULT_WORK_STATUSES,
  ZTurnaroundTargets,
  turnaroundState,
  UTC_CALENDAR,
  type TLabCalendar,
  type TCaseStatus,
  type TCaseType,
  type TDiagnosis,
  type TDiagnosisPart,
  type TPriority,
  type TReportKind,
  type TReportSummary,
  type TTurnaroundTargets,
  type TWorklistQuery,
  type TWorklistRow,
  type TWorklistSortField,
  parseSort,
} from '@lab/domain';
import type { Executor } from '../../db/client';
import {
  appSettings,
  caseCopyProviders,
  caseDiagnoses,
  caseParts,
  caseReports,
  cases,
  patients,
  providers,
  users,
} from '../../db/schema/index';
import { lookupColumn, lookupTables } from '../../db/schema/lookups';
import { pagedQuery, windowTotal, type Paging } from '../../lib/paging';
import { sortBy, type SortColumns } from '../../lib/sorting';
import {
  caseHeadColumns,
  caseOrPatientMatch,
  facilities,
  icdCodes,
  pathologists,
  releasedReportColumns,
} from '../../services/case-records';
import { releasedReportsByCase } from '../../services/report-reads';

export { facilities, icdCodes, pathologists };
export const resultValues = lookupTables.resultslist!;
export const resultCategories = lookupTables.resultcategory!;
export const stains = lookupTables.stainlist!;
export const procedures = lookupTables.procedurelist!;
export const grossTemplates = lookupTables.grossdescription!;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The caller's own active Pathologists record, or null: only such a user may sign. */
export async function pathologistOfUser(ex: Executor, userId: number) {
  const [row] = await ex
    .select()
    .from(pathologists)
    .where(and(eq(lookupColumn('pathologists', 'userId'), userId), eq(pathologists.active, true)))
    .orderBy(asc(pathologists.id))
    .limit(1);
  return row ?? null;
}

const TURNAROUND_KEY = 'turnaround-targets';

export async function readTurnaroundTargets(ex: Executor): Promise<TTurnaroundTargets> {
  const [row] = await ex.select().from(appSettings).where(eq(appSettings.key, TURNAROUND_KEY));
  const parsed = ZTurnaroundTargets.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_TURNAROUND;
}

export async function writeTurnaroundTargets(ex: Executor, targets: TTurnaroundTargets): Promise<void> {
  await ex
    .insert(appSettings)
    .values({ key: TURNAROUND_KEY, value: targets })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: targets } });
}

type DiagnosisRow = typeof caseDiagnoses.$inferSelect;

/** The working diagnosis as the workspace shows it: one entry per part of the case, in label order. */
export async function loadDiagnosis(
  ex: Executor,
  c: { id: number; status: string },
  opts: { lock?: boolean } = {},
): Promise<{ diagnosis: TDiagnosis; row: DiagnosisRow | null }> {
  const query = ex.select().from(caseDiagnoses).where(eq(caseDiagnoses.caseId, c.id));
  const [row] = opts.lock ? await query.for('update') : await query;
  const parts = await ex
    .select({ id: caseParts.id, label: caseParts.label })
    .from(caseParts)
    .where(eq(caseParts.caseId, c.id))
    .orderBy(asc(caseParts.label));
  const saved = new Map((row?.parts ?? []).map((p) => [p.partId, p]));
  const [editor] = row?.updatedBy
    ? await ex.select({ name: users.name }).from(users).where(eq(users.id, row.updatedBy))
    : [];
  const status = c.status as TCaseStatus;
  return {
    row: row ?? null,
    diagnosis: {
      caseId: c.id,
      rowVersion: row?.rowVersion ?? 0,
      status,
      editable: (RESULT_WORK_STATUSES as readonly string[]).includes(status),
      isCritical: row?.isCritical ?? false,
      parts: parts.map((p) => ({ ...emptyPart(p.id), ...saved.get(p.id), partId: p.id, letter: p.label })),
      comment: row?.comment ?? '',
      icdCodeIds: row?.icdCodeIds ?? [],
      procedures: row?.procedures ?? [],
      updatedAt: row ? row.updatedAt.toISOString() : null,
      updatedBy: editor?.name ?? null,
    },
  };
}

export function emptyPart(partId: number): TDiagnosisPart {
  return {
    partId,
    letter: '',
    grossTemplateId: null,
    grossDescription: '',
    blocks: [],
    microscopicDescription: '',
    finalDiagnosis: '',
    resultId: null,
  };
}

/** Whether any of these Results values belongs to a critical Result Category. */
export async function anyCriticalResult(ex: Executor, resultIds: number[]): Promise<boolean> {
  if (resultIds.length === 0) return false;
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(resultValues)
    .innerJoin(resultCategories, eq(resultCategories.id, lookupColumn('resultslist', 'resultCategoryId')))
    .where(and(inArray(resultValues.id, resultIds), eq(lookupColumn('resultcategory', 'isCritical'), true)));
  return Number(row?.n ?? 0) > 0;
}

export async function listReportSummaries(ex: Executor, caseId: number): Promise<TReportSummary[]> {
  const rows = await ex
    .select({
      version: caseReports.version,
      kind: caseReports.kind,
      reason: caseReports.reason,
      signedBy: caseReports.signedBy,
      signedAt: caseReports.signedAt,
      sha256: caseReports.sha256,
    })
    .from(caseReports)
    .where(eq(caseReports.caseId, caseId))
    .orderBy(desc(caseReports.version));
  return rows.map((r, i) => ({
    ...r,
    kind: r.kind as TReportKind,
    signedAt: r.signedAt.toISOString(),
    current: i === 0,
  }));
}

export async function findReport(ex: Executor, caseId: number, version: number) {
  const [row] = await ex
    .select()
    .from(caseReports)
    .where(and(eq(caseReports.caseId, caseId), eq(caseReports.version, version)));
  return row ?? null;
}

export async function latestReport(ex: Executor, caseId: number) {
  const [row] = await ex
    .select()
    .from(caseReports)
    .where(eq(caseReports.caseId, caseId))
    .orderBy(desc(caseReports.version))
    .limit(1);
  return row ?? null;
}

export const toSummary = (r: typeof caseReports.$inferSelect, current: boolean): TReportSummary => ({
  version: r.version,
  kind: r.kind as TReportKind,
  reason: r.reason,
  signedBy: r.signedBy,
  signedAt: r.signedAt.toISOString(),
  sha256: r.sha256,
  current,
});

/**
 * Who may read a case's released reports: staff all; a physician the cases they ordered and the cases of the
 * facilities they practise at and the cases copied to them; a patient only their own.
 */
export type ReportScope = { kind: 'all' } | { kind: 'physician'; userId: number } | { kind: 'patient'; userId: number };

export function reportScopeCondition(scope: ReportScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'patient') {
    return sql`${cases.patientId} in (select ${patients.id} from ${patients} where ${patients.userId} = ${scope.userId})`;
  }
  return sql`(${cases.providerId} in (select ${providers.id} from ${providers} where ${providers.userId} = ${scope.userId})
    or ${cases.id} in (select ${caseCopyProviders.caseId} from ${caseCopyProviders} join ${providers} on ${providers.id} = ${caseCopyProviders.providerId} where ${providers.userId} = ${scope.userId})
    or ${cases.facilityId} in (select ${providers.facilityId} from ${providers} where ${providers.userId} = ${scope.userId} and ${providers.facilityId} is not null))`;
}

export async function caseInReportScope(ex: Executor, caseId: number, scope: ReportScope) {
  const [row] = await ex
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), reportScopeCondition(scope)))
    .limit(1);
  return row ?? null;
}

const patientName = sql<string>`${patients.lastName} || ', ' || ${patients.firstName}`;

const reportColumns = { ...releasedReportColumns, total: windowTotal() };

/** How many report versions (with their case and patient) match `cond`. */
async function countReports(ex: Executor, cond: SQL | undefined): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(caseReports)
    .innerJoin(cases, eq(cases.id, caseReports.caseId))
    .innerJoin(patients, eq(patients.id, cases.patientId))
    .where(cond);
  return Number(row?.n ?? 0);
}

const newestSignedFirst = [desc(caseReports.signedAt), desc(caseReports.id)];

/** Released reports the caller may read: one row per case with its versions inside, with the caller's read marks. */
export const listMyReports = (ex: Executor, scope: ReportScope, userId: number, q: Paging & { unread?: boolean }) =>
  releasedReportsByCase(ex, reportScopeCondition(scope), userId, q);

/** Report Result: signed cases by case number, patient name or MRN, one row per case (its current version). */
export async function searchReports(ex: Executor, scope: ReportScope, q: Paging & { q?: string }) {
  const text = q.q?.trim() ?? '';
  const conds: (SQL | undefined)[] = [reportScopeCondition(scope), isNotNull(caseReports.releasedAt)];
  conds.push(
    sql`${caseReports.version} = (select max(r2.version) from case_reports r2 where r2.case_id = ${cases.id})`,
  );
  if (text) conds.push(caseOrPatientMatch(text, { eitherNameOrder: true }));
  const where = and(...conds);
  const { rows, total } = await pagedQuery(
    ex
      .select({ ...reportColumns, status: cases.status })
      .from(caseReports)
      .innerJoin(cases, eq(cases.id, caseReports.caseId))
      .innerJoin(patients, eq(patients.id, cases.patientId))
      .where(where)
      .orderBy(...newestSignedFirst),
    q,
    () => countReports(ex, where),
  );
  return {
    data: rows.map((r) => ({
      ...r,
      status: r.status as TCaseStatus,
      kind: r.kind as TReportKind,
      signedAt: r.signedAt.toISOString(),
      current: true,
      versions: r.version,
      critical: Boolean(r.critical),
    })),
    total,
  };
}

const WORKLIST_SORT_COLUMNS: SortColumns<TWorklistSortField> = {
  caseNumber: cases.caseNumber,
  receivedAt: cases.receivedAt,
  status: cases.status,
};

/** Whether the pathologist has an open case waiting for result work. */
export async function hasOpenWork(ex: Executor, pathologistId: number): Promise<boolean> {
  const [row] = await ex
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.pathologistId, pathologistId), inArray(cases.status, [...RESULT_WORK_STATUSES])))
    .limit(1);
  return row !== undefined;
}

/** The diagnosis worklist: open cases needing result work, STAT first, then the oldest (unless sorted). */
export async function listWorklist(
  ex: Executor,
  q: TWorklistQuery,
  myPathologistId: number | null,
  defaultPathologist: 'mine' | 'any' = myPathologistId ? 'mine' : 'any',
  now = new Date(),
  calendar: TLabCalendar = UTC_CALENDAR,
): Promise<{ data: TWorklistRow[]; total: number }> {
  const conds: SQL[] = [inArray(cases.status, q.status ? [q.status] : [...RESULT_WORK_STATUSES])];
  if (q.caseType) conds.push(eq(cases.caseType, q.caseType));
  if (q.facilityId) conds.push(eq(cases.facilityId, q.facilityId));
  const who = q.pathologist ?? defaultPathologist;
  if (who === 'mine') conds.push(myPathologistId ? eq(cases.pathologistId, myPathologistId) : sql`false`);
  else if (typeof who === 'number') conds.push(eq(cases.pathologistId, who));
  const text = q.q?.trim();
  if (text) conds.push(caseOrPatientMatch(text));
  const where = and(...conds);
  const sort = parseSort(q.sort);
  const order = sort
    ? [sortBy(WORKLIST_SORT_COLUMNS, sort), sort.desc ? desc(cases.id) : asc(cases.id)]
    : [sql`(${cases.priority} = 'stat') desc`, asc(cases.receivedAt), asc(cases.id)];
  const { rows, total } = await pagedQuery(
    ex
      .select({
        ...caseHeadColumns,
        patientName,
        patientMrn: patients.mrn,
        facilityName: facilities.name,
        pathologistId: cases.pathologistId,
        pathologistName: pathologists.name,
        receivedAt: cases.receivedAt,
        isCritical: sql<boolean>`coalesce(${caseDiagnoses.isCritical}, false)`,
        hasDraft: sql<boolean>`coalesce(${caseDiagnoses.rowVersion}, 0) > 0`,
        total: windowTotal(),
      })
      .from(cases)
      .innerJoin(patients, eq(patients.id, cases.patientId))
      .leftJoin(facilities, eq(facilities.id, cases.facilityId))
      .leftJoin(pathologists, eq(pathologists.id, cases.pathologistId))
      .leftJoin(caseDiagnoses, eq(caseDiagnoses.caseId, cases.id))
      .where(where)
      .orderBy(...order),
    q,
    async () => {
      const [row] = await ex
        .select({ n: count() })
        .from(cases)
        .innerJoin(patients, eq(patients.id, cases.patientId))
        .where(where);
      return Number(row?.n ?? 0);
    },
  );
  const targets = await readTurnaroundTargets(ex);
  return {
    data: rows.map((r) => ({
      ...r,
      caseType: r.caseType as TCaseType,
      status: r.status as TCaseStatus,
      priority: r.priority as TPriority,
      receivedAt: iso(r.receivedAt)!,
      isCritical: Boolean(r.isCritical),
      hasDraft: Boolean(r.hasDraft),
      ...turnaroundState(r.receivedAt, now, r.caseType as TCaseType, targets, calendar),
    })),
    total,
  };
}
