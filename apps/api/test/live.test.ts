import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index';
import { createSession } from '../src/plugins/auth';
import { LIVE_MAX_STREAMS_PER_SESSION, LIVE_MAX_STREAMS_PER_USER } from '../src/routes/live/index';
import { createTestApp, type DemoWho, type TestContext } from './helper';
import { openSse, type SseStream } from './sse';

let t: TestContext;
let base: string;
const streams: SseStream[] = [];
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  // Streams still open when the server closes are ended by it (t.close() would hang otherwise): leave two open.
  streams.slice(2).forEach((s) => s.close());
  await t.close();
});

const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
/** The live channel opened as an EventSource opens it: by a signed link (no header, no token in the address). */
async function signedLive(token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/downloads/sign',
    headers: { authorization: `Bearer ${token}` },
    payload: { path: '/api/live' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return `${base}${(res.json() as { url: string }).url}`;
}
async function stream(who: DemoWho) {
  const s = await openSse(await signedLive(await t.tokenFor(who)));
  streams.push(s);
  return s;
}
/** A new session of `userId` (another sign-in of the same account), as a token. */
async function sessionOf(userId: number) {
  const sid = await createSession(t.database.db, userId, { ip: '127.0.0.1', headers: {} } as never);
  return t.app.tokens.sign(userId, sid);
}
const myStatus = async (who: DemoWho) =>
  (await t.as(who, { url: '/api/apps/chat/my-status' })).json() as { status: string; chosen: string };

describe('the live channel', () => {
  it('refuses a stream without a valid token', async () => {
    expect((await openSse(`${base}/api/live`)).status).toBe(401);
    expect((await openSse(`${base}/api/live?access_token=nonsense`)).status).toBe(401);
    // The session token itself is not taken from the address any more: only a signed link or the header.
    const inAddress = await openSse(`${base}/api/live?access_token=${await t.tokenFor('staff')}`);
    expect(inAddress.status).toBe(401);
    expect(JSON.parse(inAddress.body)).toMatchObject({ code: 'token_in_address' });
  });

  it('is for staff and physicians only: a patient and an account without a role are refused', async () => {
    const [none] = await t.database.db
      .insert(users)
      .values({ email: 'live-none@example.com', username: 'live-none', name: 'No Role', role: null })
      .returning({ id: users.id });
    for (const token of [await t.tokenFor('patient'), await sessionOf(none!.id)]) {
      const refused = await openSse(`${base}/api/live`, { authorization: `Bearer ${token}` });
      expect(refused.status).toBe(403);
      const sign = await t.app.inject({
        method: 'POST',
        url: '/api/downloads/sign',
        headers: { authorization: `Bearer ${token}` },
        payload: { path: '/api/live' },
      });
      expect(sign.statusCode).toBe(403);
      // A link minted for them all the same (as if signed before a role was taken away) is refused by the route.
      const claims = (await t.app.tokens.verify(token))!;
      const link = t.app.downloads.sign('/api/live', claims);
      expect((await openSse(`${base}/api/live?sig=${link.sig}&exp=${link.exp}`)).status).toBe(403);
    }
  });

  it(`holds at most ${LIVE_MAX_STREAMS_PER_SESSION} streams per session (the oldest is closed) and ${LIVE_MAX_STREAMS_PER_USER} per account (429)`, async () => {
    const [u] = await t.database.db
      .insert(users)
      .values({ email: 'live-tabs@example.com', username: 'live-tabs', name: 'Many Tabs', role: 'editor' })
      .returning({ id: users.id });
    const url = await signedLive(await sessionOf(u!.id));
    const tabs: SseStream[] = [];
    for (let i = 0; i < LIVE_MAX_STREAMS_PER_SESSION; i++) {
      const s = await openSse(url);
      expect(s.status).toBe(200);
      await s.next('ready');
      tabs.push(s);
    }
    const newest = await openSse(url);
    expect(newest.status).toBe(200);
    await newest.next('ready');
    // The oldest tab hears why and is closed; the others stay.
    expect((await tabs[0]!.next('end')).data).toEqual({ reason: 'replaced' });
    tabs.push(newest);
    await t.app.live.publish([u!.id], { type: 'task', data: { id: 1 } });
    for (const s of tabs.slice(1)) await s.next('task');
    expect(tabs[0]!.log).not.toContain('task');

    // Other sessions of the same account fill the account's cap; one more stream is refused.
    const more: SseStream[] = [];
    for (let n = LIVE_MAX_STREAMS_PER_SESSION; n < LIVE_MAX_STREAMS_PER_USER; n += LIVE_MAX_STREAMS_PER_SESSION) {
      const other = await signedLive(await sessionOf(u!.id));
      for (let i = 0; i < LIVE_MAX_STREAMS_PER_SESSION; i++) {
        const s = await openSse(other);
        expect(s.status).toBe(200);
        await s.next('ready');
        more.push(s);
      }
    }
    const over = await openSse(await signedLive(await sessionOf(u!.id)));
    expect(over.status).toBe(429);
    [...tabs, ...more].forEach((s) => s.close());
  });

  it("delivers a user's events to that user's streams only", async () => {
    const staff = await stream('staff');
    const admin = await stream('admin');
    await staff.next('ready');
    await admin.next('ready');
    const staffId = await idOf('staff@staff.com');
    await t.app.live.publish([staffId], { type: 'mail', data: { folder: 'inbox' } });
    const adminId = await idOf('admin@admin.com');
    await t.app.live.publish([adminId], { type: 'task', data: { id: 7 } });
    expect((await staff.next('mail')).data).toEqual({ type: 'mail', data: { folder: 'inbox' } });
    expect((await admin.next('task')).data).toEqual({ type: 'task', data: { id: 7 } });
    expect(admin.log).not.toContain('mail');
    expect(staff.log).not.toContain('task');
  });

  it('shows presence from the open stream and the chosen status, and tells everyone when it changes', async () => {
    const watcher = await stream('editor');
    await watcher.next('ready');
    expect(await myStatus('physician')).toEqual({ status: 'offline', chosen: 'online' });
    const physician = await stream('physician');
    await physician.next('ready');
    const physicianId = await idOf('physician@demo.com');
    const aboutPhysician = (d: Record<string, unknown>) => (d.data as { userId?: number }).userId === physicianId;
    expect((await watcher.next('presence', aboutPhysician)).data).toEqual({
      type: 'presence',
      data: { userId: physicianId },
    });
    expect(await myStatus('physician')).toEqual({ status: 'online', chosen: 'online' });

    const set = await t.as('physician', {
      method: 'POST',
      url: '/api/apps/chat/my-status',
      payload: { status: 'do not disturb' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ status: 'do not disturb', chosen: 'do not disturb' });
    await watcher.next('presence', aboutPhysician);

    physician.close();
    await watcher.next('presence', aboutPhysician);
    expect(await myStatus('physician')).toEqual({ status: 'offline', chosen: 'do not disturb' });
  });

  it('names the field of a status it does not know, and keeps patients out of presence', async () => {
    const bad = await t.as('staff', { method: 'POST', url: '/api/apps/chat/my-status', payload: { status: 'busy' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('status');
    expect((await t.as('patient', { url: '/api/apps/chat/my-status' })).statusCode).toBe(403);
    expect(
      (await t.as('patient', { method: 'POST', url: '/api/apps/chat/my-status', payload: { status: 'away' } }))
        .statusCode,
    ).toBe(403);
  });
});
