import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, DOCUMENT_MESSAGES } from '@lab/domain';
import { fileBlobs, patients, throttleState } from '../src/db/schema/index';
import { createTestDatabase } from './helper';
import { signIn, startApi, stopApi, type Api } from './api-process';
import { MULTIPART_HEADERS, multipart } from './multipart';
import { SESSION_CACHE_MS } from '../src/plugins/auth';

/**
 * README "Several processes": two API processes, each with a DATA_DIR of its own, on one PostgreSQL with
 * FILE_STORE=postgres. A file uploaded through one downloads whole through the other (its SHA-256 still checked),
 * a session opened on one is good on the other and ends on both when signed out on one, and failed sign-ins count
 * across both.
 */
const PG = process.env.TEST_PG_URL;
const MAX_FAILURES = 5;

describe.skipIf(!PG)('several API processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let p1: Api | undefined;
  let p2: Api | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('seeded');
    if (!database.url) throw new Error('the scratch database has no address');
    const env = { FILE_STORE: 'postgres', LOGIN_MAX_FAILURES_PER_ADDRESS: String(MAX_FAILURES) };
    [p1, p2] = await Promise.all([startApi(database.url, env), startApi(database.url, env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopApi(p1), stopApi(p2)]);
    await database?.drop();
  }, 60_000);

  it('serves a file uploaded through one process from the other, and refuses it once the stored bytes change', async () => {
    const token = await signIn(p1!, 'editor');
    const [patient] = await database!.db.select({ id: patients.id }).from(patients).limit(1);
    const pdf = Buffer.from(
      `%PDF-1.4\n% shared between processes ${Date.now()}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`,
    );
    const up = await fetch(`${p1!.base}/api/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...MULTIPART_HEADERS },
      body: new Uint8Array(
        multipart(
          { title: 'Requisition (scanned)', category: 'requisition', patientId: patient!.id },
          { field: 'file', name: 'req.pdf', data: pdf, type: 'application/pdf' },
        ),
      ),
    });
    expect(up.status).toBe(201);
    const { id } = (await up.json()) as { id: number };
    // Not on either process's disk: in the database.
    for (const api of [p1!, p2!]) {
      const dir = path.join(api.dataDir, 'files');
      const stored = existsSync(dir) ? readdirSync(dir).filter((d) => d !== 'tmp') : [];
      expect(stored).toEqual([]);
    }
    const down = await fetch(`${p2!.base}/api/documents/${id}/file`, { headers: { authorization: `Bearer ${token}` } });
    expect(down.status).toBe(200);
    expect(Buffer.from(await down.arrayBuffer()).equals(pdf)).toBe(true);

    await database!.db.execute(
      sql`update ${fileBlobs} set data = ${Buffer.from('%PDF-1.4 altered')} where folder = 'files'`,
    );
    const altered = await fetch(`${p2!.base}/api/documents/${id}/file`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(altered.status).toBe(500);
    expect(((await altered.json()) as { error: string }).error).toBe(DOCUMENT_MESSAGES.damaged);
  }, 60_000);

  it('ends a session on every process when it is signed out on one (the session cache hears NOTIFY lab_auth)', async () => {
    const token = await signIn(p1!, 'staff');
    const me = (api: Api) =>
      fetch(`${api.base}/api/authenticate/me`, { headers: { authorization: `Bearer ${token}` } });
    // The second process has checked the session and keeps it for SESSION_CACHE_MS.
    expect((await me(p2!)).status).toBe(200);
    expect((await me(p2!)).status).toBe(200);
    const out = await fetch(`${p1!.base}/api/authenticate/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    // Refused there well before the cache's own expiry: the notification, not the clock, ended it.
    const since = Date.now();
    let status = (await me(p2!)).status;
    while (status === 200 && Date.now() - since < SESSION_CACHE_MS / 2) {
      await new Promise((r) => setTimeout(r, 20));
      status = (await me(p2!)).status;
    }
    expect(status).toBe(401);
  }, 60_000);

  it('counts failed sign-ins from one address on both processes', async () => {
    const attempt = (api: Api, i: number) =>
      fetch(`${api.base}/api/authenticate/login/user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // A different address each time: only the per-address limit adds up.
        body: JSON.stringify({ email: `nobody-${i}@example.org`, password: 'wrong-password' }),
      });
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await attempt(i % 2 === 0 ? p1! : p2!, i);
      // The sign-in call answers 200 with an error for bad credentials (docs/spec.md §7).
      expect(res.status).toBe(200);
      expect(((await res.json()) as { error?: string }).error).toBe(AUTH_MESSAGES.badCredentials);
    }
    const rows = await database!.db.select().from(throttleState).where(eq(throttleState.scope, 'sign-in-address'));
    expect(rows.map((r) => r.count)).toEqual([MAX_FAILURES]);
    for (const api of [p1!, p2!]) {
      const refused = await attempt(api, 99);
      expect(refused.status).toBe(429);
    }
  }, 60_000);
});
