import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CASE_NUMBER_PATTERN, MRN_PATTERN } from '@lab/domain';
import { queryRows } from '../src/db/client';
import { cases, caseSequences, patients } from '../src/db/schema/index';
import { seedLarge } from '../src/seed/large';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
let indexesBefore: string[] = [];
const indexNames = async () =>
  (
    await queryRows<{ indexname: string }>(
      t.database.db,
      sql`select indexname from pg_indexes where tablename in ('patients', 'cases', 'case_parts') order by indexname`,
    )
  ).map((r) => r.indexname);
const year = new Date().getUTCFullYear();
const yy = String(year % 100).padStart(2, '0');

beforeAll(async () => {
  // No demo data: the counts below are then exactly what the load adds to one hand-made case.
  t = await createTestApp({ seed: false });
  const db = t.database.db;
  // A case accessioned before the load: the generated numbers must continue after it.
  const [p] = await db
    .insert(patients)
    .values({ mrn: 'PRE-0001', firstName: 'Pre', lastName: 'Existing', dob: '1970-01-01', sex: 'F' })
    .returning();
  await db.insert(cases).values({ caseNumber: `S${yy}-00001`, caseType: 'S', patientId: p!.id });
  await db.insert(caseSequences).values({ prefix: 'S', year, last: 1 });
  indexesBefore = await indexNames();
  await seedLarge(db, { patients: 600, cases: 4000, years: 2, batch: 1500, log: () => undefined });
});
afterAll(() => t.close());

describe('large seed (small sizes)', () => {
  it('loads the patients and cases asked for, with valid identifiers', async () => {
    const [n] = await queryRows<{ patients: number; cases: number; distinct_numbers: number; stat: number }>(
      t.database.db,
      sql`select (select count(*)::int from patients) as patients, (select count(*)::int from cases) as cases,
                 (select count(distinct case_number)::int from cases) as distinct_numbers,
                 (select count(*)::int from cases where priority = 'stat') as stat`,
    );
    expect(n).toMatchObject({ cases: 4001, distinct_numbers: 4001 });
    expect(n!.patients).toBeGreaterThanOrEqual(601);
    expect(n!.stat).toBeGreaterThan(100);
    expect(n!.stat).toBeLessThan(350);
    const sample = await queryRows<{ case_number: string; mrn: string; dob: string }>(
      t.database.db,
      sql`select c.case_number, p.mrn, p.dob::text as dob from cases c join patients p on p.id = c.patient_id order by random() limit 200`,
    );
    for (const r of sample) {
      expect(r.case_number).toMatch(CASE_NUMBER_PATTERN);
      expect(r.mrn).toMatch(MRN_PATTERN);
      expect(r.dob >= '1930-01-01' && r.dob <= '2020-12-31').toBe(true);
    }
  });

  it('continues each prefix-year sequence and moves it to the last number used', async () => {
    const rows = await queryRows<{ prefix: string; year: number; last: number; max: number; min: number }>(
      t.database.db,
      sql`select s.prefix, s.year, s.last,
                 (select max(substr(case_number, 5)::int) from cases where case_number like s.prefix || lpad((s.year % 100)::text, 2, '0') || '-%') as max,
                 (select min(substr(case_number, 5)::int) from cases where case_number like s.prefix || lpad((s.year % 100)::text, 2, '0') || '-%') as min
          from case_sequences s order by s.prefix, s.year`,
    );
    expect(rows).toHaveLength(6);
    for (const r of rows) expect(r.last).toBe(r.max);
    const thisYearS = rows.find((r) => r.prefix === 'S' && r.year === year)!;
    expect(thisYearS.min).toBe(1);
    const [pre] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from cases where case_number = ${`S${yy}-00002`}`,
    );
    expect(pre!.n).toBe(1);
  });

  it('puts back every index it set aside for the load', async () => {
    expect(indexesBefore).toContain('patients_name_trgm');
    expect(indexesBefore).toContain('cases_worklist_idx');
    expect(await indexNames()).toEqual(indexesBefore);
  });

  it('runs once', async () => {
    const lines: string[] = [];
    await seedLarge(t.database.db, { patients: 600, cases: 4000, years: 2, log: (l) => lines.push(l) });
    expect(lines).toEqual(['The large data set is already loaded.']);
  });
});
