import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { Benchmark } from './runner';

export interface BenchContext {
  app: FastifyInstance;
  db: Db;
  /** Bearer token of an editor. */
  token: string;
}

const PATIENT_SEARCHES = [
  'smi 1980',
  'john 1975',
  'garc 1990',
  'wil 1962',
  'ngu 2001',
  'bro 1955',
  'mar 1948',
  'lee 1983',
];
const LAST_NAME_PREFIXES = ['smi', 'john', 'garc', 'nguy', 'ros', 'wil', 'pat', 'kow', 'tan', 'obr'];

/** One signed-in GET through the real API; anything but 200 stops the bench. */
export async function inject(ctx: BenchContext, url: string): Promise<void> {
  const res = await ctx.app.inject({ url, headers: { authorization: `Bearer ${ctx.token}` } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
}

/**
 * Issue 5's figures through the real API (app.inject as an editor, so sign-in check, audit of the read
 * and serialization are included): case list first page, patient searches, case-number lookup.
 */
export async function scaleBenchmarks(ctx: BenchContext): Promise<Benchmark[]> {
  const sample = await queryRows<{ case_number: string }>(
    ctx.db,
    sql`select case_number from cases where id % 9973 = 0 order by id limit 100`,
  );
  const numbers = sample.map((r) => r.case_number);
  if (numbers.length === 0) throw new Error('no cases to look up: seed the large data set first');
  const at = <T>(list: T[], i: number) => list[i % list.length]!;
  return [
    {
      // What every figure below includes anyway: inject, sign-in check, serialization.
      name: 'baseline: signed-in request',
      via: 'GET /api/lookups',
      run: () => inject(ctx, '/api/lookups'),
    },
    {
      name: 'case list, first page',
      via: 'GET /api/cases',
      run: () => inject(ctx, '/api/cases?page=1&pageSize=25'),
    },
    {
      name: 'patient search "smi 1980"',
      via: 'GET /api/patients',
      run: (i) => inject(ctx, `/api/patients?q=${encodeURIComponent(at(PATIENT_SEARCHES, i))}&page=1&pageSize=25`),
    },
    {
      name: 'patient last-name prefix',
      via: 'GET /api/patients',
      run: (i) => inject(ctx, `/api/patients?q=${at(LAST_NAME_PREFIXES, i)}&page=1&pageSize=25`),
    },
    {
      name: 'case-number lookup',
      via: 'GET /api/cases/by-number',
      run: (i) => inject(ctx, `/api/cases/by-number/${at(numbers, i)}`),
    },
  ];
}
