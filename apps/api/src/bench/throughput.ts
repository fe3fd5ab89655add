import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createScratchPostgres, openDatabase, type Database } from '../db/client';
import { seedDemo } from '../seed/index';
import type { GoalRow } from './web-delivery';

/**
 * Throughput of the list endpoints under 50 connections (issue 15, docs/performance.md#throughput): the built
 * portal (`node apps/api/dist/main.js`, as `npm start` runs it, logging at info) against the **floor**, a minimal
 * Fastify server with no portal code running the same SQL (bench/floor-server.mjs). The SQL is recorded from the
 * portal itself, one request per endpoint, leaving out what is the portal's own work (the session, the audit row).
 */
export const LIST_ENDPOINTS: Record<string, string> = {
  cases: '/api/cases',
  patients: '/api/patients',
  providers: '/api/providers',
  payers: '/api/payers',
  bodysites: '/api/lookups/bodysites',
  documents: '/api/documents',
  users: '/api/users',
  audit: '/api/aggrid/data',
  'results-worklist': '/api/results/worklist',
  'fish-worklist': '/api/fish/worklist',
  'report-search': '/api/reports/search',
};

/** BENCH_ENDPOINTS=cases,patients loads only those (a quick look while changing one route); all by default. */
export function endpointsToLoad(only = process.env.BENCH_ENDPOINTS): Array<[string, string]> {
  const all = Object.entries(LIST_ENDPOINTS);
  if (!only) return all;
  const names = only
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(n in LIST_ENDPOINTS));
  if (unknown.length)
    throw new Error(
      `BENCH_ENDPOINTS: unknown ${unknown.join(', ')} (known: ${Object.keys(LIST_ENDPOINTS).join(', ')})`,
    );
  return all.filter(([name]) => names.includes(name));
}

export const THROUGHPUT_GOALS = { ratio: 0.7, casesPerSecondPg: 1500, connections: 50 } as const;

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const API_MAIN = path.join(REPO, 'apps/api/dist/main.js');
const FLOOR = path.join(REPO, 'apps/api/src/bench/floor-server.mjs');
const SECRET = 'bench-throughput-secret-bench-throughput!!';
const DEMO = { email: 'demo@demo.com', password: 'demodemo' };

interface Recorded {
  text: string;
  values: unknown[];
}

/**
 * The portal's own queries, not the list's: the session, the audit rows it writes (not the audit list's reads),
 * transactions.
 */
const PORTAL_OWN =
  /\b(sessions|pg_advisory|user_presence|audit_checkpoints)\b|^\s*(begin|commit|rollback|savepoint|release)\b|^\s*(insert into|update) "?audit_events\b|^\s*select \(?(select )?hmac\b[\s\S]*\baudit_events\b|^\s*$/i;

/** Runs each endpoint once in-process on `database` and keeps the SQL it ran for its list. */
async function recordListSql(database: Database, dataDir: string): Promise<Record<string, Recorded[]>> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: SECRET });
  await seedDemo(database.db, config);
  const app = await buildApp({ config: { ...config, loginSlowdownMs: 0 }, database });
  await app.ready();
  // The driver's client, to record the SQL the server sends (drizzle keeps it as $client; Db does not name it).
  const client = (database.db as typeof database.db & { $client: { query: (...a: unknown[]) => Promise<unknown> } })
    .$client;
  const original = client.query.bind(client);
  let tape: Recorded[] | null = null;
  client.query = (...args: unknown[]) => {
    const [a, b] = args;
    // node-postgres takes (text, values) or (config, values): drizzle passes its values beside the config.
    const q =
      typeof a === 'string'
        ? { text: a, values: (b as unknown[]) ?? [] }
        : { text: (a as Recorded).text, values: (a as Recorded).values ?? (b as unknown[]) ?? [] };
    if (tape && !PORTAL_OWN.test(q.text)) tape.push(q);
    return original(...args);
  };
  try {
    const login = await app.inject({ method: 'POST', url: '/api/authenticate/login/user', payload: DEMO });
    const token = (login.json() as { accessToken?: string }).accessToken;
    if (!token) throw new Error(`cannot sign in as the demo editor: ${login.body}`);
    const out: Record<string, Recorded[]> = {};
    for (const [name, url] of Object.entries(LIST_ENDPOINTS)) {
      tape = [];
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      // A floor with no SQL would answer at the speed of an empty handler and flatter nothing.
      if (tape.length === 0) throw new Error(`${url}: no list SQL recorded for its floor`);
      out[name] = tape;
      tape = null;
    }
    return out;
  } finally {
    client.query = original;
    await app.close();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Server {
  base: string;
  stop(): Promise<void>;
}

async function startProcess(args: string[], env: Record<string, string>, health: string): Promise<Server> {
  const port = await freePort();
  const log: string[] = [];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  child.stdout!.on('data', () => undefined);
  child.stderr!.on('data', (b: Buffer) => log.push(b.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited (${child.exitCode}):\n${log.join('')}`);
    try {
      if ((await fetch(`${base}${health}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${args.join(' ')} did not start:\n${log.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Requests per second under `connections` connections for `seconds`; throws when any answer is not 200. */
export async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = THROUGHPUT_GOALS.connections,
): Promise<number> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) {
    // One more request, to name what went wrong.
    const sample = await fetch(url, { headers })
      .then(async (r) => `${r.status} ${(await r.text()).slice(0, 300)}`)
      .catch((e: Error) => e.message);
    throw new Error(`${url}: ${bad} failed answers of ${result.requests.total} (one more: ${sample})`);
  }
  if (result.requests.total === 0) throw new Error(`${url}: no answer in ${seconds} s`);
  return result.requests.total / (result.duration || seconds);
}

function ensureBuilt(log: (l: string) => void): void {
  if (existsSync(API_MAIN)) return;
  log('throughput: no build found, running npm run build');
  const r = spawnSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed');
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** One database: record the SQL, load the portal, then the floor on the same data. */
async function measure(
  label: string,
  open: (dataDir: string) => Promise<{
    database: Database;
    env: Record<string, string>;
    floorEnv: Record<string, string>;
    dispose: () => Promise<void>;
  }>,
  seconds: number,
  log: (l: string) => void,
): Promise<{ portal: Record<string, number>; floor: Record<string, number> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lab-tput-'));
  const target = await open(dataDir);
  const portal: Record<string, number> = {};
  const floor: Record<string, number> = {};
  try {
    const sqlFile = path.join(dataDir, 'floor-queries.json');
    writeFileSync(sqlFile, JSON.stringify(await recordListSql(target.database, dataDir)));
    // The embedded database allows one process: the portal and the floor take turns on it.
    if (target.env.DATABASE_URL === undefined) await target.database.close();
    const env = { ...target.env, DATA_DIR: dataDir, JWT_SECRET: SECRET, SEED_DEMO: '1' };
    const server = await startProcess([API_MAIN], env, '/api/health');
    try {
      const res = await fetch(`${server.base}/api/authenticate/login/user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO),
      });
      const token = ((await res.json()) as { accessToken?: string }).accessToken;
      if (!token) throw new Error('cannot sign in to the portal under load');
      for (const [name, url] of endpointsToLoad()) {
        await load(`${server.base}${url}`, { authorization: `Bearer ${token}` }, 1); // warm-up
        portal[name] = await load(`${server.base}${url}`, { authorization: `Bearer ${token}` }, seconds);
        log(`  ${label} portal ${url}: ${fmt(portal[name])} req/s`);
      }
    } finally {
      await server.stop();
    }
    const floorServer = await startProcess(
      [FLOOR],
      { ...target.floorEnv, FLOOR_QUERIES: sqlFile, FLOOR_PGLITE_DIR: path.join(dataDir, 'pglite') },
      '/floor/health',
    );
    try {
      for (const [name] of endpointsToLoad()) {
        await load(`${floorServer.base}/floor/${name}`, {}, 1);
        floor[name] = await load(`${floorServer.base}/floor/${name}`, {}, seconds);
        log(`  ${label} floor  ${name}: ${fmt(floor[name])} req/s`);
      }
    } finally {
      await floorServer.stop();
    }
  } finally {
    await target.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { portal, floor };
}

/**
 * The throughput rows of `npm run bench`: each list endpoint ÷ its floor on the embedded database and, with
 * BENCH_PG_URL, on PostgreSQL, and the case list's requests per second on PostgreSQL. Starts and stops its own
 * servers; BENCH_LOAD_SECONDS sets each load's length (default 5).
 */
export async function throughputBench(
  opts: { pgUrl?: string; seconds?: number; log?: (l: string) => void } = {},
): Promise<GoalRow[]> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const seconds = opts.seconds ?? Number(process.env.BENCH_LOAD_SECONDS ?? 5);
  ensureBuilt(log);
  const rows: GoalRow[] = [];
  const targets: Array<[string, Parameters<typeof measure>[1]]> = [
    [
      'PGlite',
      async (dataDir) => {
        // The portal and the floor open this folder in turn (DATA_DIR/pglite); measure() removes it.
        const database = await openDatabase({ dataDir });
        return { database, env: {}, floorEnv: {}, dispose: () => database.close().catch(() => undefined) };
      },
    ],
  ];
  if (opts.pgUrl) {
    const adminUrl = opts.pgUrl;
    targets.push([
      'PostgreSQL',
      async () => {
        const scratch = await createScratchPostgres(adminUrl, 'lab_tput');
        return {
          database: scratch.database,
          env: { DATABASE_URL: scratch.database.url! },
          floorEnv: { DATABASE_URL: scratch.database.url! },
          dispose: () => scratch.drop(),
        };
      },
    ]);
  }
  for (const [label, open] of targets) {
    log(`throughput on ${label} (${THROUGHPUT_GOALS.connections} connections, ${seconds} s per endpoint)`);
    const { portal, floor } = await measure(label, open, seconds, log);
    for (const [name, url] of endpointsToLoad()) {
      const ratio = portal[name]! / floor[name]!;
      rows.push({
        figure: `${url} ÷ floor, ${label}`,
        value: `${ratio.toFixed(2)} (${fmt(portal[name]!)} ÷ ${fmt(floor[name]!)} req/s)`,
        goal: `≥ ${THROUGHPUT_GOALS.ratio}`,
        ok: ratio >= THROUGHPUT_GOALS.ratio,
      });
    }
    if (label === 'PostgreSQL' && portal.cases !== undefined) {
      rows.push({
        figure: `GET /api/cases first page, PostgreSQL, ${THROUGHPUT_GOALS.connections} connections`,
        value: `${fmt(portal.cases!)} req/s`,
        goal: `≥ ${fmt(THROUGHPUT_GOALS.casesPerSecondPg)} req/s`,
        ok: portal.cases! >= THROUGHPUT_GOALS.casesPerSecondPg,
      });
    }
  }
  return rows;
}
