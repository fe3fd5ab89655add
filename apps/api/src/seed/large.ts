import { eq, inArray, sql } from 'drizzle-orm';
import { CASE_TYPES, formatGeneratedMrn, isValidNpi, type TCaseType } from '@lab/domain';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import { appSettings, providers } from '../db/schema/index';
import { lookupTables } from '../db/schema/lookups';

/** Sizes of the large data set (`npm run seed:large`: 1,000,000 cases over 300,000 patients). */
export interface LargeSeedOptions {
  patients: number;
  cases: number;
  /** Calendar years the cases are spread over, ending with the current one. */
  years: number;
  /** Rows per INSERT … SELECT statement. */
  batch: number;
  log(line: string): void;
}

export const LARGE_SEED_DEFAULTS: LargeSeedOptions = {
  patients: 300_000,
  cases: 1_000_000,
  years: 4,
  batch: 100_000,
  log: (line) => console.log(line),
};

export const LARGE_SEEDED_KEY = 'large-seeded';

/** Generated MRNs of this data set start here, clear of the demo and hand-made patients. */
const MRN_BASE = 1_000_000;

/** Shares of each case type; each prefix-year must stay under the 5-digit sequence (99,999). */
const TYPE_SHARE: Record<TCaseType, number> = { S: 0.38, C: 0.36, F: 0.26 };

const FEMALE = [
  'Mary',
  'Patricia',
  'Jennifer',
  'Linda',
  'Elizabeth',
  'Barbara',
  'Susan',
  'Jessica',
  'Sarah',
  'Karen',
  'Lisa',
  'Nancy',
  'Betty',
  'Margaret',
  'Sandra',
  'Ashley',
  'Kimberly',
  'Emily',
  'Donna',
  'Michelle',
  'Carol',
  'Amanda',
  'Dorothy',
  'Melissa',
  'Deborah',
  'Stephanie',
  'Rebecca',
  'Sharon',
  'Laura',
  'Cynthia',
  'Maria',
  'Ana',
  'Sofia',
  'Olivia',
  'Emma',
  'Chloe',
  'Aisha',
  'Mei',
  'Yuki',
  'Priya',
];
const MALE = [
  'James',
  'Robert',
  'John',
  'Michael',
  'David',
  'William',
  'Richard',
  'Joseph',
  'Thomas',
  'Charles',
  'Christopher',
  'Daniel',
  'Matthew',
  'Anthony',
  'Mark',
  'Donald',
  'Steven',
  'Paul',
  'Andrew',
  'Joshua',
  'Kenneth',
  'Kevin',
  'Brian',
  'George',
  'Timothy',
  'Ronald',
  'Edward',
  'Jason',
  'Jeffrey',
  'Ryan',
  'Jose',
  'Luis',
  'Carlos',
  'Ahmed',
  'Wei',
  'Hiroshi',
  'Raj',
  'Omar',
  'Ivan',
  'Lucas',
];
// Ordered by frequency: the generator favours the front, so "Smith" is common as in real registers.
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gomez',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
  'Stewart',
  'Morris',
  'Morales',
  'Murphy',
  'Cook',
  'Rogers',
  'Gutierrez',
  'Ortiz',
  'Morgan',
  'Cooper',
  'Peterson',
  'Bailey',
  'Reed',
  'Kelly',
  'Howard',
  'Ramos',
  'Kim',
  'Cox',
  'Ward',
  'Richardson',
  'Watson',
  'Brooks',
  'Chavez',
  'Wood',
  'James',
  'Bennett',
  'Gray',
  'Mendoza',
  'Ruiz',
  'Hughes',
  'Price',
  'Alvarez',
  'Castillo',
  'Sanders',
  'Patel',
  'Myers',
  'Long',
  'Ross',
  'Foster',
  'Jimenez',
  'Smithson',
  'Smithers',
  'Schmidt',
  'Muller',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Tanaka',
  'Suzuki',
  'Sato',
  'Wang',
  'Li',
  'Zhang',
  'Chen',
  'Liu',
  'Singh',
  'Kumar',
  'Okafor',
  'Mensah',
  'Kowalski',
  'Novak',
  'Horvat',
  'Jansen',
  'De Vries',
  'Rossi',
  'Russo',
  'Ferrari',
  "O'Brien",
  'Murray',
  'Quinn',
];
const CITIES = [
  'Springfield',
  'Riverside',
  'Franklin',
  'Greenville',
  'Bristol',
  'Clinton',
  'Fairview',
  'Salem',
  'Madison',
  'Georgetown',
];
const STATES = ['IL', 'MO', 'IN', 'WI', 'IA', 'OH', 'KY', 'MI'];
const IN_PROGRESS = ['accessioned', 'grossed', 'in-histology', 'pending-diagnosis'];

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);
/** A random element of an array literal; `skew` > 1 favours the first elements. */
const pick = (values: string[], skew = 1) =>
  sql`(${textArray(values)})[1 + floor(power(random(), ${sql.raw(String(skew))}) * ${sql.raw(String(values.length))})::int]`;

function npiFor(n: number): string {
  const base = `19${String(n).padStart(7, '0')}`;
  for (let d = 0; d <= 9; d++) if (isValidNpi(`${base}${d}`)) return `${base}${d}`;
  throw new Error('no check digit');
}

async function timed<T>(log: (l: string) => void, label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const out = await fn();
  log(`  ${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  return out;
}

/** The submitting facilities and ordering providers the cases point at; created when missing. */
async function ensureReferences(db: Db): Promise<{ providerIds: number[]; facilityIds: number[] }> {
  const facilities = lookupTables.submittingfacilities!;
  const codes = ['LF-NORTH', 'LF-SOUTH', 'LF-EAST', 'LF-WEST', 'LF-CENTRAL', 'LF-CLINIC'];
  const existing = await db.select({ code: facilities.code }).from(facilities).where(inArray(facilities.code, codes));
  const missing = codes.filter((c) => !existing.some((e) => e.code === c));
  if (missing.length) {
    await db.insert(facilities).values(
      missing.map((code) => ({
        code,
        name: `${code
          .slice(3)
          .toLowerCase()
          .replace(/^./, (c) => c.toUpperCase())} Medical Center`,
      })),
    );
  }
  const facilityIds = (
    await db.select({ id: facilities.id }).from(facilities).where(inArray(facilities.code, codes))
  ).map((r) => r.id);

  const npis = Array.from({ length: 24 }, (_, i) => npiFor(i + 1));
  const have = await db.select({ npi: providers.npi }).from(providers).where(inArray(providers.npi, npis));
  const rows = npis
    .filter((npi) => !have.some((h) => h.npi === npi))
    .map((npi, i) => ({
      npi,
      firstName: MALE[i % MALE.length]!,
      lastName: LAST[(i * 7) % LAST.length]!,
      credentials: 'MD',
      facilityId: facilityIds[i % facilityIds.length]!,
    }));
  if (rows.length) await db.insert(providers).values(rows);
  const providerIds = (await db.select({ id: providers.id }).from(providers).where(inArray(providers.npi, npis))).map(
    (r) => r.id,
  );
  return { providerIds, facilityIds };
}

async function insertPatients(db: Db, o: LargeSeedOptions): Promise<{ first: number; last: number }> {
  const [{ n: before } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from patients where mrn like 'M%' and length(mrn) = 8 and substr(mrn, 2)::int > ${MRN_BASE}`,
  );
  if (before > 0) throw new Error('large patients are already present');
  for (let from = 1; from <= o.patients; from += o.batch) {
    const to = Math.min(o.patients, from + o.batch - 1);
    await timed(o.log, `patients ${from.toLocaleString()}–${to.toLocaleString()}`, () =>
      db.execute(sql`
        insert into patients (mrn, first_name, last_name, dob, sex, city, state, postal_code, phone)
        select 'M' || lpad((${MRN_BASE} + g)::text, 7, '0'),
               case when sex = 'F' then ${pick(FEMALE)} else ${pick(MALE)} end,
               ${pick(LAST, 1.5)},
               date '1930-01-01' + floor(random() * (date '2020-12-31' - date '1930-01-01'))::int,
               sex,
               ${pick(CITIES)}, ${pick(STATES)},
               lpad(floor(random() * 99999)::int::text, 5, '0'),
               '555-' || lpad(floor(random() * 10000)::int::text, 4, '0')
        from (select g, case when random() < 0.52 then 'F' else 'M' end as sex
              from generate_series(${from}::int, ${to}::int) g) s
      `),
    );
  }
  const [range] = await queryRows<{ first: number; last: number }>(
    db,
    sql`select min(id)::int as first, max(id)::int as last from patients where mrn between ${formatGeneratedMrn(MRN_BASE + 1)} and ${formatGeneratedMrn(MRN_BASE + o.patients)}`,
  );
  return range!;
}

/** Cases of one prefix and year, numbered after whatever that prefix-year already used. */
async function insertCaseBucket(
  db: Db,
  o: LargeSeedOptions,
  type: TCaseType,
  year: number,
  count: number,
  refs: { providerIds: number[]; facilityIds: number[]; patients: { first: number; last: number } },
) {
  const yy = String(year % 100).padStart(2, '0');
  const [{ used } = { used: 0 }] = await queryRows<{ used: number }>(
    db,
    sql`select greatest(
          coalesce((select last from case_sequences where prefix = ${type} and year = ${year}), 0),
          coalesce((select max(substr(case_number, 5)::int) from cases where case_number like ${`${type}${yy}-%`}), 0)
        )::int as used`,
  );
  if (used + count > 99_999) throw new Error(`${type}${yy}: ${count} more cases do not fit after ${used}`);
  const start = Date.UTC(year, 0, 1);
  const end = Math.min(Date.UTC(year + 1, 0, 1), Date.now() - 3_600_000);
  const span = (end - start) / 1000;
  const providerIds = sql.raw(`array[${refs.providerIds.join(',')}]::int[]`);
  const facilityIds = sql.raw(`array[${refs.facilityIds.join(',')}]::int[]`);
  const patientSpan = refs.patients.last - refs.patients.first + 1;
  for (let from = 1; from <= count; from += o.batch) {
    const to = Math.min(count, from + o.batch - 1);
    await timed(o.log, `cases ${type}${yy} ${(used + from).toLocaleString()}–${(used + to).toLocaleString()}`, () =>
      db.execute(sql`
        insert into cases (case_number, case_type, status, priority, patient_id, provider_id, facility_id,
                           collected_at, received_at, created_at, updated_at, cancel_reason)
        select ${`${type}${yy}-`} || lpad((${used} + s)::text, 5, '0'), ${type},
               st, pr, pid, prov, fac, rcv - interval '1 day' * (1 + floor(random() * 3)), rcv, rcv, rcv,
               case when st = 'cancelled' then 'Specimen not received' end
        from (
          select s, rcv,
                 case when rcv > now() - interval '14 days' then (${textArray(IN_PROGRESS)})[1 + floor(random() * 4)::int]
                      when r < 0.02 then 'cancelled' when r < 0.03 then 'amended' when r < 0.035 then 'addended'
                      else 'signed-out' end as st,
                 case when random() < 0.05 then 'stat' else 'routine' end as pr,
                 ${refs.patients.first} + floor(random() * ${patientSpan})::int as pid,
                 (${providerIds})[1 + floor(random() * ${refs.providerIds.length})::int] as prov,
                 (${facilityIds})[1 + floor(random() * ${refs.facilityIds.length})::int] as fac
          from (
            select s, random() as r,
                   to_timestamp(${start / 1000} + ((s - 1) + random()) * ${span / count}) as rcv
            from generate_series(${from}::int, ${to}::int) s
          ) g
        ) x
      `),
    );
  }
  await db.execute(sql`
    insert into case_sequences (prefix, year, last) values (${type}, ${year}, ${used + count})
    on conflict (prefix, year) do update set last = greatest(case_sequences.last, excluded.last)
  `);
}

/**
 * Loads the large data set with INSERT … SELECT over generate_series, in batches: patients, then cases
 * per prefix and year (numbers continue each prefix-year's sequence, which is moved to the last number
 * used), a part A for a quarter of the cases, then ANALYZE.
 */
export async function seedLarge(db: Db, opts: Partial<LargeSeedOptions> = {}): Promise<void> {
  const o = { ...LARGE_SEED_DEFAULTS, ...opts };
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, LARGE_SEEDED_KEY));
  if (done) {
    o.log('The large data set is already loaded.');
    return;
  }
  const t0 = performance.now();
  o.log(`Loading ${o.patients.toLocaleString()} patients and ${o.cases.toLocaleString()} cases…`);
  const refs = await ensureReferences(db);
  // Building the secondary indexes once at the end is much cheaper than updating them row by row.
  const parked = await timed(o.log, 'set the secondary indexes aside', () =>
    dropSecondaryIndexes(db, ['patients', 'cases', 'case_parts']),
  );
  try {
    await loadRows(db, o, refs);
  } finally {
    await timed(o.log, `rebuild ${parked.length} indexes`, () => restoreIndexes(db, parked));
  }
  // VACUUM too: it sets the hint bits and visibility map now, instead of the first reads paying for it.
  await timed(o.log, 'VACUUM ANALYZE', () =>
    db.execute(sql`vacuum analyze patients, cases, case_parts, case_sequences`),
  );
  await db.insert(appSettings).values({
    key: LARGE_SEEDED_KEY,
    value: { at: new Date().toISOString(), patients: o.patients, cases: o.cases },
  });
  o.log(`Done in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
}

interface ParkedIndex {
  name: string;
  definition: string;
}

/** Drops the non-unique indexes of the tables (primary keys and unique indexes stay: they guard the load). */
async function dropSecondaryIndexes(db: Db, tables: string[]): Promise<ParkedIndex[]> {
  const rows = await queryRows<ParkedIndex>(
    db,
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = current_schema() and t.relname in (${sql.join(
          tables.map((x) => sql`${x}`),
          sql`, `,
        )})
          and not i.indisunique and not i.indisprimary`,
  );
  for (const r of rows) await db.execute(sql`drop index if exists ${sql.identifier(r.name)}`);
  return rows;
}

async function restoreIndexes(db: Db, parked: ParkedIndex[]): Promise<void> {
  for (const r of parked)
    await db.execute(sql.raw(r.definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ')));
}

async function loadRows(db: Db, o: LargeSeedOptions, refs: { providerIds: number[]; facilityIds: number[] }) {
  const patients = await insertPatients(db, o);
  const thisYear = new Date().getUTCFullYear();
  const years = Array.from({ length: o.years }, (_, i) => thisYear - o.years + 1 + i);
  let left = o.cases;
  for (const [yi, year] of years.entries()) {
    const yearCount = yi === years.length - 1 ? left : Math.round(o.cases / o.years);
    left -= yearCount;
    let yearLeft = yearCount;
    for (const [ti, type] of CASE_TYPES.entries()) {
      const n = ti === CASE_TYPES.length - 1 ? yearLeft : Math.round(yearCount * TYPE_SHARE[type]);
      yearLeft -= n;
      if (n > 0) await insertCaseBucket(db, o, type, year, n, { ...refs, patients });
    }
  }
  await timed(o.log, 'part A for a quarter of the cases', () =>
    db.execute(sql`
      insert into case_parts (case_id, label, description, created_at)
      select c.id, 'A', 'Specimen received in formalin', c.received_at
      from cases c
      where c.id % 4 = 0 and c.patient_id between ${patients.first} and ${patients.last}
        and not exists (select 1 from case_parts p where p.case_id = c.id)
    `),
  );
}
