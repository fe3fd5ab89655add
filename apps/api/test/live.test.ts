import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index';
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
async function stream(who: DemoWho) {
  const s = await openSse(`${base}/api/live?access_token=${await t.tokenFor(who)}`);
  streams.push(s);
  return s;
}
const myStatus = async (who: DemoWho) =>
  (await t.as(who, { url: '/api/apps/chat/my-status' })).json() as { status: string; chosen: string };

describe('the live channel', () => {
  it('refuses a stream without a valid token', async () => {
    expect((await openSse(`${base}/api/live`)).status).toBe(401);
    expect((await openSse(`${base}/api/live?access_token=nonsense`)).status).toBe(401);
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
