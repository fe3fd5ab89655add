import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedDemo } from '../seed/index';
import { LARGE_SEED_DEFAULTS, seedLarge } from '../seed/large';
import { openBenchPglite, openBenchPostgres, type BenchDatabase } from '../bench/databases';
import { DEFAULT_RUN, formatResults, runBenchmarks, type BenchResult } from '../bench/runner';
import { scaleBenchmarks } from '../bench/scale';
import { resultsBenchmarks } from '../bench/results';
import { runLookupBench } from '../bench/lookups';
import { seedWorkspaceLarge, WORKSPACE_SCALE_DEFAULTS, workspaceBenchmarks } from '../bench/workspace';

/**
 * `npm run bench`: seeds the large data set (or reuses BENCH_DATA_DIR) on the embedded database, and on
 * PostgreSQL when BENCH_PG_URL is set, then prints p50/p95/max of each benchmark per database.
 * BENCH_ITERATIONS changes N; SEED_PATIENTS / SEED_CASES / SEED_MAILS / SEED_CHAT_MESSAGES shrink the data for a quick run.
 */
const LIMIT_MS = 100;
const run = { ...DEFAULT_RUN, iterations: Number(process.env.BENCH_ITERATIONS ?? DEFAULT_RUN.iterations) };
const sizes = {
  patients: Number(process.env.SEED_PATIENTS ?? LARGE_SEED_DEFAULTS.patients),
  cases: Number(process.env.SEED_CASES ?? LARGE_SEED_DEFAULTS.cases),
};
const workspaceSizes = {
  mails: Number(process.env.SEED_MAILS ?? WORKSPACE_SCALE_DEFAULTS.mails),
  chatMessages: Number(process.env.SEED_CHAT_MESSAGES ?? WORKSPACE_SCALE_DEFAULTS.chatMessages),
};

async function benchOne(target: BenchDatabase): Promise<BenchResult[]> {
  const { db } = target.database;
  console.log(`\n== ${target.label}`);
  const config = loadConfig({ DATA_DIR: target.dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!' });
  await seedDemo(db, config);
  await seedLarge(db, sizes);
  await seedWorkspaceLarge(db, workspaceSizes);
  const app = await buildApp({ config: { ...config, loginSlowdownMs: 0 }, database: target.database });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      payload: { email: 'demo@demo.com', password: 'demodemo' },
    });
    const token = (login.json() as { accessToken?: string }).accessToken;
    if (!token) throw new Error(`cannot sign in as the demo editor: ${login.body}`);
    const ctx = { app, db, token };
    const results = await runBenchmarks([...(await scaleBenchmarks(ctx)), ...(await resultsBenchmarks(ctx)), ...(await workspaceBenchmarks(ctx))], run);
    console.log(formatResults({ [target.label]: results }, LIMIT_MS));
    return results;
  } finally {
    await app.close();
  }
}

console.log('# Lookup lists (ICD-10-CM import of 74,000 codes, paging and search)');
const lookupsOk = process.env.BENCH_SKIP_LOOKUPS ? true : await runLookupBench();
console.log('\n# Scale (1,000,000 cases over 300,000 patients)');

const all: Record<string, BenchResult[]> = {};
const targets: Array<() => Promise<BenchDatabase>> = [() => openBenchPglite()];
if (process.env.BENCH_PG_URL) targets.push(() => openBenchPostgres(process.env.BENCH_PG_URL!));
else console.log('BENCH_PG_URL is not set: PostgreSQL is skipped (e.g. BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres).');

for (const open of targets) {
  const target = await open();
  try {
    all[target.label.split(' ')[0]!] = await benchOne(target);
  } finally {
    await target.dispose();
  }
}
console.log(`\nSummary (${run.iterations} iterations after ${run.warmup} warm-up; target p95 ≤ ${LIMIT_MS} ms)\n`);
console.log(formatResults(all, LIMIT_MS));
if (!lookupsOk || Object.values(all).some((rs) => rs.some((r) => r.p95 > LIMIT_MS))) process.exitCode = 1;
