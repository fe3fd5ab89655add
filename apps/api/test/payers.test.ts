import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../src/db/schema/index';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (payload: object, who: 'editor' | 'admin' | 'physician' | 'patient' = 'editor') =>
  t.as(who, { method: 'POST', url: '/api/payers', payload });

describe('payers', () => {
  it('lists the seeded payers with search, filters and their financial class', async () => {
    const all = (await t.as('editor', { url: '/api/payers' })).json();
    expect(all.total).toBe(8);
    const medicare = (await t.as('editor', { url: '/api/payers?q=medicare' })).json();
    expect(medicare.data[0]).toMatchObject({ payerCode: 'MCR-IL', financialClassLabel: 'MCR — Medicare' });
    const byCode = (await t.as('editor', { url: '/api/payers?q=bcbs' })).json();
    expect(byCode.data.map((p: { name: string }) => p.name)).toEqual(['Blue Cross Blue Shield of Illinois']);
    const fc = medicare.data[0].financialClassId;
    expect((await t.as('editor', { url: `/api/payers?financialClassId=${fc}` })).json().total).toBe(1);
  });

  it('validates, upper-cases the payer id and refuses a duplicate naming payerCode', async () => {
    const bad = await create({ name: '', payerCode: 'a b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ name: 'is required', payerCode: 'must be letters, digits or dashes' });
    const ok = await create({ name: 'Tricare East', payerCode: 'tri-east', phone: '(800) 444-5445' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().payerCode).toBe('TRI-EAST');
    const dup = await create({ name: 'Tricare again', payerCode: 'TRI-east' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields).toEqual({ payerCode: 'is already used by another payer' });
  });

  it('deactivates a payer (audited) and hides it from the active filter', async () => {
    const p = (await create({ name: 'Closing Health Plan', payerCode: 'CLOSING' })).json();
    const res = await t.as('editor', {
      method: 'PUT',
      url: `/api/payers/${p.id}`,
      payload: { name: p.name, payerCode: p.payerCode, active: false },
    });
    expect(res.json().active).toBe(false);
    const active = (await t.as('editor', { url: '/api/payers?active=true&q=closing' })).json();
    expect(active.total).toBe(0);
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'payer'), eq(auditEvents.entityId, String(p.id))));
    expect(rows.map((r) => r.eventtype).sort()).toEqual(['create', 'deactivate']);
  });

  it('lists the coverages pointing at a payer with patient name and MRN, audited as a read', async () => {
    const bcbs = (await t.as('editor', { url: '/api/payers?q=bcbs' })).json().data[0];
    const res = await t.as('editor', { url: `/api/payers/${bcbs.id}/coverages?pageSize=5` });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThan(0);
    expect(res.json().data[0]).toMatchObject({ rank: 'primary', mrn: expect.stringMatching(/^M\d{7}$/) });
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'payer'),
          eq(auditEvents.entityId, String(bcbs.id)),
          eq(auditEvents.eventtype, 'read'),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('is for lab staff only', async () => {
    expect((await t.as('physician', { url: '/api/payers' })).statusCode).toBe(403);
    expect((await t.as('patient', { url: '/api/payers' })).statusCode).toBe(403);
    expect((await t.as(null, { url: '/api/payers' })).statusCode).toBe(401);
    expect((await create({ name: 'X', payerCode: 'X1' }, 'physician')).statusCode).toBe(403);
    expect((await t.as('editor', { url: '/api/payers/99999' })).statusCode).toBe(404);
  });
});
