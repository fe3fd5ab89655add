import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TRole } from '@lab/domain';
import { queryRows } from '../src/db/client';
import type { RouteAccess } from '../src/plugins/auth';
import { createTestApp, type DemoWho, type TestContext } from './helper';

/**
 * Every read of patient data is audited. Walks every GET route of the app (new features join as soon as they
 * register routes) on the demo database, fills its path parameters with the ids of seeded records, and for every
 * answer that carries a patient's MRN or full name checks that the same request wrote an audit row.
 */
let t: TestContext;
interface Pt {
  id: number;
  mrn: string;
  first_name: string;
  last_name: string;
  dob: string;
}
let patients: Pt[] = [];
let markers: string[] = [];
let target: Pt;
const ids: Record<string, Array<string | number>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  patients = await queryRows<Pt>(
    db,
    sql`select id, mrn, first_name, last_name, to_char(dob, 'YYYY-MM-DD') as dob from patients`,
  );
  const caseNumbers = await queryRows<{ case_number: string }>(db, sql`select case_number from cases`);
  // A patient's MRN or full name, or a case number (a case is a patient's record).
  markers = [
    ...patients.flatMap((p) => [p.mrn, `${p.last_name}, ${p.first_name}`, `${p.first_name} ${p.last_name}`]),
    ...caseNumbers.map((c) => c.case_number),
  ];
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ v: string | number }>(db, q)).map((r) => r.v);
  // The cases that carry the most: a signed report, a FISH session, a critical call, documents.
  const cases = [
    ...(await one(sql`select case_id as v from case_reports order by id limit 1`)),
    ...(await one(sql`select case_id as v from fish_sessions order by id limit 1`)),
    ...(await one(sql`select case_id as v from critical_calls order by id limit 1`)),
    ...(await one(sql`select case_id as v from documents where case_id is not null order by id limit 1`)),
  ];
  ids.case = [...new Set(cases.map(Number))];
  ids.caseNumber = await one(
    sql`select case_number as v from cases where id in (${sql.join(
      ids.case.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  const [pid] = await one(sql`select patient_id as v from cases where id = ${ids.case[0]}`);
  target = patients.find((p) => p.id === Number(pid))!;
  ids.patient = [
    target.id,
    ...(await one(sql`select patient_id as v from documents where patient_id is not null order by id limit 1`)),
  ];
  ids.document = await one(
    sql`select id as v from documents where patient_id = ${target.id} or case_id in (${sql.join(
      ids.case.map((i) => sql`${i}`),
      sql`, `,
    )}) order by id limit 2`,
  );
  ids.payer = await one(sql`select payer_id as v from coverages order by id limit 1`);
  ids.provider = await one(
    sql`select provider_id as v from cases where provider_id is not null and id = ${ids.case[0]}`,
  );
  ids.user = await one(sql`select id as v from users where role = 'patient' order by id limit 1`);
  ids.version = [1];
  // Someone opened a record, so the audit trail names a patient.
  expect((await t.as('editor', { url: `/api/patients/${target.id}` })).statusCode).toBe(200);
});
afterAll(() => t.close());

/** The concrete addresses to call for a route: every combination of the seeded ids its parameters name. */
function addresses(url: string): string[] {
  const params = [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  if (params.length === 0) return [url + query(url)];
  const entity = url.split('/')[2] ?? '';
  const pick = (name: string): Array<string | number> => {
    if (name === 'caseNumber') return ids.caseNumber!;
    if (name === 'version') return ids.version!;
    if (name === 'file') return ['none.png'];
    const byEntity: Record<string, string> = {
      patients: 'patient',
      cases: 'case',
      documents: 'document',
      payers: 'payer',
      providers: 'provider',
      users: 'user',
    };
    return ids[byEntity[entity] ?? ''] ?? [1];
  };
  let out = [url];
  for (const name of params) {
    out = out.flatMap((u) => pick(name).map((v) => u.replace(`:${name}`, encodeURIComponent(String(v)))));
  }
  return out.map((u) => u + query(url));
}

/** Searches look for the target patient, so the answer has someone in it. */
function query(url: string): string {
  const name = encodeURIComponent(target.last_name);
  if (url === '/api/patients/duplicates') {
    return `?firstName=${encodeURIComponent(target.first_name)}&lastName=${name}&dob=${target.dob}`;
  }
  if (url === '/api/patients' || url === '/api/main-search/data' || url === '/api/reports/search') return `?q=${name}`;
  return '';
}

/** The caller: an admin where the route lets one in, else a physician, else a patient. */
function caller(route: RouteAccess): DemoWho | null {
  if (route.access === 'public') return null;
  if (route.access === 'authenticated') return 'admin';
  const order: Array<[TRole, DemoWho]> = [
    ['admin', 'admin'],
    ['physician', 'physician'],
    ['patient', 'patient'],
  ];
  return order.find(([role]) => (route.access as { roles: TRole[] }).roles.includes(role))?.[1] ?? null;
}

const lastAuditId = async () =>
  Number(
    (await queryRows<{ id: string | null }>(t.database.db, sql`select max(id) as id from audit_events`))[0]?.id ?? 0,
  );

describe('every read of patient data is audited', () => {
  it('walks every GET route; each answer with a patient in it wrote an audit row for that request', async () => {
    const unaudited: string[] = [];
    const withPatientData = new Set<string>();
    for (const route of t.app.routeAccess) {
      // The live channel carries no records (ids only) and never ends under inject.
      if (route.method !== 'GET' || route.stream) continue;
      const who = caller(route);
      if (!who) continue;
      const token = await t.tokenFor(who);
      for (const url of addresses(route.url)) {
        const before = await lastAuditId();
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode !== 200) continue;
        const body = res.body;
        if (!markers.some((m) => body.includes(m))) continue;
        withPatientData.add(route.url);
        const rows = await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from audit_events where id > ${before} and username = ${`${who === 'admin' ? 'admin@admin.com' : `${who}@demo.com`}`}`,
        );
        if (!rows[0]?.n) unaudited.push(`${route.url} (${url} as ${who})`);
      }
    }
    expect(unaudited).toEqual([]);
    // The walk did find patient data where it must: the reads the issue named among them.
    for (const url of [
      '/api/patients',
      '/api/patients/:id',
      '/api/patients/duplicates',
      '/api/patients/:id/cases',
      '/api/patients/:id/documents',
      '/api/patients/:id/coverages',
      '/api/aggrid/data',
      '/api/cases/:id',
    ]) {
      expect([...withPatientData]).toContain(url);
    }
  }, 300_000);

  it('audits the coverages and the users list even when no name is in the answer', async () => {
    for (const url of [
      `/api/patients/${target.id}/coverages`,
      '/api/users/list',
      '/api/users',
      `/api/users/${ids.user![0]}`,
    ]) {
      const before = await lastAuditId();
      const res = await t.as('admin', { url });
      expect(res.statusCode, url).toBe(200);
      const rows = await queryRows<{ eventtype: string }>(
        t.database.db,
        sql`select eventtype from audit_events where id > ${before} and username = 'admin@admin.com'`,
      );
      expect(
        rows.map((r) => r.eventtype),
        url,
      ).toContain('read');
    }
  });
});
