import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from './helper';
import { verifyAuditChain } from '../src/db/audit-verify';
import { queryRows } from '../src/db/client';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('audit trail', () => {
  it('records sign-ins and failed sign-ins with who and where', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/authenticate/login/user',
      payload: { email: 'demo@demo.com', password: 'wrong' },
      headers: { 'user-agent': 'vitest-agent' },
    });
    await t.tokenFor('editor');
    const res = await t.as('admin', { url: '/api/aggrid/data?username=demo@demo.com' });
    expect(res.statusCode).toBe(200);
    const types = res.json().data.map((r: { eventtype: string }) => r.eventtype);
    expect(types).toContain('sign-in');
    expect(types).toContain('sign-in-failed');
    const failed = res.json().data.find((r: { eventtype: string }) => r.eventtype === 'sign-in-failed');
    expect(failed).toMatchObject({ userAgent: 'vitest-agent', username: 'demo@demo.com' });
    expect(failed.ip).toBeTruthy();
  });

  it('lists newest first with paging and filters', async () => {
    const page1 = (await t.as('admin', { url: '/api/aggrid/data?pageSize=2&page=1' })).json();
    expect(page1.data).toHaveLength(2);
    expect(page1.total).toBeGreaterThan(2);
    expect(new Date(page1.data[0].datecreated) >= new Date(page1.data[1].datecreated)).toBe(true);
    const filtered = (await t.as('admin', { url: '/api/aggrid/data?eventtype=sign-in-failed' })).json();
    expect(filtered.data.every((r: { eventtype: string }) => r.eventtype === 'sign-in-failed')).toBe(true);
    const future = (await t.as('admin', { url: '/api/aggrid/data?from=2999-01-01' })).json();
    expect(future.total).toBe(0);
  });

  it('is for lab staff only', async () => {
    expect((await t.as(null, { url: '/api/aggrid/data' })).statusCode).toBe(401);
    expect((await t.as('physician', { url: '/api/aggrid/data' })).statusCode).toBe(403);
    expect((await t.as('patient', { url: '/api/aggrid/data' })).statusCode).toBe(403);
    expect((await t.as('editor', { url: '/api/aggrid/data' })).statusCode).toBe(200);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await expect(t.database.db.execute(sql`update audit_events set eventtype = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_events`)).rejects.toThrow();
  });

  it('chains every row to the previous one, and the check finds a broken link', async () => {
    const ok = await verifyAuditChain(t.database.db, { key: t.config.auditKey });
    expect(ok.ok).toBe(true);
    expect(ok.checked).toBeGreaterThan(3);
    // Tamper as a superuser would: disable the guard, change a row, put the guard back.
    await t.database.db.execute(sql`alter table audit_events disable trigger audit_events_no_update_delete`);
    const [victim] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from audit_events order by id limit 1 offset 2`,
    );
    await t.database.db.execute(sql`update audit_events set eventdescription = 'forged' where id = ${victim!.id}`);
    await t.database.db.execute(sql`alter table audit_events enable trigger audit_events_no_update_delete`);
    const bad = await verifyAuditChain(t.database.db, { key: t.config.auditKey });
    expect(bad.ok).toBe(false);
    expect(Number(bad.firstBrokenId)).toBe(Number(victim!.id));
  });
});
