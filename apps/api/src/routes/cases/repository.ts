import { and, asc, count, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import {
  CASE_COUNT_CAP,
  CLOSED_STATUSES,
  formatCaseNumber,
  parseSort,
  partLabel,
  RESULT_WORK_STATUSES,
  type TCaseListQuery,
  type TCaseListRow,
  type TCaseSort,
  type TCaseSortField,
  type TCaseStatus,
  type TCaseType,
  type TPriority,
} from '@lab/domain';
import { queryRows, type Executor } from '../../db/client';
import {
  caseFlags,
  caseCopyProviders,
  caseIcdCodes,
  caseParts,
  caseReports,
  cases,
  caseTests,
  patients,
  providers,
} from '../../db/schema/index';
import type { LookupTable } from '../../db/schema/lookups';
import { likeEscape, nameContains } from '../../lib/like';
import { cappedCount } from '../../lib/paging';
import { sortBy, type SortColumns } from '../../lib/sorting';
import {
  accidentTypes,
  ailmentTypes,
  billingClasses,
  caseHeadColumns,
  facilities,
  financialClasses,
  flags,
  icdCodes,
  iso,
  pathologists,
  personName,
  scopeCondition,
  tests,
  type CaseScope,
} from '../../services/case-records';

/** The case reference fields and the lookup list each points into (for existence checks and labels). */
export const CASE_REF_TABLES = {
  facilityId: facilities,
  pathologistId: pathologists,
  billingClassId: billingClasses,
  financialClassId: financialClasses,
  accidentTypeId: accidentTypes,
  ailmentTypeId: ailmentTypes,
} as const satisfies Record<string, LookupTable>;

export const CASE_LIST_REF_TABLES = { icdCodeIds: icdCodes, testIds: tests, flagIds: flags } as const;

/** The default order is exactly the `cases_worklist_idx` expression list, so the first page is an index scan. */
const WORKLIST_ORDER = [sql`(${cases.priority} = 'stat') desc`, desc(cases.receivedAt), desc(cases.id)];

const SORT_COLUMNS: SortColumns<TCaseSortField> = {
  caseNumber: cases.caseNumber,
  receivedAt: cases.receivedAt,
  status: cases.status,
  priority: cases.priority,
  caseType: cases.caseType,
};

/** Closed work: signed out (and its amendments or addenda) or cancelled. */
const CLOSED = inArray(cases.status, [...CLOSED_STATUSES]);

/** Text that starts like a case number (S26…) searches case numbers; anything else searches patients. */
const CASE_NUMBER_START = /^[SCF]\d/i;

function listConditions(q: TCaseListQuery, scope: CaseScope, patientIds: number[]): SQL | undefined {
  const where: (SQL | undefined)[] = [scopeCondition(scope)];
  if (q.status) where.push(eq(cases.status, q.status));
  if (q.open !== undefined) where.push(q.open ? not(CLOSED) : CLOSED);
  if (q.caseType) where.push(eq(cases.caseType, q.caseType));
  if (q.priority) where.push(eq(cases.priority, q.priority));
  if (q.pathologistId) where.push(eq(cases.pathologistId, q.pathologistId));
  if (q.facilityId) where.push(eq(cases.facilityId, q.facilityId));
  if (q.providerId) where.push(eq(cases.providerId, q.providerId));
  if (q.patientId) where.push(eq(cases.patientId, q.patientId));
  if (q.from) where.push(sql`${cases.receivedAt} >= ${q.from}::date`);
  if (q.to) where.push(sql`${cases.receivedAt} < (${q.to}::date + 1)`);
  const text = q.q?.trim();
  if (text) {
    if (CASE_NUMBER_START.test(text)) {
      // A case number (or its beginning): prefix index cases_number_prefix.
      where.push(sql`${cases.caseNumber} like ${`${likeEscape(text.toUpperCase())}%`}`);
    } else {
      where.push(patientIds.length ? inArray(cases.patientId, patientIds) : sql`false`);
    }
  }
  const list = where.filter((w): w is SQL => w !== undefined);
  return list.length ? and(...list) : undefined;
}

function listOrder(sort: TCaseSort | undefined): SQL[] {
  const s = parseSort(sort);
  return s ? [sortBy(SORT_COLUMNS, s), desc(cases.id)] : WORKLIST_ORDER;
}

/** A name search looks at this many patients at most (the best-matching first). */
export const PATIENT_MATCH_CAP = 500;

/**
 * Patients a search names: "last first" (trigram index) or the exact MRN (unique index). Their ids go
 * into the case query as a list, so it reads the patient index instead of scanning every case.
 */
async function matchingPatientIds(ex: Executor, text: string): Promise<number[]> {
  const like = nameContains(text);
  const rows = await ex
    .select({ id: patients.id })
    .from(patients)
    .where(
      sql`lower(${patients.lastName} || ' ' || ${patients.firstName}) like ${like} or upper(${patients.mrn}) = ${text.toUpperCase()}`,
    )
    .orderBy(sql`lower(${patients.lastName})`, asc(patients.id))
    .limit(PATIENT_MATCH_CAP);
  return rows.map((r) => r.id);
}

/** The case list: the page of ids first (index order), then names for those rows only; the count is capped. */
export async function listCases(
  ex: Executor,
  q: TCaseListQuery,
  scope: CaseScope,
): Promise<{ data: TCaseListRow[]; total: number; totalCapped: boolean }> {
  const text = q.q?.trim();
  const patientIds = text && !CASE_NUMBER_START.test(text) ? await matchingPatientIds(ex, text) : [];
  const cond = listConditions(q, scope, patientIds);
  // Not a window total: that would count every match of a million cases; the capped count stops at the cap.
  const [pageIds, counted] = await Promise.all([
    ex
      .select({ id: cases.id })
      .from(cases)
      .where(cond)
      .orderBy(...listOrder(q.sort))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    cappedCount(ex, cases, cond, CASE_COUNT_CAP),
  ]);
  const ids = pageIds.map((r) => r.id);
  if (ids.length === 0) return { data: [], ...counted };
  const rows = await ex
    .select({
      ...caseHeadColumns,
      receivedAt: cases.receivedAt,
      patientId: cases.patientId,
      patientName: personName(patients.firstName, patients.lastName),
      patientMrn: patients.mrn,
      providerName: sql<
        string | null
      >`case when ${providers.id} is null then null else ${personName(providers.firstName, providers.lastName)} end`,
      facilityName: facilities.name,
      pathologistName: pathologists.name,
      partCount: sql<number>`(select count(*)::int from ${caseParts} where ${caseParts.caseId} = ${cases.id})`,
    })
    .from(cases)
    .innerJoin(patients, eq(patients.id, cases.patientId))
    .leftJoin(providers, eq(providers.id, cases.providerId))
    .leftJoin(facilities, eq(facilities.id, cases.facilityId))
    .leftJoin(pathologists, eq(pathologists.id, cases.pathologistId))
    .where(inArray(cases.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const data = ids
    .map((id) => byId.get(id)!)
    .map((r) => ({
      ...r,
      caseType: r.caseType as TCaseType,
      status: r.status as TCaseStatus,
      priority: r.priority as TPriority,
      receivedAt: iso(r.receivedAt)!,
      partCount: Number(r.partCount),
    }));
  return { data, ...counted };
}

/**
 * The next number of a prefix and year. The upsert takes a row lock that is held until the transaction
 * ends, so concurrent accessions queue here; a rolled-back accession gives its number back.
 */
export async function nextCaseNumber(tx: Executor, type: TCaseType, year: number): Promise<string> {
  const [row] = await queryRows<{ last: number }>(
    tx,
    sql`insert into case_sequences (prefix, year, last) values (${type}, ${year}, 1)
        on conflict (prefix, year) do update set last = case_sequences.last + 1
        returning last`,
  );
  return formatCaseNumber(type, year, Number(row!.last));
}

/** The next part label of a case: labels are never reused, and parts are never deleted. */
export async function nextPartLabel(tx: Executor, caseId: number): Promise<string> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(caseParts)
    .where(eq(caseParts.caseId, caseId));
  return partLabel(Number(row?.n ?? 0));
}

/** Ids among `ids` that do not exist in `table`. */
export async function missingIds(ex: Executor, table: LookupTable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await ex.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const have = new Set(found.map((r) => r.id));
  return ids.filter((id) => !have.has(id));
}

/** Replaces the ICD codes, tests or flags of a case. */
export async function replaceCaseLists(
  tx: Executor,
  caseId: number,
  lists: { icdCodeIds?: number[]; testIds?: number[]; flagIds?: number[]; copyToProviderIds?: number[] },
): Promise<void> {
  if (lists.copyToProviderIds) {
    await tx.delete(caseCopyProviders).where(eq(caseCopyProviders.caseId, caseId));
    const uniq = [...new Set(lists.copyToProviderIds)];
    if (uniq.length)
      await tx.insert(caseCopyProviders).values(uniq.map((providerId, position) => ({ caseId, providerId, position })));
  }
  if (lists.icdCodeIds) {
    await tx.delete(caseIcdCodes).where(eq(caseIcdCodes.caseId, caseId));
    const uniq = [...new Set(lists.icdCodeIds)];
    if (uniq.length)
      await tx.insert(caseIcdCodes).values(uniq.map((icdCodeId, position) => ({ caseId, icdCodeId, position })));
  }
  if (lists.testIds) {
    await tx.delete(caseTests).where(eq(caseTests.caseId, caseId));
    const uniq = [...new Set(lists.testIds)];
    if (uniq.length) await tx.insert(caseTests).values(uniq.map((testId) => ({ caseId, testId })));
  }
  if (lists.flagIds) {
    await tx.delete(caseFlags).where(eq(caseFlags.caseId, caseId));
    const uniq = [...new Set(lists.flagIds)];
    if (uniq.length) await tx.insert(caseFlags).values(uniq.map((flagId) => ({ caseId, flagId })));
  }
}

/** The ids currently linked (for audit old values). Sequential: it runs inside a transaction's one connection. */
export async function caseListIds(ex: Executor, caseId: number) {
  const icd = await ex
    .select({ id: caseIcdCodes.icdCodeId })
    .from(caseIcdCodes)
    .where(eq(caseIcdCodes.caseId, caseId))
    .orderBy(asc(caseIcdCodes.position));
  const tst = await ex.select({ id: caseTests.testId }).from(caseTests).where(eq(caseTests.caseId, caseId));
  const flg = await ex.select({ id: caseFlags.flagId }).from(caseFlags).where(eq(caseFlags.caseId, caseId));
  const cc = await ex
    .select({ id: caseCopyProviders.providerId })
    .from(caseCopyProviders)
    .where(eq(caseCopyProviders.caseId, caseId))
    .orderBy(asc(caseCopyProviders.position));
  return {
    icdCodeIds: icd.map((r) => r.id),
    testIds: tst.map((r) => r.id),
    flagIds: flg.map((r) => r.id),
    copyToProviderIds: cc.map((r) => r.id),
  };
}

/**
 * Counts for the home page (docs/dashboard.md#counters), each through an index: received today through
 * `cases_received_idx`, open work through `cases_status_idx` (a small part of the table), signed out this week
 * through `case_reports_signed_idx`. A case counts as signed out when its first final report was signed: its
 * status may since be amended or addended, and a later edit (a flag) does not make an old sign-out new.
 */
export async function caseSummary(ex: Executor, scope: CaseScope) {
  const scoped = scopeCondition(scope);
  const [today] = await ex
    .select({ n: count() })
    .from(cases)
    .where(and(sql`${cases.receivedAt} >= current_date`, scoped));
  const [open] = await ex
    .select({ n: count(), stat: sql<number>`count(*) filter (where ${cases.priority} = 'stat')`.mapWith(Number) })
    .from(cases)
    .where(and(inArray(cases.status, [...RESULT_WORK_STATUSES]), scoped));
  const [signed] = await ex
    .select({ n: sql<number>`count(distinct ${caseReports.caseId})`.mapWith(Number) })
    .from(caseReports)
    .innerJoin(cases, eq(cases.id, caseReports.caseId))
    .where(and(eq(caseReports.kind, 'final'), sql`${caseReports.signedAt} >= now() - interval '7 days'`, scoped));
  return {
    receivedToday: Number(today?.n ?? 0),
    inProgress: Number(open?.n ?? 0),
    statOpen: Number(open?.stat ?? 0),
    signedOutThisWeek: Number(signed?.n ?? 0),
  };
}
