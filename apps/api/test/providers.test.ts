import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { withNpiCheckDigit } from '@lab/domain';
import { auditEvents, users } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
let own: number;
let other: number;
let physicianUserId: number;
let editorUserId: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const fac = lookupTables.submittingfacilities!;
  own = (await db.select().from(fac).where(eq(fac.code, 'RIVERW')))[0]!.id;
  other = (await db.select().from(fac).where(eq(fac.code, 'STLUKE')))[0]!.id;
  physicianUserId = (await db.select().from(users).where(eq(users.email, 'physician@demo.com')))[0]!.id;
  editorUserId = (await db.select().from(users).where(eq(users.email, 'demo@demo.com')))[0]!.id;
});
afterAll(() => t.close());

let npiSeq = 0;
const npi = () => withNpiCheckDigit(String(987650000 + npiSeq++));
const body = (extra: object = {}) => ({
  npi: npi(),
  firstName: 'Test',
  lastName: 'Provider',
  credentials: 'MD',
  ...extra,
});

describe('providers: validation', () => {
  it('validates the NPI check digit and names the field', async () => {
    const res = await t.as('editor', { method: 'POST', url: '/api/providers', payload: body({ npi: '1234567890' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ npi: 'must be 10 digits with a valid check digit' });
  });

  it('creates a provider, audits it, and refuses a second with the same NPI', async () => {
    const payload = body({ facilityId: other, deliveryMethods: ['fax', 'print'], email: 'x@example.org' });
    const res = await t.as('editor', { method: 'POST', url: '/api/providers', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      deliveryMethods: ['fax', 'print'],
      facilityLabel: expect.stringContaining('STLUKE'),
    });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'provider'), eq(auditEvents.entityId, String(res.json().id))));
    expect(audit.map((a) => a.eventtype)).toEqual(['create']);
    const again = await t.as('editor', {
      method: 'POST',
      url: '/api/providers',
      payload: { ...payload, lastName: 'Other' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ npi: 'is already used by another provider' });
  });

  it('links only portal users of role physician, once', async () => {
    const notPhysician = await t.as('admin', {
      method: 'POST',
      url: '/api/providers',
      payload: body({ userId: editorUserId }),
    });
    expect(notPhysician.json().fields).toEqual({ userId: 'must be a portal user with role physician' });
    const taken = await t.as('admin', {
      method: 'POST',
      url: '/api/providers',
      payload: body({ userId: physicianUserId }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toHaveProperty('userId');
    const users = await t.as('admin', { url: '/api/providers/linkable-users?q=paula' });
    expect(users.json().data).toEqual([expect.objectContaining({ id: physicianUserId, email: 'physician@demo.com' })]);
    expect((await t.as('physician', { url: '/api/providers/linkable-users' })).statusCode).toBe(403);
  });

  it('deactivates instead of deleting, audited', async () => {
    const created = (await t.as('editor', { method: 'POST', url: '/api/providers', payload: body() })).json();
    const res = await t.as('editor', {
      method: 'PUT',
      url: `/api/providers/${created.id}`,
      payload: { ...body({ npi: created.npi }), active: false },
    });
    expect(res.json().active).toBe(false);
    const active = (await t.as('editor', { url: '/api/providers?active=true&pageSize=100' })).json();
    expect(active.data.some((p: { id: number }) => p.id === created.id)).toBe(false);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'provider'), eq(auditEvents.entityId, String(created.id))));
    expect(audit.find((a) => a.datavalue === 'active')).toMatchObject({
      eventtype: 'deactivate',
      oldvalue: 'true',
      newvalue: 'false',
    });
  });
});

describe('providers: search and roles', () => {
  it('searches by NPI prefix, name and specialty with paging', async () => {
    const byName = (await t.as('editor', { url: '/api/providers?q=novak' })).json();
    expect(byName.data.map((p: { lastName: string }) => p.lastName)).toEqual(['Novak']);
    const bySpecialty = (await t.as('editor', { url: '/api/providers?q=gastro&pageSize=2' })).json();
    expect(bySpecialty.total).toBe(4);
    expect(bySpecialty.data).toHaveLength(2);
    const npiPrefix = byName.data[0].npi.slice(0, 6);
    expect((await t.as('editor', { url: `/api/providers?q=${npiPrefix}` })).json().total).toBeGreaterThanOrEqual(1);
  });

  it('keeps patients and anonymous out', async () => {
    expect((await t.as('patient', { url: '/api/providers' })).statusCode).toBe(403);
    expect((await t.as(null, { url: '/api/providers' })).statusCode).toBe(401);
    expect((await t.as('patient', { method: 'POST', url: '/api/providers', payload: body() })).statusCode).toBe(403);
  });
});

describe('providers: a physician works inside their own facility', () => {
  it('lists only the providers of their facility, whatever the filter', async () => {
    const res = await t.as('physician', { url: `/api/providers?pageSize=100&facilityId=${other}` });
    expect(res.statusCode).toBe(200);
    const facilities = new Set(res.json().data.map((p: { facilityId: number }) => p.facilityId));
    expect([...facilities]).toEqual([own]);
    expect(res.json().total).toBe(4);
  });

  it("names the physician's facility for the Add Provider form; staff have none", async () => {
    const res = await t.as('physician', { url: '/api/providers/my-facility' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: own, label: expect.stringMatching(/^RIVERW — \S/) });
    expect((await t.as('editor', { url: '/api/providers/my-facility' })).statusCode).toBe(403);
  });

  it('cannot open a provider of another facility', async () => {
    const others = (await t.as('editor', { url: `/api/providers?facilityId=${other}` })).json().data;
    expect((await t.as('physician', { url: `/api/providers/${others[0].id}` })).statusCode).toBe(404);
    const mine = (await t.as('physician', { url: '/api/providers' })).json().data;
    expect((await t.as('physician', { url: `/api/providers/${mine[0].id}` })).statusCode).toBe(200);
  });

  it('adds a provider to their own facility and is refused another one', async () => {
    const res = await t.as('physician', {
      method: 'POST',
      url: '/api/providers',
      payload: body({ lastName: 'Colleague' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().facilityId).toBe(own);
    const refused = await t.as('physician', {
      method: 'POST',
      url: '/api/providers',
      payload: body({ facilityId: other }),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('You may only manage providers of your own facility');
  });

  it('edits within the facility only and cannot link portal users', async () => {
    const mine = (await t.as('physician', { url: '/api/providers?q=bennett' })).json().data[0];
    const edit = await t.as('physician', {
      method: 'PUT',
      url: `/api/providers/${mine.id}`,
      payload: { ...mine, phone: '(217) 555-9999', userId: physicianUserId, facilityId: undefined },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ phone: '(217) 555-9999', userId: null, facilityId: own });
    const theirs = (await t.as('editor', { url: `/api/providers?facilityId=${other}` })).json().data[0];
    const refused = await t.as('physician', {
      method: 'PUT',
      url: `/api/providers/${theirs.id}`,
      payload: body({ npi: theirs.npi }),
    });
    expect(refused.statusCode).toBe(404);
  });
});
