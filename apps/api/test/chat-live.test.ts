import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TChatsAndContacts } from '@lab/domain';
import { users } from '../src/db/schema/index';
import { openSse } from './sse';
import { createTestDatabase } from './helper';
import { call, signIn, startApi, stopApi, type Api } from './api-process';

/**
 * docs/workspace.md#chat: a message sent through one API process reaches a user whose live channel is open on
 * another, both on one PostgreSQL (LISTEN/NOTIFY). Two real processes (`node --import tsx src/main.ts`), a seeded scratch database.
 */
const PG = process.env.TEST_PG_URL;

/** The live channel of one process, read with fetch streaming. */
async function openLive(api: Api, token: string) {
  // An EventSource cannot send the header: the stream is opened by a signed link (docs/api.md#signed-download-links).
  const signed = await fetch(`${api.base}/api/downloads/sign`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/api/live' }),
  });
  expect(signed.status).toBe(200);
  const stream = await openSse(`${api.base}${((await signed.json()) as { url: string }).url}`);
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
    const idOf = async (email: string) =>
      (await database!.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
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
    const sent = await call<{ ok: boolean }>(p1!, tokenA, '/api/app/chat/send-message', {
      contactId: b,
      message: { textContent: text },
    });
    expect(sent.status).toBe(200);

    const got = await liveB.next('chat.message', (e) => (e.data as { contactId?: number }).contactId === a);
    expect(got.data).toEqual({ type: 'chat.message', data: { contactId: a } });
    // The sender's own stream (on the other process) hears of it too.
    expect((await liveA.next('chat.message')).data.data).toEqual({ contactId: b });

    const chats = await call<TChatsAndContacts>(p2!, tokenB, '/api/app/chat/chats');
    expect(chats.status).toBe(200);
    const last = chats.json.chats[String(a)]!.msg.at(-1)!;
    expect(last).toMatchObject({ textContent: text, isSent: false, isSeen: false });

    const seen = await call<{ ok: boolean; marked: number }>(p2!, tokenB, '/api/apps/chat/mark-all-seen/', {
      contactId: a,
    });
    expect(seen.status).toBe(200);
    expect(seen.json.marked).toBeGreaterThanOrEqual(1);
    const seenEvent = await liveA.next('chat.seen');
    expect(seenEvent.data).toEqual({ type: 'chat.seen', data: { contactId: b } });

    const mine = await call<TChatsAndContacts>(p1!, tokenA, '/api/app/chat/chats');
    expect(mine.json.chats[String(b)]!.msg.at(-1)).toMatchObject({ textContent: text, isSent: true, isSeen: true });
  }, 60_000);
});
