import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedDemo } from '../seed/index';
import { LARGE_SEED_DEFAULTS, seedLarge } from '../seed/large';
import { openBenchPglite, openBenchPostgres, type BenchDatabase } from '../bench/databases';
import { DEFAULT_RUN, formatResults, runBenchmarks, type BenchResult } from '../bench/runner';
import { scaleBenchmarks } from '../bench/scale';
import { resultsBenchmarks } from '../bench/results';
import { ICD_IMPORT, runLookupBench } from '../bench/lookups';
import { seedWorkspaceLarge, WORKSPACE_SCALE_DEFAULTS, workspaceBenchmarks } from '../bench/workspace';
import { formatGoalRows, webDeliveryBench, type GoalRow } from '../bench/web-delivery';
import { throughputBench } from '../bench/throughput';
import { icdImportGoalRow, scaleGoalRows } from '../bench/goals';

/**
 * `npm run bench` (docs/performance.md): the lookup import, the large data set (1,000,000 cases over 300,000
 * patients, 100,000 mails, 1,000,000 chat messages) on the embedded database and, when BENCH_PG_URL is set, on
 * PostgreSQL, the list endpoints' throughput against their floor, and the web delivery; then the goals table
 * (figure, value, goal, ok / miss). `-- --only lookups,scale,throughput,web` runs some parts. BENCH_ITERATIONS changes N;
 * SEED_PATIENTS / SEED_CASES / SEED_MAILS / SEED_CHAT_MESSAGES shrink the data; BENCH_LOAD_SECONDS the loads.
 * Every server, browser and scratch database it starts is stopped or dropped at the end.
 */
const LIMIT_MS = 100;
const PARTS = ['lookups', 'scale', 'throughput', 'web'] as const;
const onlyArg = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const parts = new Set(onlyArg ? onlyArg.split(',') : PARTS);
for (const p of parts)
  if (!(PARTS as readonly string[]).includes(p)) throw new Error(`--only takes ${PARTS.join(', ')}; not ${p}`);

const run = { ...DEFAULT_RUN, iterations: Number(process.env.BENCH_ITERATIONS ?? DEFAULT_RUN.iterations) };
const sizes = {
  patients: Number(process.env.SEED_PATIENTS ?? LARGE_SEED_DEFAULTS.patients),
  cases: Number(process.env.SEED_CASES ?? LARGE_SEED_DEFAULTS.cases),
};
const workspaceSizes = {
  mails: Number(process.env.SEED_MAILS ?? WORKSPACE_SCALE_DEFAULTS.mails),
  chatMessages: Number(process.env.SEED_CHAT_MESSAGES ?? WORKSPACE_SCALE_DEFAULTS.chatMessages),
};
const pgUrl = process.env.BENCH_PG_URL;
if (!pgUrl)
  console.log(
    'BENCH_PG_URL is not set: PostgreSQL is skipped (e.g. BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres).',
  );

async function benchOne(target: BenchDatabase): Promise<BenchResult[]> {
  const { db } = target.database;
  console.log(`\n== ${target.label}`);
  const config = loadConfig({
    DATA_DIR: target.dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!',
  });
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
    const results = await runBenchmarks(
      [...(await scaleBenchmarks(ctx)), ...(await resultsBenchmarks(ctx)), ...(await workspaceBenchmarks(ctx))],
      run,
    );
    console.log(formatResults({ [target.label]: results }, LIMIT_MS));
    return results;
  } finally {
    await app.close();
  }
}

const goals: GoalRow[] = [];
let slow = false;

if (parts.has('lookups')) {
  console.log('# Lookup lists (ICD-10-CM import of 74,000 codes, paging and search)');
  const lookups = await runLookupBench();
  slow ||= !lookups.ok;
  goals.push(...icdImportGoalRow(lookups.timings.pglite[ICD_IMPORT]));
}

if (parts.has('scale')) {
  console.log(
    `\n# Scale (${sizes.cases.toLocaleString('en-US')} cases over ${sizes.patients.toLocaleString('en-US')} patients)`,
  );
  const all: Record<string, BenchResult[]> = {};
  const targets: Array<() => Promise<BenchDatabase>> = [() => openBenchPglite()];
  if (pgUrl) targets.push(() => openBenchPostgres(pgUrl));
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
  slow ||= Object.values(all).some((rs) => rs.some((r) => r.p95 > LIMIT_MS));
  goals.push(...scaleGoalRows(all));
}

if (parts.has('throughput')) {
  console.log('\n# Throughput of the list endpoints against their floor');
  goals.push(...(await throughputBench({ pgUrl })));
}

if (parts.has('web')) {
  console.log('\n# Web delivery');
  goals.push(...(await webDeliveryBench()));
}

console.log(`\n# Goals (docs/performance.md#goals)\n\n${formatGoalRows(goals)}`);
const missed = goals.filter((g) => !g.ok).length;
console.log(`\n${goals.length - missed} of ${goals.length} goals ok${missed ? `, ${missed} missed` : ''}.`);
if (slow || missed) process.exitCode = 1;
// Pools and timers of the parts must not keep the process alive.
process.exit();
