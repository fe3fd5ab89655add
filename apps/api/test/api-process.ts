import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoCredentials, type DemoWho } from './helper';
import { TEST_SECRETS } from './templates';

/**
 * Real API processes for the tests of several processes on one PostgreSQL (README "Several processes"): each is
 * `src/main.ts` (what `npm run serve` runs, built) under node with tsx's loader (not through npx: one process less
 * to start) on a free port with a DATA_DIR of its own.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Api {
  base: string;
  child: ChildProcess;
  dataDir: string;
  log: string[];
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

export async function startApi(databaseUrl: string, env: Record<string, string> = {}): Promise<Api> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lab-api-process-'));
  const log: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    // Its own process group, ended together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...TEST_SECRETS,
      ...env,
    },
  });
  child.stdout!.on('data', (b: Buffer) => log.push(b.toString()));
  child.stderr!.on('data', (b: Buffer) => log.push(b.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited (${child.exitCode}):\n${log.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`API on ${port} did not start:\n${log.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, child, dataDir, log };
}

/** Whether any process of the group `pid` leads is still running. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function stopApi(api: Api | undefined): Promise<void> {
  if (!api) return;
  if (api.child.exitCode === null && api.child.pid) {
    const exited = new Promise<void>((resolve) => api.child.once('exit', () => resolve()));
    try {
      process.kill(-api.child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-api.child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    // A process of the group (a worker) may outlive the leader, still writing its shutdown checkpoint to DATA_DIR.
    // (Bounded: an orphan nobody reaps stays in the group as a zombie.)
    for (const until = Date.now() + 10_000; groupAlive(api.child.pid) && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 50));
    clearTimeout(timer);
  }
  rmSync(api.dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}

export async function signIn(api: Api, who: DemoWho): Promise<string> {
  const res = await fetch(`${api.base}/api/authenticate/login/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoCredentials(who)),
  });
  const body = (await res.json()) as { accessToken?: string };
  if (!body.accessToken) throw new Error(`cannot sign in as ${who} (${res.status})`);
  return body.accessToken;
}

export async function call<T>(
  api: Api,
  token: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${api.base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}
