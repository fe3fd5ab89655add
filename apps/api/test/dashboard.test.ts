import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  STAT_AGE_BUCKETS,
  workingDaysBetween,
  type TPatientDashboard,
  type TPhysicianDashboard,
  type TStaffDashboard,
} from '@lab/domain';
import { queryRows } from '../src/db/client';
import { auditEvents, patients, providers, users } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/passwords';
import { createTestApp, type DemoWho, type TestContext } from './helper';

/**
 * GET /api/dashboard against the database: every figure is checked against a direct SQL count over the same
 * tables (docs/dashboard.md#figures), per role, after creating cases through the API.
 */
let t: TestContext;
let ownProvider: number;
let patientId: number;
const OPEN = `('accessioned', 'grossed', 'in-histology', 'pending-diagnosis')`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [physician] = await db.select().from(users).where(eq(users.email, 'physician@demo.com'));
  const [own] = await db.select().from(providers).where(eq(providers.userId, physician!.id)).limit(1);
  ownProvider = own!.id;
  const [p] = await db
    .insert(patients)
    .values({ mrn: 'TDASH-0001', firstName: 'Dee', lastName: 'Ashboard', dob: '1970-01-01', sex: 'female' })
    .returning();
  patientId = p!.id;
});
afterAll(() => t.close());

const get = (who: DemoWho | null, url = '/api/dashboard') => t.as(who, { method: 'GET', url });
const staffDashboard = async (who: DemoWho = 'editor') => {
  const res = await get(who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TStaffDashboard;
};
const one = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  (await queryRows<T>(t.database.db, q))[0]!;
const n = async (q: ReturnType<typeof sql>) => Number((await one<{ n: number | string }>(q)).n);

async function accession(over: Record<string, unknown> = {}) {
  const res = await t.as('editor', {
    method: 'POST',
    url: '/api/cases',
    payload: {
      caseType: 'S',
      priority: 'routine',
      patientId,
      providerId: ownProvider,
      icdCodeIds: [],
      testIds: [],
      flagIds: [],
      parts: [{ description: 'Biopsy' }],
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; caseNumber: string };
}

describe('staff dashboard: the numbers are the database’s', () => {
  it('counters, received per day and open by status equal direct SQL counts, and move when a case arrives', async () => {
    const before = await staffDashboard();
    await accession({ priority: 'stat' });
    await accession({ caseType: 'C' });
    const d = await staffDashboard();
    expect(d.role).toBe('staff');
    expect(d.today).toBe((await one<{ d: string }>(sql`select to_char(current_date, 'YYYY-MM-DD') d`)).d);
    expect(d.counters).toEqual({
      receivedToday: await n(sql`select count(*) n from cases where received_at >= current_date`),
      open: await n(sql.raw(`select count(*) n from cases where status in ${OPEN}`)),
      statOpen: await n(sql.raw(`select count(*) n from cases where status in ${OPEN} and priority = 'stat'`)),
      signedOutThisWeek: await n(
        sql`select count(distinct case_id) n from case_reports where kind = 'final' and signed_at >= now() - interval '7 days'`,
      ),
    });
    expect(d.counters.receivedToday).toBe(before.counters.receivedToday + 2);
    expect(d.counters.statOpen).toBe(before.counters.statOpen + 1);
    // The seed's sign-outs are 2 to 28 days old: only those of the last week count (not every signed-out case).
    expect(d.counters.signedOutThisWeek).toBeGreaterThan(0);
    expect(d.counters.signedOutThisWeek).toBeLessThan(
      await n(sql`select count(distinct case_id) n from case_reports where kind = 'final'`),
    );

    // 30 days, oldest first, ending today; each day's count is the database's.
    expect(d.receivedPerDay).toHaveLength(30);
    expect(d.receivedPerDay.at(-1)!.date).toBe(d.today);
    const perDay = await queryRows<{ day: string; n: number }>(
      t.database.db,
      sql`select to_char(received_at::date, 'YYYY-MM-DD') as day, count(*)::int n from cases
          where received_at >= current_date - 29 and received_at < current_date + 1 group by 1`,
    );
    const byDay = new Map(perDay.map((r) => [r.day, Number(r.n)]));
    for (const day of d.receivedPerDay) expect(day.count, day.date).toBe(byDay.get(day.date) ?? 0);
    expect(d.receivedPerDay.reduce((s, x) => s + x.count, 0)).toBeGreaterThan(30); // the demo's ~60 cases

    const byStatus = await queryRows<{ status: string; n: number }>(
      t.database.db,
      sql.raw(`select status, count(*)::int n from cases where status in ${OPEN} group by 1`),
    );
    const statusMap = new Map(byStatus.map((r) => [r.status, Number(r.n)]));
    expect(d.openByStatus.map((s) => s.status)).toEqual([
      'accessioned',
      'grossed',
      'in-histology',
      'pending-diagnosis',
    ]);
    for (const s of d.openByStatus) expect(s.count, s.status).toBe(statusMap.get(s.status) ?? 0);
    expect(d.openByStatus.reduce((s, x) => s + x.count, 0)).toBe(d.counters.open);
  });

  it('turnaround: count, median and 90th percentile in hours are PostgreSQL’s percentile_cont over the same cases', async () => {
    const d = await staffDashboard();
    const rows = await queryRows<{ case_type: string; n: number; med: number | null; p90: number | null }>(
      t.database.db,
      sql`select c.case_type, count(*)::int n,
            percentile_cont(0.5) within group (order by extract(epoch from f.signed - c.received_at) / 3600) med,
            percentile_cont(0.9) within group (order by extract(epoch from f.signed - c.received_at) / 3600) p90
          from (select case_id, min(signed_at) signed from case_reports where kind = 'final' and signed_at >= now() - interval '30 days' group by case_id) f
          join cases c on c.id = f.case_id group by c.case_type`,
    );
    const sqlBy = new Map(rows.map((r) => [r.case_type, r]));
    expect(d.turnaround.map((r) => r.caseType)).toEqual(['S', 'C', 'F']);
    expect(d.turnaround.reduce((s, r) => s + r.count, 0)).toBeGreaterThan(0);
    for (const r of d.turnaround) {
      const want = sqlBy.get(r.caseType);
      expect(r.count, r.caseType).toBe(Number(want?.n ?? 0));
      if (!want) {
        expect(r.medianHours).toBeNull();
        continue;
      }
      expect(r.medianHours).toBeCloseTo(Number(want.med), 1);
      expect(r.p90Hours).toBeCloseTo(Number(want.p90), 1);
      expect(r.withinTarget).toBeLessThanOrEqual(r.count);
    }
  });

  it('turnaround is measured against the lab’s own targets (portal setting)', async () => {
    const set = await t.as('admin', {
      method: 'PUT',
      url: '/api/settings/turnaround',
      payload: { S: 0.5, C: 5, F: 4 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const d = await staffDashboard();
    expect(d.turnaround.map((r) => r.targetWorkingDays)).toEqual([0.5, 5, 4]);
    const s = d.turnaround.find((r) => r.caseType === 'S')!;
    // The demo's surgical cases took two calendar days: within half a working day only where a weekend fell
    // between receipt and sign-out, so the count depends on today's weekday. Count it from the rows themselves.
    const rows = await queryRows<{ received: string; signed: string }>(
      t.database.db,
      sql`select c.received_at received, f.signed from (select case_id, min(signed_at) signed from case_reports
          where kind = 'final' and signed_at >= now() - interval '30 days' group by case_id) f
          join cases c on c.id = f.case_id where c.case_type = 'S'`,
    );
    const within = rows.filter((r) => workingDaysBetween(new Date(r.received), new Date(r.signed)) <= 0.5).length;
    expect(rows.length).toBeGreaterThan(within);
    expect(s.withinTarget).toBe(within);
    expect(s.withinTargetPct).toBe(Math.round((within / rows.length) * 100));
    await t.as('admin', { method: 'PUT', url: '/api/settings/turnaround', payload: { S: 2, C: 2, F: 3 } });
  });

  it('cases per pathologist and STAT by age equal the database', async () => {
    const d = await staffDashboard();
    const open = await queryRows<{ id: number | null; n: number }>(
      t.database.db,
      sql.raw(`select pathologist_id id, count(*)::int n from cases where status in ${OPEN} group by 1`),
    );
    const signed = await queryRows<{ id: number | null; n: number }>(
      t.database.db,
      sql`select pathologist_id id, count(distinct case_id)::int n from case_reports where kind = 'final' and signed_at >= now() - interval '30 days' group by 1`,
    );
    for (const r of open)
      expect(d.perPathologist.find((p) => p.pathologistId === r.id)?.open, String(r.id)).toBe(Number(r.n));
    for (const r of signed)
      expect(d.perPathologist.find((p) => p.pathologistId === r.id)?.signedOut, String(r.id)).toBe(Number(r.n));
    expect(d.perPathologist.reduce((s, p) => s + p.open, 0)).toBe(d.counters.open);
    expect(d.perPathologist.find((p) => p.pathologistId === null)?.name).toBe('Unassigned');
    const rosa = d.perPathologist.find((p) => p.name === 'Rosa Lind, MD');
    expect(rosa?.signedOut).toBeGreaterThan(0);

    expect(d.statByAge.map((b) => b.bucket)).toEqual(STAT_AGE_BUCKETS.map((b) => b.key));
    expect(d.statByAge.reduce((s, b) => s + b.count, 0)).toBe(d.counters.statOpen);
    const fresh = await n(
      sql.raw(
        `select count(*) n from cases where status in ${OPEN} and priority = 'stat' and received_at > now() - interval '4 hours'`,
      ),
    );
    expect(d.statByAge[0]).toEqual({ bucket: 'under-4h', count: fresh });
    expect(fresh).toBeGreaterThan(0); // the STAT case accessioned above
  });

  it('each work queue counts exactly the rows of the list it opens', async () => {
    const d = await staffDashboard();
    const q = new Map(d.workQueues.map((w) => [w.key, w]));
    const total = async (who: DemoWho, url: string) => {
      const res = await get(who, url);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { total: number }).total;
    };
    expect(q.get('received-today')!.count).toBe(await total('editor', `/api/cases?from=${d.today}&pageSize=1`));
    expect(q.get('awaiting-gross')!.count).toBe(await total('editor', '/api/cases?status=accessioned&pageSize=1'));
    expect(q.get('grossed')!.count).toBe(await total('editor', '/api/cases?status=grossed&pageSize=1'));
    expect(q.get('in-histology')!.count).toBe(await total('editor', '/api/cases?status=in-histology&pageSize=1'));
    expect(q.get('stat-open')!.count).toBe(await total('editor', '/api/cases?open=true&priority=stat&pageSize=1'));
    expect(q.get('fish')!.count).toBe(await total('editor', '/api/fish/worklist?pageSize=1'));
    expect(q.get('fish')!.count).toBeGreaterThan(0);
    // Staff who are no pathologist get everyone's sign-out queue.
    const nonPathologist = await one<{ email: string }>(
      sql`select u.email from users u where u.role in ('admin', 'editor') and u.email in ('admin@admin.com', 'demo@demo.com', 'staff@staff.com')
          and not exists (select 1 from lk_pathologists p where p.user_id = u.id and p.active) order by u.email limit 1`,
    );
    const who = ({ 'admin@admin.com': 'admin', 'demo@demo.com': 'editor', 'staff@staff.com': 'staff' } as const)[
      nonPathologist.email as 'admin@admin.com'
    ];
    const all = new Map((await staffDashboard(who)).workQueues.map((w) => [w.key, w]));
    expect(all.has('my-sign-out')).toBe(false);
    expect(all.get('sign-out')!.count).toBe(
      await total(who, '/api/results/worklist?status=pending-diagnosis&pathologist=any&pageSize=1'),
    );

    // The pathologist gets theirs, the worklist's "mine".
    const p = new Map((await staffDashboard('pathologist')).workQueues.map((w) => [w.key, w]));
    const mine = p.get('my-sign-out')!;
    expect(mine.count).toBe(
      await total('pathologist', '/api/results/worklist?status=pending-diagnosis&pathologist=mine&pageSize=1'),
    );
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.note).toBe(`${all.get('sign-out')!.count} pending for all pathologists`);
  });

  it('"grossed today" counts the cases moved to grossed today', async () => {
    const before = (await staffDashboard()).workQueues.find((w) => w.key === 'grossed')!;
    const c = await accession();
    const moved = await t.as('editor', {
      method: 'POST',
      url: `/api/cases/${c.id}/status`,
      payload: { to: 'grossed' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await staffDashboard()).workQueues.find((w) => w.key === 'grossed')!;
    expect(after.count).toBe(before.count + 1);
    const today = await n(
      sql`select count(distinct case_id) n from case_status_history where to_status = 'grossed' and at >= current_date`,
    );
    expect(after.note).toBe(`${today} grossed today`);
    expect(today).toBeGreaterThan(0);
  });

  it('the home counters endpoint agrees with the dashboard (signed out = first final report this week)', async () => {
    const d = await staffDashboard();
    const s = (await get('editor', '/api/cases/summary')).json();
    expect(s).toEqual({
      receivedToday: d.counters.receivedToday,
      inProgress: d.counters.open,
      statOpen: d.counters.statOpen,
      signedOutThisWeek: d.counters.signedOutThisWeek,
    });
  });
});

describe('physician and patient dashboards', () => {
  it('a physician gets the counts of the cases they ordered, and nothing of the lab’s', async () => {
    const c = await accession({ priority: 'stat' });
    const res = await get('physician');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as TPhysicianDashboard & Record<string, unknown>;
    expect(d.role).toBe('physician');
    for (const staffOnly of ['turnaround', 'perPathologist', 'statByAge', 'workQueues'])
      expect(d).not.toHaveProperty(staffOnly);
    const [me] = await t.database.db.select().from(users).where(eq(users.email, 'physician@demo.com'));
    const mine = sql.raw(`provider_id in (select id from providers where user_id = ${me!.id})`);
    expect(d.counters).toEqual({
      receivedToday: await n(sql`select count(*) n from cases where received_at >= current_date and ${mine}`),
      open: await n(sql`select count(*) n from cases where status in ${sql.raw(OPEN)} and ${mine}`),
      statOpen: await n(
        sql`select count(*) n from cases where status in ${sql.raw(OPEN)} and priority = 'stat' and ${mine}`,
      ),
      signedOutThisWeek: await n(
        sql`select count(distinct r.case_id) n from case_reports r join cases on cases.id = r.case_id where r.kind = 'final' and r.signed_at >= now() - interval '7 days' and ${mine}`,
      ),
    });
    expect(d.counters.receivedToday).toBeGreaterThan(0);
    const staff = await staffDashboard();
    expect(d.counters.open).toBeLessThan(staff.counters.open);
    expect(d.openByStatus.reduce((s, x) => s + x.count, 0)).toBe(d.counters.open);
    expect(d.receivedPerDay.at(-1)!.count).toBe(d.counters.receivedToday);
    expect(c.caseNumber).toMatch(/^S/);
  });

  it('a patient gets their own released reports, one row per case (newest version first), and the read is audited', async () => {
    const res = await get('patient');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as TPatientDashboard & Record<string, unknown>;
    expect(d.role).toBe('patient');
    expect(d).not.toHaveProperty('counters');
    const [me] = await t.database.db.select().from(users).where(eq(users.email, 'patient@demo.com'));
    const theirs = await queryRows<{ case_number: string; version: number }>(
      t.database.db,
      sql`select c.case_number, r.version from case_reports r join cases c on c.id = r.case_id
          where r.released_at is not null and c.patient_id in (select id from patients where user_id = ${me!.id})
            and r.version = (select max(r2.version) from case_reports r2 where r2.case_id = r.case_id and r2.released_at is not null)
          order by r.signed_at desc, r.id desc`,
    );
    expect(theirs.length).toBeGreaterThan(0);
    expect(d.total).toBe(theirs.length);
    expect(d.reports.map((r) => [r.caseNumber, r.version])).toEqual(
      theirs.slice(0, 10).map((r) => [r.case_number, Number(r.version)]),
    );
    expect(new Set(d.reports.map((r) => r.patientMrn)).size).toBe(1);
    expect(d.unread).toBeLessThanOrEqual(d.total);
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.userId, me!.id), sql`${auditEvents.eventdescription} like 'Dashboard: my reports listed%'`),
      );
    expect(audited.length).toBeGreaterThan(0);
  });
});

describe('who may call it', () => {
  it('anonymous: 401; an account without a role yet: 403', async () => {
    expect((await get(null)).statusCode).toBe(401);
    const email = 'dash-pending@example.com';
    await t.database.db.insert(users).values({
      email,
      name: 'Pending Person',
      username: 'dash-pending',
      passwordHash: await hashPassword('pending-pass-1'),
      role: null,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      payload: { email, password: 'pending-pass-1' },
    });
    const token = (login.json() as { accessToken?: string }).accessToken;
    expect(token, login.body).toBeTruthy();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: expect.stringMatching(/no role/) });
  });

  it('the role decides on the server: a patient cannot ask for the staff figures', async () => {
    const res = await get('patient', '/api/dashboard?role=staff');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { role: string }).role).toBe('patient');
  });
});
