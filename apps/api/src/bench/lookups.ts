/**
 * Lookup-list benchmarks (part of `npm run bench`): on a fresh in-memory PGlite database, and on PostgreSQL
 * too when BENCH_PG_URL is set (a database of its own is created and dropped). Add one to BENCHMARKS.
 */
import { performance } from 'node:perf_hooks';
import { getLookupList, toCsv } from '@lab/domain';
import { createScratchPostgres, migrateDatabase, openPglite, type Database } from '../db/client';
import { SYSTEM_ACTOR } from '../plugins/audit';
import { applyImport, planImport } from '../routes/lookups/csv-import';
import { LookupRepository } from '../routes/lookups/repository';

interface BenchContext {
  database: Database;
  /** Times `fn` `runs` times and prints p50/p95. */
  repeat(label: string, runs: number, fn: () => Promise<unknown>): Promise<void>;
  /** Times one run of `fn` and prints it; fails the bench when over `limitMs`. */
  once(label: string, fn: () => Promise<unknown>, limitMs?: number): Promise<void>;
}

interface Benchmark {
  name: string;
  run(ctx: BenchContext): Promise<void>;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTVWXYZ'; // ICD-10-CM chapters (no U)
const WORDS = [
  'malignant',
  'benign',
  'neoplasm',
  'carcinoma',
  'in situ',
  'dysplasia',
  'polyp',
  'cyst',
  'hyperplasia',
  'inflammation',
  'infection',
  'injury',
  'fracture',
  'disorder',
];
const SITES = [
  'breast',
  'cervix',
  'colon',
  'skin of trunk',
  'bladder',
  'prostate',
  'lung',
  'stomach',
  'thyroid',
  'kidney',
  'liver',
  'ovary',
  'uterus',
  'esophagus',
];
const SIDES = ['right', 'left', 'unspecified', 'bilateral'];

/** 74,000 distinct, format-valid ICD-10-CM codes with plausible descriptions (no real code set ships on npm). */
export function syntheticIcd10(count = 74_000): string {
  const rows: string[][] = [];
  outer: for (const l of LETTERS) {
    for (let cat = 0; cat < 100; cat++) {
      for (let sub = 0; sub < 30; sub++) {
        if (rows.length >= count) break outer;
        const code = `${l}${String(cat).padStart(2, '0')}${
          sub === 0
            ? ''
            : `.${String(sub - 1)
                .padStart(2, '0')
                .replace(/^0/, '')}`
        }`;
        const i = rows.length;
        const name = `${WORDS[i % WORDS.length]} ${WORDS[(i >> 3) % WORDS.length]} of ${SIDES[i % 4]} ${SITES[(i >> 2) % SITES.length]}`;
        rows.push([code, name.charAt(0).toUpperCase() + name.slice(1)]);
      }
    }
  }
  return toCsv(['code', 'name'], rows);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The name of the import's timing (the goal of docs/performance.md: ≤ 3 s on PGlite). */
export const ICD_IMPORT = 'import 74,000 rows (parse, validate, insert; one transaction)';

export const BENCHMARKS: Benchmark[] = [
  {
    name: 'ICD-10-CM: import 74,000 codes, then page and search',
    async run({ database, once, repeat }) {
      const repo = new LookupRepository(getLookupList('icdcodelist')!);
      const csv = syntheticIcd10();
      await once(
        ICD_IMPORT,
        () =>
          database.db
            .transaction(async (tx) => {
              const plan = await planImport(tx, repo, csv, false);
              if (plan.report.errors.length) throw new Error(JSON.stringify(plan.report.errors.slice(0, 3)));
              await applyImport(tx, repo, SYSTEM_ACTOR, plan, 'icd10cm.csv');
            })
            .then(() => repo.analyze(database.db)),
        10_000,
      );
      const base = { page: 1, pageSize: 25 };
      await repeat('list, first page', 30, () => repo.list(database.db, base));
      await repeat('list, page 100', 30, () => repo.list(database.db, { ...base, page: 100 }));
      await repeat("search code 'C50'", 30, () => repo.list(database.db, { ...base, q: 'C50' }));
      await repeat("search name 'neoplasm of left breast'", 30, () =>
        repo.list(database.db, { ...base, q: 'neoplasm of left breast' }),
      );
      await repeat('sort by name desc, active only', 30, () =>
        repo.list(database.db, { ...base, sort: '-name', active: true }),
      );
      await once(
        're-import the same 74,000 rows (all updates)',
        () =>
          database.db.transaction(async (tx) => {
            const plan = await planImport(tx, repo, csv, false);
            await applyImport(tx, repo, SYSTEM_ACTOR, plan, 'icd10cm-2.csv');
          }),
        10_000,
      );
    },
  },
];

async function runAll(label: string, database: Database, timings: Record<string, number>): Promise<boolean> {
  console.log(`\n== ${label}`);
  let ok = true;
  const ctx: BenchContext = {
    database,
    async repeat(name, runs, fn) {
      await fn(); // warm-up
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await fn();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(48)} p50 ${pct(times, 50).toFixed(1).padStart(7)} ms   p95 ${pct(times, 95).toFixed(1).padStart(7)} ms`,
      );
    },
    async once(name, fn, limitMs) {
      const t0 = performance.now();
      await fn();
      const ms = performance.now() - t0;
      timings[name] = ms;
      const over = limitMs !== undefined && ms > limitMs;
      if (over) ok = false;
      console.log(
        `  ${name.padEnd(48)} ${ms.toFixed(0).padStart(7)} ms${limitMs ? (over ? `  OVER ${limitMs} ms` : `  (limit ${limitMs} ms)`) : ''}`,
      );
    },
  };
  for (const b of BENCHMARKS) {
    console.log(`- ${b.name}`);
    await b.run(ctx);
  }
  return ok;
}

/** Runs the lookup benchmarks: ok is false when one went over its limit; the one-off timings per database (ms). */
export async function runLookupBench(): Promise<{
  ok: boolean;
  timings: { pglite: Record<string, number>; postgres?: Record<string, number> };
}> {
  let ok = true;
  const timings: { pglite: Record<string, number>; postgres?: Record<string, number> } = { pglite: {} };
  const lite = await openPglite(undefined);
  await migrateDatabase(lite);
  ok = (await runAll('PGlite (in memory)', lite, timings.pglite)) && ok;
  await lite.close();

  const url = process.env.BENCH_PG_URL;
  if (url) {
    const scratch = await createScratchPostgres(url, 'lab_bench');
    try {
      timings.postgres = {};
      ok = (await runAll(`PostgreSQL (${scratch.name})`, scratch.database, timings.postgres)) && ok;
    } finally {
      await scratch.drop();
    }
  }
  return { ok, timings };
}
