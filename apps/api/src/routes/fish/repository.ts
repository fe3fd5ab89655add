import { and, asc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CLOSED_STATUSES,
  ZFishClassification,
  ZFishMethod,
  type TCaseStatus,
  type TCaseType,
  type TFishCaseHeader,
  type TFishClassification,
  type TFishMethod,
  type TFishProbeSet,
  type TFishWorklistPage,
  type TFishSessionStatus,
  type TPageQuery,
  type TPriority,
  type TReportFish,
} from '@lab/domain';
import { queryRows, type Executor } from '../../db/client';
import { cases, caseTests, fishSessions, patients, users } from '../../db/schema/index';
import { lookupTables } from '../../db/schema/lookups';
import { offsetOf, pageOf } from '../../lib/paging';
import { caseHeadColumns, caseOrPatientMatch, pathologists, tests } from '../../services/case-records';

export const probeSets = lookupTables.probesets!;
export const probeLots = lookupTables.probelots!;
const testGroups = lookupTables.testgroups!;
const departments = lookupTables.departments!;

export type FishSessionRow = typeof fishSessions.$inferSelect;

const iso = (d: Date | string | null): string | null =>
  d === null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

/** Today as the lots' expiry dates are written (YYYY-MM-DD, UTC). A lot is usable through its expiry date. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Which ordered tests are FISH tests: those whose test group belongs to the department with code FISH (the lab
 * says so in its own lists), or, for a test not yet grouped, whose code names FISH or UroVysion.
 */
const isFishTest = sql`(upper(coalesce(${departments.code}, '')) = 'FISH' or upper(${tests.code}) like '%FISH%' or upper(${tests.code}) like 'UROVYSION%')`;

/** The FISH tests ordered on a case, by name (a correlated subquery on `caseId`). */
const fishTestNames = (caseId: SQL | typeof cases.id) => sql<string[]>`(
  select coalesce(json_agg(${tests.name} order by ${tests.name}), '[]'::json)
  from ${caseTests}
  join ${tests} on ${tests.id} = ${caseTests.testId}
  left join ${testGroups} on ${testGroups.id} = ${tests}.test_group_id
  left join ${departments} on ${departments.id} = ${testGroups}.department_id
  where ${caseTests.caseId} = ${caseId} and ${isFishTest}
)`;

/** The case as the FISH screens head it, or null. */
export async function fishCaseHeader(ex: Executor, caseId: number): Promise<TFishCaseHeader | null> {
  const [row] = await ex
    .select({
      ...caseHeadColumns,
      patientName: sql<string>`${patients.lastName} || ', ' || ${patients.firstName}`,
      patientMrn: patients.mrn,
      fishTests: fishTestNames(cases.id),
    })
    .from(cases)
    .innerJoin(patients, eq(patients.id, cases.patientId))
    .where(eq(cases.id, caseId));
  if (!row) return null;
  return {
    ...row,
    caseType: row.caseType as TCaseType,
    status: row.status as TCaseStatus,
    priority: row.priority as TPriority,
    fishTests: row.fishTests ?? [],
    open: !(CLOSED_STATUSES as readonly string[]).includes(row.status),
  };
}

/** Active probe sets with their active lots, expired ones flagged (the server refuses them at scoring). */
export async function listProbeSets(ex: Executor, today = todayIso()): Promise<TFishProbeSet[]> {
  const sets = await ex.select().from(probeSets).where(eq(probeSets.active, true)).orderBy(asc(probeSets.name));
  const lots = await ex
    .select()
    .from(probeLots)
    .where(eq(probeLots.active, true))
    .orderBy(sql`${probeLots}.expiry_date`, asc(probeLots.id));
  const rec = (r: object) => r as Record<string, unknown>;
  return sets
    .filter((s) => ZFishMethod.safeParse(rec(s).scoringMethod).success)
    .map((s) => ({
      id: s.id,
      code: s.code,
      name: s.name,
      method: rec(s).scoringMethod as TFishMethod,
      probeColors: (rec(s).probeColors as string | null) ?? null,
      lots: lots
        .filter((l) => rec(l).probeSetId === s.id)
        .map((l) => {
          const expiryDate = (rec(l).expiryDate as string | null) ?? null;
          return {
            id: l.id,
            code: l.code,
            lotNumber: String(rec(l).lotNumber ?? l.code),
            expiryDate,
            expired: expiryDate !== null && expiryDate < today,
          };
        }),
    }));
}

export interface ProbeChoice {
  set: { id: number; code: string; name: string; active: boolean; method: string | null; probeColors: string | null };
  lot: {
    id: number;
    code: string;
    active: boolean;
    probeSetId: number | null;
    lotNumber: string;
    expiryDate: string | null;
  } | null;
}

export async function findProbeSet(ex: Executor, id: number): Promise<ProbeChoice['set'] | null> {
  const [s] = await ex.select().from(probeSets).where(eq(probeSets.id, id));
  if (!s) return null;
  const r = s as Record<string, unknown>;
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    active: s.active,
    method: (r.scoringMethod as string) ?? null,
    probeColors: (r.probeColors as string) ?? null,
  };
}

export async function findProbeLot(ex: Executor, id: number): Promise<ProbeChoice['lot']> {
  const [l] = await ex.select().from(probeLots).where(eq(probeLots.id, id));
  if (!l) return null;
  const r = l as Record<string, unknown>;
  return {
    id: l.id,
    code: l.code,
    active: l.active,
    probeSetId: (r.probeSetId as number | null) ?? null,
    lotNumber: String(r.lotNumber ?? l.code),
    expiryDate: (r.expiryDate as string | null) ?? null,
  };
}

const reader1 = alias(users, 'reader1');
const reader2 = alias(users, 'reader2');
const acceptor = alias(users, 'acceptor');

export interface FishSessionDetail {
  row: FishSessionRow;
  probeSet: { id: number; code: string; name: string; probeColors: string | null };
  probeLot: { id: number; lotNumber: string; expiryDate: string | null };
  reader1Name: string;
  reader2Name: string | null;
  acceptedByName: string | null;
}

/** The case's sessions (newest first), or one of them, with the names the screens and the report show. */
export async function loadSessions(ex: Executor, caseId: number, sessionId?: number): Promise<FishSessionDetail[]> {
  const rows = await ex
    .select({
      row: fishSessions,
      probeSetId: probeSets.id,
      probeSetCode: probeSets.code,
      probeSetName: probeSets.name,
      probeColors: sql<string | null>`${probeSets}.probe_colors`,
      lotId: probeLots.id,
      lotNumber: sql<string>`${probeLots}.lot_number`,
      lotExpiry: sql<string | null>`${probeLots}.expiry_date::text`,
      reader1Name: reader1.name,
      reader2Name: reader2.name,
      acceptedByName: acceptor.name,
    })
    .from(fishSessions)
    .innerJoin(probeSets, eq(probeSets.id, fishSessions.probeSetId))
    .innerJoin(probeLots, eq(probeLots.id, fishSessions.probeLotId))
    .innerJoin(reader1, eq(reader1.id, fishSessions.reader1Id))
    .leftJoin(reader2, eq(reader2.id, fishSessions.reader2Id))
    .leftJoin(acceptor, eq(acceptor.id, fishSessions.acceptedBy))
    .where(and(eq(fishSessions.caseId, caseId), sessionId ? eq(fishSessions.id, sessionId) : undefined))
    .orderBy(sql`${fishSessions.id} desc`);
  return rows.map((r) => ({
    row: r.row,
    probeSet: { id: r.probeSetId, code: r.probeSetCode, name: r.probeSetName, probeColors: r.probeColors },
    probeLot: { id: r.lotId, lotNumber: r.lotNumber ?? '', expiryDate: r.lotExpiry },
    reader1Name: r.reader1Name,
    reader2Name: r.reader2Name,
    acceptedByName: r.acceptedByName,
  }));
}

/** The session row, locked for a write. */
export async function lockSession(ex: Executor, caseId: number, sessionId: number): Promise<FishSessionRow | null> {
  const [row] = await ex
    .select()
    .from(fishSessions)
    .where(and(eq(fishSessions.id, sessionId), eq(fishSessions.caseId, caseId)))
    .for('update');
  return row ?? null;
}

/** The active Pathologists record linked to a user (who may accept a result into a case). */
export async function pathologistOfUser(ex: Executor, userId: number): Promise<{ id: number; name: string } | null> {
  const [p] = await ex
    .select({ id: pathologists.id, name: pathologists.name })
    .from(pathologists)
    .where(and(sql`${pathologists}.user_id = ${userId}`, eq(pathologists.active, true)))
    .limit(1);
  return p ?? null;
}

export const storedClassification = (row: FishSessionRow): TFishClassification | null => {
  const parsed = ZFishClassification.safeParse(row.result);
  return parsed.success ? parsed.data : null;
};

/**
 * The FISH worklist: open cases of type F or with a FISH test ordered, with fewer accepted scorings than FISH
 * tests (at least one); STAT first, then the oldest received first (bench work goes first in, first out).
 * Each row shows the newest scoring under way: its reader and how many nuclei are counted.
 */
export async function fishWorklist(ex: Executor, q: TPageQuery): Promise<TFishWorklistPage> {
  const text = q.q?.trim();
  // Open cases with their FISH tests, then those still owing a scoring (and matching the search).
  const fishCases = sql`
    with fish_cases as (
      select c.id, ${fishTestNames(sql`c.id`)} as fish_tests
      from ${cases} c
      where ${notInArray(sql`c.status`, [...CLOSED_STATUSES])}
    )`;
  const matching = sql`
    from fish_cases f
    join ${cases} on ${cases.id} = f.id
    join ${patients} on ${patients.id} = ${cases.patientId}
    where (${cases.caseType} = 'F' or json_array_length(f.fish_tests) > 0)
      and (select count(*) from ${fishSessions} a where a.case_id = ${cases.id} and a.status = 'accepted')
          < greatest(1, json_array_length(f.fish_tests))
      ${text ? sql`and ${caseOrPatientMatch(text)}` : sql``}`;
  const rows = await queryRows<{
    case_id: number;
    case_number: string;
    case_type: string;
    status: string;
    priority: string;
    patient_name: string;
    patient_mrn: string;
    received_at: Date | string;
    fish_tests: string[] | null;
    session: null | {
      id: number;
      status: string;
      method: string;
      probeSet: string;
      reader1: string;
      reader1Count: number;
      reader2: string | null;
      reader2Count: number;
    };
    total: number;
  }>(
    ex,
    sql`${fishCases}
      select ${cases.id} as case_id, ${cases.caseNumber} as case_number, ${cases.caseType} as case_type, ${cases.status} as status,
      ${cases.priority} as priority, ${cases.receivedAt} as received_at,
      ${patients.lastName} || ', ' || ${patients.firstName} as patient_name, ${patients.mrn} as patient_mrn, f.fish_tests,
      (select json_build_object(
          'id', s.id, 'status', s.status, 'method', s.method, 'probeSet', ps.name,
          'reader1', u1.name, 'reader1Count', jsonb_array_length(s.reader1_nuclei),
          'reader2', u2.name, 'reader2Count', jsonb_array_length(s.reader2_nuclei))
        from ${fishSessions} s
        join ${probeSets} ps on ps.id = s.probe_set_id
        join ${users} u1 on u1.id = s.reader1_id
        left join ${users} u2 on u2.id = s.reader2_id
        where s.case_id = ${cases.id} and s.status not in ('accepted', 'discarded')
        order by s.id desc limit 1) as session,
      count(*) over () as total
    ${matching}
    order by (${cases.priority} = 'stat') desc, ${cases.receivedAt} asc, ${cases.id} asc
    limit ${q.pageSize} offset ${offsetOf(q)}`,
  );
  const page = await pageOf(rows, q, async () => {
    const [row] = await queryRows<{ n: number | string }>(ex, sql`${fishCases} select count(*) as n ${matching}`);
    return Number(row?.n ?? 0);
  });
  return {
    total: page.total,
    data: page.rows.map((r) => ({
      caseId: r.case_id,
      caseNumber: r.case_number,
      caseType: r.case_type as TCaseType,
      status: r.status as TCaseStatus,
      priority: r.priority as TPriority,
      patientName: r.patient_name,
      patientMrn: r.patient_mrn,
      receivedAt: iso(r.received_at)!,
      fishTests: r.fish_tests ?? [],
      session: r.session
        ? {
            ...r.session,
            status: r.session.status as TFishSessionStatus,
            method: r.session.method as TFishMethod,
            reader2: r.session.reader2 ?? null,
          }
        : null,
    })),
  };
}

/**
 * The case's accepted FISH results as the report prints them (oldest accepted first): probe set, lot, nuclei
 * per reader, means, ratio, group, result, interpretation and the guideline comment. For the report engine.
 */
export async function acceptedFishForReport(ex: Executor, caseId: number): Promise<TReportFish[]> {
  const sessions = (await loadSessions(ex, caseId)).filter((s) => s.row.status === 'accepted').reverse();
  return sessions.map((s) => {
    const r = storedClassification(s.row);
    const readers = [{ name: s.reader1Name, nuclei: s.row.reader1Nuclei.length }];
    if (s.row.reader2Id && s.reader2Name) readers.push({ name: s.reader2Name, nuclei: s.row.reader2Nuclei.length });
    return {
      probeSet: s.probeSet.name,
      method: s.row.method as TFishMethod,
      lot: s.probeLot.lotNumber,
      lotExpiry: s.probeLot.expiryDate,
      readers,
      counted: r?.counted ?? 0,
      meanHer2: r?.meanHer2 ?? null,
      meanCep17: r?.meanCep17 ?? null,
      ratio: r?.ratio ?? null,
      group: r?.group ?? null,
      positiveNuclei: r?.positiveNuclei ?? null,
      result: r?.result ?? '',
      interpretation: r?.interpretation ?? '',
      comment: r?.comment ?? '',
      acceptedBy: s.acceptedByName,
      acceptedAt: iso(s.row.acceptedAt),
      ihc: s.row.ihc ?? null,
      polysomicCells: r?.polysomicCells ?? null,
      lossCells: r?.lossCells ?? null,
    };
  });
}
