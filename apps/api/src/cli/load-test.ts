import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { randomBytes } from 'node:crypto';

/**
 * `npm run load-test`: starts the server (src/main.ts, demo data) on a free port in a process of its own, signs in
 * LOAD_SESSIONS (200) sessions and has each send a mix of GETs back to back for LOAD_SECONDS (60), then prints
 * req/s, p50/p95/max, timeouts (no answer within 30 s) and errors (anything but 2xx; a 503 with Retry-After is
 * retried after the pause it asks for, as the web client does, and counted apart). On the embedded database, and
 * on PostgreSQL when BENCH_PG_URL is set (in a database of its own, dropped afterwards). Not part of `npm test`.
 */
const SESSIONS = Number(process.env.LOAD_SESSIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CLIENT_TIMEOUT_MS = 30_000;
const here = path.dirname(fileURLToPath(import.meta.url));
const mainTs = path.resolve(here, '../main.ts');

/** What a signed-in user's screens ask for: lists, a record, counts, the top-bar search, lookups. */
const MIX = [
  '/api/cases?page=1&pageSize=25',
  '/api/cases/summary',
  '/api/patients?page=1&pageSize=25',
  '/api/patients?q=smi&page=1&pageSize=25',
  '/api/notifications/unread-count',
  '/api/authenticate/me',
  '/api/main-search/data?q=jo',
  '/api/lookups',
  '/api/settings/portal',
  '/api/search/bookmarks/data',
];

interface Tally {
  label: string;
  ok: number;
  timeouts: number;
  errors: Map<string, number>;
  shed: number;
  latencies: number[];
  seconds: number;
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

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer /api/health within 2 minutes');
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** One request, retried after Retry-After while the server says it is busy (503), within the 30 s budget. */
async function call(url: string, init: RequestInit, tally: Tally): Promise<'ok' | 'timeout' | string> {
  const deadline = Date.now() + CLIENT_TIMEOUT_MS;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return 'timeout';
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(left) });
      await res.arrayBuffer();
      if (res.status === 503 && res.headers.has('retry-after')) {
        tally.shed++;
        const wait = Number(res.headers.get('retry-after')) * 1000 * (0.5 + Math.random());
        await new Promise((r) => setTimeout(r, Math.min(wait, Math.max(0, deadline - Date.now()))));
        continue;
      }
      return res.ok ? 'ok' : `HTTP ${res.status}`;
    } catch (err) {
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
      return `${name}: ${(err as Error).message}`;
    }
  }
}

async function signIn(base: string, tally: Tally): Promise<string> {
  for (;;) {
    const start = performance.now();
    let res: Response;
    let body: { accessToken?: string; error?: string };
    try {
      res = await fetch(`${base}/api/authenticate/login/user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@demo.com', password: 'demodemo' }),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      body = (await res.json()) as typeof body;
    } catch (err) {
      // A sign-in left without an answer for 30 s is a timeout like any other; the session tries again.
      if ((err as Error).name !== 'TimeoutError') throw err;
      tally.timeouts++;
      continue;
    }
    if (res.status === 503) {
      tally.shed++;
      await new Promise((r) => setTimeout(r, 1000 * (0.5 + Math.random())));
      continue;
    }
    if (!body.accessToken) throw new Error(`cannot sign in: ${res.status} ${JSON.stringify(body)}`);
    tally.latencies.push(performance.now() - start);
    return body.accessToken;
  }
}

async function hammer(label: string, base: string): Promise<Tally> {
  const tally: Tally = { label, ok: 0, timeouts: 0, errors: new Map(), shed: 0, latencies: [], seconds: SECONDS };
  const signInStart = performance.now();
  const tokens = await Promise.all(Array.from({ length: SESSIONS }, () => signIn(base, tally)));
  console.log(`  ${SESSIONS} sessions signed in in ${((performance.now() - signInStart) / 1000).toFixed(1)} s`);
  // Sign-in timeouts count; their latencies do not mix with the GETs'.
  tally.latencies = [];
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    tokens.map(async (token, i) => {
      let n = i;
      while (Date.now() < end) {
        const url = `${base}${MIX[n++ % MIX.length]}`;
        const start = performance.now();
        const outcome = await call(url, { headers: { authorization: `Bearer ${token}` } }, tally);
        tally.latencies.push(performance.now() - start);
        if (outcome === 'ok') tally.ok++;
        else if (outcome === 'timeout') tally.timeouts++;
        else tally.errors.set(outcome, (tally.errors.get(outcome) ?? 0) + 1);
      }
    }),
  );
  return tally;
}

function report(t: Tally) {
  const sorted = [...t.latencies].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0);
  const errors = [...t.errors.values()].reduce((a, b) => a + b, 0);
  console.log(
    `  ${t.label}: ${(t.ok / t.seconds).toFixed(0)} req/s, ${t.ok} ok, p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, ` +
      `max ${(sorted.at(-1) ?? 0).toFixed(0)} ms, ${t.timeouts} timeouts, ${errors} errors, ${t.shed} busy answers (503, retried)`,
  );
  for (const [what, n] of t.errors) console.log(`    ${n} × ${what}`);
  return t.timeouts === 0 && errors === 0;
}

async function runPglite(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lab-load-'));
  console.log(`\n== embedded (PGlite), ${SESSIONS} sessions for ${SECONDS} s`);
  const { child, base } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    return report(await hammer('pglite', base));
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runPostgres(adminUrl: string): Promise<boolean> {
  const name = `lab_load_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lab-load-pg-'));
  console.log(`\n== PostgreSQL (${name}), ${SESSIONS} sessions for ${SECONDS} s`);
  try {
    const { child, base } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    try {
      return report(await hammer('postgres', base));
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    // The server's pool may still be closing its sockets: drop politely until they are gone.
    for (let attempt = 0; attempt <= 20; attempt++) {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        break;
      } catch (err) {
        if (attempt === 20) console.error(`could not drop ${name}: ${(err as Error).message}`);
        else await new Promise((r) => setTimeout(r, 250));
      }
    }
    await admin.end();
  }
}

let ok = await runPglite();
if (process.env.BENCH_PG_URL) ok = (await runPostgres(process.env.BENCH_PG_URL)) && ok;
else
  console.log(
    '\nBENCH_PG_URL is not set: PostgreSQL is skipped (e.g. BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres).',
  );
process.exit(ok ? 0 : 1);
