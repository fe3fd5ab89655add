import { and, asc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TCase, TCaseRef, TCaseStatus, TCaseType, TPriority } from '@lab/domain';
import type { Executor } from '../db/client';
import { oneAtATime } from '../lib/one-at-a-time';
import {
  caseCopyProviders,
  caseFlags,
  caseIcdCodes,
  caseParts,
  caseReports,
  caseStatusHistory,
  cases,
  caseTests,
  patients,
  providers,
  users,
} from '../db/schema/index';
import { lookupTables, type LookupTable } from '../db/schema/lookups';
import { likeEscape, nameContains } from '../lib/like';

/**
 * A case as the features that read one share it (cases, results and its report, the seeds): who may see it, the
 * row, and everything the case page shows.
 */
export type CaseRow = typeof cases.$inferSelect;

/** Who is asking: staff see every case, a physician only the cases of providers linked to their user. */
export type CaseScope = { kind: 'all' } | { kind: 'provider-user'; userId: number };

export const bodySites = lookupTables.bodysites!;
export const facilities = lookupTables.submittingfacilities!;
export const pathologists = lookupTables.pathologists!;
export const billingClasses = lookupTables.billingclasses!;
export const financialClasses = lookupTables.financialclasses!;
export const accidentTypes = lookupTables.accidenttypes!;
export const ailmentTypes = lookupTables.ailmenttypes!;
export const icdCodes = lookupTables.icdcodelist!;
export const tests = lookupTables.tests!;
export const flags = lookupTables.additionalflag!;

/** What every list of cases shows of one, first: its number, type, status and priority. */
export const caseHeadColumns = {
  id: cases.id,
  caseNumber: cases.caseNumber,
  caseType: cases.caseType,
  status: cases.status,
  priority: cases.priority,
};

export function scopeCondition(scope: CaseScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return sql`${cases.providerId} in (select ${providers.id} from ${providers} where ${providers.userId} = ${scope.userId})`;
}

export const iso = (d: Date | string | null): string | null =>
  d === null ? null : d instanceof Date ? d.toISOString() : d;

/** "Last, First" of a person's two name columns. */
export const personName = (first: unknown, last: unknown) => sql<string>`${last} || ', ' || ${first}`;

/** The case row the scope allows, locked for update when inside a write. */
export async function findCase(
  ex: Executor,
  where: { id: number } | { caseNumber: string },
  scope: CaseScope,
  opts: { lock?: boolean } = {},
): Promise<CaseRow | null> {
  const key = 'id' in where ? eq(cases.id, where.id) : eq(cases.caseNumber, where.caseNumber);
  const query = ex
    .select()
    .from(cases)
    .where(and(key, scopeCondition(scope)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The lookup row `fk` points at, as {id, code, name}, or null: a subquery, not a join. PostgreSQL plans a case page's
 * eight joins anew for every request (2.5–6.5 ms at 1M cases, most of a case-number lookup; docs/performance.md#the-scale-searches),
 * a subquery per lookup in well under a millisecond.
 */
function ref(table: LookupTable, fk: AnyPgColumn) {
  // Qualified by hand: drizzle leaves a one-table select's columns bare, and the subquery must not depend on which
  // names the lookup table happens to share with the outer one.
  const t = sql.identifier(getTableName(table));
  const col = (c: AnyPgColumn) => sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`;
  return sql<TCaseRef | null>`(select json_build_object('id', ${col(table.id)}, 'code', ${col(table.code)}, 'name', ${col(table.name)}) from ${t} where ${col(table.id)} = ${col(fk)})`;
}

/** Everything the case page shows. */
export async function loadCaseDetail(ex: Executor, row: CaseRow): Promise<TCase> {
  const [head] = await ex
    .select({
      patient: {
        id: patients.id,
        mrn: patients.mrn,
        firstName: patients.firstName,
        lastName: patients.lastName,
        dob: patients.dob,
        sex: patients.sex,
      },
      providerId: providers.id,
      providerNpi: providers.npi,
      providerName: personName(providers.firstName, providers.lastName),
      providerCredentials: providers.credentials,
      facility: ref(facilities, cases.facilityId),
      pathologist: ref(pathologists, cases.pathologistId),
      billingClass: ref(billingClasses, cases.billingClassId),
      financialClass: ref(financialClasses, cases.financialClassId),
      accidentType: ref(accidentTypes, cases.accidentTypeId),
      ailmentType: ref(ailmentTypes, cases.ailmentTypeId),
    })
    .from(cases)
    .innerJoin(patients, eq(patients.id, cases.patientId))
    .leftJoin(providers, eq(providers.id, cases.providerId))
    .where(eq(cases.id, row.id));
  const [icd, testRows, flagRows, parts, history, copyTo] = await oneAtATime([
    () =>
      ex
        .select({ id: icdCodes.id, code: icdCodes.code, name: icdCodes.name })
        .from(caseIcdCodes)
        .innerJoin(icdCodes, eq(icdCodes.id, caseIcdCodes.icdCodeId))
        .where(eq(caseIcdCodes.caseId, row.id))
        .orderBy(asc(caseIcdCodes.position)),
    () =>
      ex
        .select({ id: tests.id, code: tests.code, name: tests.name })
        .from(caseTests)
        .innerJoin(tests, eq(tests.id, caseTests.testId))
        .where(eq(caseTests.caseId, row.id))
        .orderBy(asc(tests.code)),
    () =>
      ex
        .select({ id: flags.id, code: flags.code, name: flags.name, color: sql<string | null>`${flags}.color` })
        .from(caseFlags)
        .innerJoin(flags, eq(flags.id, caseFlags.flagId))
        .where(eq(caseFlags.caseId, row.id))
        .orderBy(asc(flags.code)),
    () =>
      ex
        .select({
          id: caseParts.id,
          label: caseParts.label,
          bodySite: ref(bodySites, caseParts.bodySiteId),
          laterality: caseParts.laterality,
          description: caseParts.description,
          createdAt: caseParts.createdAt,
        })
        .from(caseParts)
        .where(eq(caseParts.caseId, row.id))
        .orderBy(asc(caseParts.id)),
    () =>
      ex
        .select({
          id: caseStatusHistory.id,
          fromStatus: caseStatusHistory.fromStatus,
          toStatus: caseStatusHistory.toStatus,
          reason: caseStatusHistory.reason,
          userName: users.name,
          at: caseStatusHistory.at,
        })
        .from(caseStatusHistory)
        .leftJoin(users, eq(users.id, caseStatusHistory.userId))
        .where(eq(caseStatusHistory.caseId, row.id))
        .orderBy(asc(caseStatusHistory.at), asc(caseStatusHistory.id)),
    () =>
      ex
        .select({
          id: providers.id,
          code: providers.npi,
          name: personName(providers.firstName, providers.lastName),
        })
        .from(caseCopyProviders)
        .innerJoin(providers, eq(providers.id, caseCopyProviders.providerId))
        .where(eq(caseCopyProviders.caseId, row.id))
        .orderBy(asc(caseCopyProviders.position)),
  ]);
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    caseType: row.caseType as TCaseType,
    status: row.status as TCaseStatus,
    priority: row.priority as TPriority,
    patient: head!.patient,
    provider:
      head!.providerId === null
        ? null
        : {
            id: head!.providerId,
            npi: head!.providerNpi!,
            name: head!.providerName,
            credentials: head!.providerCredentials,
          },
    facility: head!.facility,
    pathologist: head!.pathologist,
    billingClass: head!.billingClass,
    financialClass: head!.financialClass,
    accidentType: head!.accidentType,
    ailmentType: head!.ailmentType,
    collectedAt: iso(row.collectedAt),
    receivedAt: iso(row.receivedAt)!,
    clinicalHistory: row.clinicalHistory,
    cancelReason: row.cancelReason,
    icdCodes: icd,
    tests: testRows,
    flags: flagRows,
    copyTo,
    parts: parts.map((p) => ({
      ...p,
      laterality: p.laterality as TCase['parts'][number]['laterality'],
      createdAt: iso(p.createdAt)!,
    })),
    history: history.map((h) => ({
      ...h,
      fromStatus: h.fromStatus as TCaseStatus | null,
      toStatus: h.toStatus as TCaseStatus,
      at: iso(h.at)!,
    })),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

/**
 * A worklist's search box (join `patients` on the case): a case-number prefix, the exact MRN, or a patient name typed
 * "last first" (also "first last" with `eitherNameOrder`).
 */
export function caseOrPatientMatch(text: string, opts: { eitherNameOrder?: boolean } = {}): SQL {
  const like = nameContains(text);
  const names = [sql`lower(${patients.lastName} || ' ' || ${patients.firstName}) like ${like}`];
  if (opts.eitherNameOrder) names.push(sql`lower(${patients.firstName} || ' ' || ${patients.lastName}) like ${like}`);
  return sql`(${cases.caseNumber} like ${`${likeEscape(text.toUpperCase())}%`} or upper(${patients.mrn}) = ${text.toUpperCase()}
    or ${sql.join(names, sql` or `)})`;
}

/**
 * A released report version as the report lists and the dashboards show it (from case_reports joined to its case
 * and patient).
 */
export const releasedReportColumns = {
  caseId: cases.id,
  caseNumber: cases.caseNumber,
  patientName: sql<string>`${patients.lastName} || ', ' || ${patients.firstName}`,
  patientMrn: patients.mrn,
  version: caseReports.version,
  kind: caseReports.kind,
  reason: caseReports.reason,
  signedBy: caseReports.signedBy,
  signedAt: caseReports.signedAt,
  critical: sql<boolean>`coalesce((${caseReports.content} ->> 'critical')::boolean, false)`,
};
