import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TChatsAndContacts } from '@lab/domain';
import { users } from '../src/db/schema/index';
import { openSse } from './sse';
import { createTestDatabase, demoCredentials, type DemoWho } from './helper';
import { TEST_SECRETS } from './templates';

/**
 * docs/workspace.md#chat: a message sent through one API process reaches a user whose live channel is open on
 * another, both on one PostgreSQL (LISTEN/NOTIFY). Two real processes (`tsx src/main.ts`), a seeded scratch database.
 */
const PG = process.env.TEST_PG_URL;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Api {
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

async function startApi(databaseUrl: string): Promise<Api> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lab-chat-live-'));
  const log: string[] = [];
  const child = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    // Its own process group: npx, tsx and node end together.
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

async function stopApi(api: Api | undefined): Promise<void> {
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
    clearTimeout(timer);
  }
  rmSync(api.dataDir, { recursive: true, force: true });
}

async function signIn(api: Api, who: DemoWho): Promise<string> {
  const res = await fetch(`${api.base}/api/authenticate/login/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoCredentials(who)),
  });
  const body = (await res.json()) as { accessToken?: string };
  if (!body.accessToken) throw new Error(`cannot sign in as ${who} (${res.status})`);
  return body.accessToken;
}

async function call<T>(api: Api, token: string, url: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await fetch(`${api.base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

/** The live channel of one process, read with fetch streaming. */
async function openLive(api: Api, token: string) {
  const stream = await openSse(`${api.base}/api/live?access_token=${encodeURIComponent(token)}`);
  expect(stream.status).toBe(200);
  return stream;
}

describe.skipIf(!PG)('chat across two API processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let p1: Api | undefined;
  let p2: Api | undefined;
  const streams: Array<{ close(): void }> = [];

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    if (!database.url) throw new Error('the scratch database has no address');
    [p1, p2] = await Promise.all([startApi(database.url), startApi(database.url)]);
  }, 120_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    await Promise.all([stopApi(p1), stopApi(p2)]);
    await database?.drop();
  }, 60_000);

  it('delivers the message and the seen mark live, each through the other process', async () => {
    const idOf = async (email: string) => (await database!.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const a = await idOf('staff@staff.com');
    const b = await idOf('pathologist@demo.com');
    const tokenA = await signIn(p1!, 'staff');
    const tokenB = await signIn(p2!, 'pathologist');

    const liveA = await openLive(p1!, tokenA);
    const liveB = await openLive(p2!, tokenB);
    streams.push(liveA, liveB);
    await liveA.next('ready');
    await liveB.next('ready');

    const text = `Recut of block A3 is on your tray (${Date.now()})`;
    const sent = await call<{ ok: boolean }>(p1!, tokenA, '/api/app/chat/send-message', { contactId: b, message: { textContent: text } });
    expect(sent.status).toBe(200);

    const got = await liveB.next('chat.message', (e) => (e.data as { contactId?: number }).contactId === a);
    expect(got.data).toEqual({ type: 'chat.message', data: { contactId: a } });
    // The sender's own stream (on the other process) hears of it too.
    expect((await liveA.next('chat.message')).data.data).toEqual({ contactId: b });

    const chats = await call<TChatsAndContacts>(p2!, tokenB, '/api/app/chat/chats');
    expect(chats.status).toBe(200);
    const last = chats.json.chats[String(a)]!.msg.at(-1)!;
    expect(last).toMatchObject({ textContent: text, isSent: false, isSeen: false });

    const seen = await call<{ ok: boolean; marked: number }>(p2!, tokenB, '/api/apps/chat/mark-all-seen/', { contactId: a });
    expect(seen.status).toBe(200);
    expect(seen.json.marked).toBeGreaterThanOrEqual(1);
    const seenEvent = await liveA.next('chat.seen');
    expect(seenEvent.data).toEqual({ type: 'chat.seen', data: { contactId: b } });

    const mine = await call<TChatsAndContacts>(p1!, tokenA, '/api/app/chat/chats');
    expect(mine.json.chats[String(b)]!.msg.at(-1)).toMatchObject({ textContent: text, isSent: true, isSeen: true });
  }, 60_000);
});
