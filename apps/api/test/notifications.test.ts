import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index';
import { notify } from '../src/services/notify';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mine = async (who: 'admin' | 'editor' | 'staff' | 'physician' | 'patient') =>
  (await t.as(who, { method: 'GET', url: '/api/notifications' })).json() as {
    data: Array<{ id: number; title: string; body: string; link: string; read: boolean }>;
    unread: number;
  };

describe('notifications', () => {
  it('has seeded notices that point at real open STAT cases for the staff, and at signed reports', async () => {
    type Notice = { type: string; title: string; link: string };
    const admin = (await t.as('admin', { url: '/api/notifications' })).json() as { data: Notice[]; unread: number };
    expect(admin.unread).toBeGreaterThanOrEqual(1);
    // Besides the STAT alerts, the demo's signed reports raised their own notices (a critical result for the admin,
    // the corrections of the reports it subscribes to), each pointing at the case's results.
    const reportNotices = admin.data.filter((n) => n.type !== 'stat-case');
    expect(reportNotices.some((n) => n.type === 'critical-result')).toBe(true);
    for (const n of reportNotices) {
      expect(['critical-result', 'report-corrected', 'report-addended', 'report-signed'], n.title).toContain(n.type);
      expect(n.link, n.title).toMatch(/^\/(results|reportresult)\//);
    }
    const stat = admin.data.filter((n) => n.type === 'stat-case');
    expect(stat.length).toBeGreaterThanOrEqual(1);
    for (const n of stat) {
      const id = /^\/specimen\/(\d+)$/.exec(n.link)?.[1];
      expect(id, n.link).toBeDefined();
      const c = (await t.as('admin', { url: `/api/cases/${id}` })).json();
      expect(n.title).toBe(`New STAT case ${c.caseNumber}`);
      expect(c.priority).toBe('stat');
      expect(['signed-out', 'amended', 'addended', 'cancelled']).not.toContain(c.status);
    }
    // The patient is told of each version of a report released to them (the demo releases some), nothing else.
    const patient = (await mine('patient')).data as unknown as Notice[];
    expect(
      patient.every((n) => /^\/myreports\/\d+\/\d+$/.test(n.link)),
      JSON.stringify(patient),
    ).toBe(true);
    const physician = (await mine('physician')).data as unknown as Notice[];
    expect(physician.length).toBeGreaterThan(0);
    expect(physician.every((n) => /^\/reportresult\/\d+\/\d+$/.test(n.link))).toBe(true);
  });

  it('tells the administrators when someone registers and waits for a role', async () => {
    const before = (await mine('admin')).unread;
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/register/user',
      payload: { email: 'waiting.room@lab.test', password: 'longenough1', name: 'Wanda Waiting' },
    });
    const id = reg.json().user.id;
    const admin = await mine('admin');
    expect(admin.unread).toBe(before + 1);
    expect(admin.data[0]).toMatchObject({
      title: 'New account awaits a role',
      body: 'Wanda Waiting (waiting.room@lab.test) registered and waits for access.',
      link: `/app/user/edit/${id}`,
    });
    expect((await mine('editor')).data.some((n) => n.title === 'New account awaits a role')).toBe(false);
  });

  it('notify() reaches users by role and by id', async () => {
    const [staff] = await t.database.db.select().from(users).where(eq(users.email, 'staff@staff.com'));
    const staffBefore = (await mine('staff')).unread;
    const n = await notify(t.database.db, {
      roles: ['physician'],
      userIds: [staff!.id],
      type: 'stat-case',
      title: 'New STAT case S26-00099',
      link: '/specimen',
    });
    // Every active physician (the demo one and the sample users) plus the one staff member named.
    const physicians = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'physician'), eq(users.status, 'active')));
    expect(n).toBe(physicians.length + 1);
    expect((await mine('physician')).data[0]!.title).toBe('New STAT case S26-00099');
    expect((await mine('staff')).unread).toBe(staffBefore + 1);
  });

  it('marks one read, only my own, then all', async () => {
    const before = await mine('editor');
    const id = before.data[0]!.id;
    const res = await t.as('editor', { method: 'POST', url: `/api/notifications/${id}/read` });
    expect(res.statusCode).toBe(200);
    expect(res.json().unread).toBe(before.unread - 1);
    expect(res.json().data.find((n: { id: number }) => n.id === id).read).toBe(true);
    expect((await t.as('admin', { method: 'POST', url: `/api/notifications/${id}/read` })).statusCode).toBe(404);
    const all = await t.as('editor', { method: 'POST', url: '/api/notifications/read-all' });
    expect(all.json().unread).toBe(0);
    expect((await t.as('editor', { method: 'GET', url: '/api/notifications/unread-count' })).json()).toEqual({
      unread: 0,
    });
  });
});
