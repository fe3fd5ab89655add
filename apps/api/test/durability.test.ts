import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fillExample, ORM_251_STANDARD } from '@lab/domain';
import { openPglite } from '../src/db/client';
import { verifyAuditChain } from '../src/db/audit-verify';
import { loadConfig } from '../src/config';
import { checkpointsFile, readCheckpoints } from '../src/lib/audit-seal';
import { auditEvents, incomingOrders } from '../src/db/schema/index';
import { parseAck, sendMllp } from '../src/services/mllp';

const apiDir = path.resolve(__dirname, '..');
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const mllpPort = port + 100;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lab-kill9-'));
let child: ChildProcess | null = null;

function startServer(): ChildProcess {
  const p = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    // No demo seed: the test needs only its own writes, and a start stays quick.
    env: {
      ...process.env,
      PORT: String(port),
      MLLP_PORT: String(mllpPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  p.stderr?.on('data', (d) => process.stderr.write(`[server] ${d}`));
  return p;
}

async function waitHealthy(p: ChildProcess, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (p.exitCode !== null || p.signalCode !== null) throw new Error(`server exited (${p.exitCode ?? p.signalCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

// A process killed by a signal keeps exitCode null; signalCode tells it has gone.
const exited = (p: ChildProcess) =>
  new Promise((r) => (p.exitCode !== null || p.signalCode !== null ? r(null) : p.once('exit', r)));

afterAll(() => {
  child?.kill('SIGKILL');
});

// About the embedded database only; the PostgreSQL pass (TEST_PG_URL) relies on the server's own durability.
describe.skipIf(Boolean(process.env.TEST_PG_URL))('durability of the embedded database', () => {
  it('keeps every acknowledged write when the process is killed with SIGKILL mid-writes', async () => {
    child = startServer();
    await waitHealthy(child);
    // Each registration is a committed write: a user row, a session and an audit row in one transaction.
    const acknowledged: string[] = [];
    let stop = false;
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        const email = `kill9-${i}@example.com`;
        try {
          const res = await fetch(`${base}/api/authenticate/register/user`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: 'Durable-kill9-pass', name: `Kill Nine ${i}` }),
          });
          if (res.ok && 'user' in ((await res.json()) as object)) acknowledged.push(email);
        } catch {
          return; // the server died under us
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 2500));
    child.kill('SIGKILL');
    stop = true;
    await writer;
    await exited(child);
    expect(acknowledged.length).toBeGreaterThan(3);

    // Restart on the same folder: every acknowledged account can sign in.
    child = startServer();
    await waitHealthy(child);
    for (const email of acknowledged) {
      const res = await fetch(`${base}/api/authenticate/login/user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Durable-kill9-pass' }),
      });
      expect(((await res.json()) as { user?: { email: string } }).user?.email, email).toBe(email);
    }
    child.kill('SIGTERM');
    await exited(child);

    // The audit trail kept each registration, and its hash chain is intact after the crash.
    const database = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const rows = await database.db
        .select({ username: auditEvents.username })
        .from(auditEvents)
        .where(and(eq(auditEvents.eventtype, 'register'), inArray(auditEvents.username, acknowledged)));
      expect(new Set(rows.map((r) => r.username))).toEqual(new Set(acknowledged));
      const key = loadConfig({ DATA_DIR: dataDir }).auditKey;
      const report = await verifyAuditChain(database.db, {
        key,
        checkpoints: readCheckpoints(checkpointsFile(dataDir)),
      });
      expect(report.problems).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('keeps every order it acknowledged over MLLP when killed with SIGKILL (committed before the ACK)', async () => {
    child = startServer();
    await waitHealthy(child);
    const acknowledged: string[] = [];
    let stop = false;
    const sender = (async () => {
      for (let i = 0; !stop; i++) {
        const id = `KILL9-${i}`;
        try {
          const ack = parseAck(
            await sendMllp('127.0.0.1', mllpPort, fillExample(ORM_251_STANDARD, id, `K9-${i}`), 5000),
          );
          if (ack.code === 'AA' && ack.controlId === id) acknowledged.push(id);
        } catch {
          return; // the server died under us
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 2500));
    child.kill('SIGKILL');
    stop = true;
    await sender;
    await exited(child);
    expect(acknowledged.length).toBeGreaterThan(3);

    // Each acknowledged message is an incoming order after the restart's recovery (opened by the server first).
    child = startServer();
    await waitHealthy(child);
    child.kill('SIGTERM');
    await exited(child);
    const database = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const rows = await database.db
        .select({ controlId: incomingOrders.controlId })
        .from(incomingOrders)
        .where(inArray(incomingOrders.controlId, acknowledged));
      expect(new Set(rows.map((r) => r.controlId))).toEqual(new Set(acknowledged));
    } finally {
      await database.close();
    }
  }, 240_000);
});
