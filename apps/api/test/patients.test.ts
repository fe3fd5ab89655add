import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { auditEvents, cases, coverages, documents, patients, payers } from '../src/db/schema/index';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
let payerId: number;
let inactivePayerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [p] = await db.insert(payers).values({ name: 'Test Payer', payerCode: 'T-PAY' }).returning();
  const [q] = await db.insert(payers).values({ name: 'Old Payer', payerCode: 'T-OLD', active: false }).returning();
  payerId = p!.id;
  inactivePayerId = q!.id;
});
afterAll(() => t.close());

const base = { firstName: 'Quentin', lastName: 'Zyxwick', dob: '1980-03-14', sex: 'male' };
const post = (who: Parameters<TestContext['as']>[0], payload: object) =>
  t.as(who, { method: 'POST', url: '/api/patients', payload });
const auditOf = (entityId: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'patient'), eq(auditEvents.entityId, String(entityId))))
    .orderBy(auditEvents.id);

describe('patients: register and validate', () => {
  it('generates unique MRNs from the sequence and audits the creation', async () => {
    const a = await post('editor', { ...base, firstName: 'Ann' });
    const b = await post('editor', { ...base, firstName: 'Bea' });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json().mrn).toMatch(/^M\d{7}$/);
    expect(b.json().mrn).not.toBe(a.json().mrn);
    const rows = await auditOf(a.json().id);
    expect(rows.map((r) => r.eventtype)).toContain('create');
    expect(rows[0]!.username).toBe('demo@demo.com');
  });

  it('generates several MRNs at once without collisions', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post('editor', { ...base, firstName: `Par${'abcdef'[i]}` })),
    );
    const mrns = results.map((r) => r.json().mrn);
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(mrns).size).toBe(6);
  });

  it('skips a generated number somebody already typed in', async () => {
    // Peek at the next value without consuming it.
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`select last_value + 1 as n from patient_mrn_seq`,
    )) as [{ n: number }];
    const taken = `M${String(Number(n)).padStart(7, '0')}`;
    expect((await post('editor', { ...base, firstName: 'Typed', mrn: taken })).statusCode).toBe(201);
    const next = await post('editor', { ...base, firstName: 'Generated' });
    expect(next.statusCode).toBe(201);
    expect(next.json().mrn).not.toBe(taken);
  });

  it('validates an entered MRN and refuses one in use, naming mrn', async () => {
    const bad = await post('editor', { ...base, firstName: 'Mia', mrn: 'a!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.mrn).toMatch(/4–20 letters/);
    const ok = await post('editor', { ...base, firstName: 'Mia', mrn: 'abc-123' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().mrn).toBe('ABC-123');
    const taken = await post('editor', { ...base, firstName: 'Max', mrn: 'ABC-123' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ mrn: 'is already used by another patient' });
  });

  it('names every invalid field', async () => {
    const res = await post('editor', { firstName: '', lastName: 'X', dob: '2999-01-01', sex: 'robot', email: 'nope' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields;
    expect(fields.firstName).toBe('is required');
    expect(fields.dob).toBe('must not be in the future');
    expect(fields.sex).toMatch(/female, male, intersex/);
    expect(fields.email).toBe('must be an email address');
  });

  it('warns about a same-name-and-DOB twin (any case) and registers it once confirmed', async () => {
    const first = await post('editor', { ...base, firstName: 'Dup', lastName: 'Twinning', dob: '1975-05-05' });
    expect(first.statusCode).toBe(201);
    const dupes = await t.as('editor', {
      url: '/api/patients/duplicates?firstName=dup&lastName=TWINNING&dob=1975-05-05',
    });
    expect(dupes.json().data.map((d: { id: number }) => d.id)).toEqual([first.json().id]);
    const again = await post('editor', { ...base, firstName: 'DUP', lastName: 'twinning', dob: '1975-05-05' });
    expect(again.statusCode).toBe(409);
    expect(again.json().duplicates[0]).toMatchObject({ id: first.json().id, mrn: first.json().mrn });
    expect(again.json().fields).toHaveProperty('confirmDuplicate');
    const confirmed = await post('editor', {
      ...base,
      firstName: 'Dup',
      lastName: 'Twinning',
      dob: '1975-05-05',
      confirmDuplicate: true,
    });
    expect(confirmed.statusCode).toBe(201);
  });
});

describe('patients: search', () => {
  beforeAll(async () => {
    for (const [firstName, lastName, dob] of [
      ['John', 'Smytherton', '1980-01-02'],
      ['Jane', 'Smytherton', '1980-07-08'],
      ['Jack', 'Smytherton', '1991-07-08'],
      ['Olga', 'Smythford', '1980-11-30'],
    ] as const) {
      await post('editor', { ...base, firstName, lastName, dob });
    }
  });

  const search = async (q: string) => {
    const res = await t.as('editor', { url: `/api/patients?q=${encodeURIComponent(q)}&pageSize=50` });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      data: Array<{ firstName: string; lastName: string; mrn: string }>;
      total: number;
      totalCapped: boolean;
    };
  };

  it('finds "smyth 1980" by last-name prefix and birth year, alphabetically', async () => {
    const r = await search('smyth 1980');
    expect(r.data.map((p) => `${p.lastName} ${p.firstName}`)).toEqual([
      'Smytherton Jane',
      'Smytherton John',
      'Smythford Olga',
    ]);
    expect(r.total).toBe(3);
    expect(r.totalCapped).toBe(false);
  });

  it('finds "smytherton ja" by last then first name, an exact DOB and an MRN prefix', async () => {
    expect((await search('smytherton ja')).data.map((p) => p.firstName).sort()).toEqual(['Jack', 'Jane']);
    expect((await search('07/08/1991')).data.map((p) => p.firstName)).toEqual(['Jack']);
    const mrn = (await search('smythford')).data[0]!.mrn;
    expect((await search(mrn.toLowerCase())).data.map((p) => p.lastName)).toEqual(['Smythford']);
  });

  it('treats LIKE wildcards as text, not patterns', async () => {
    expect((await search('smyth_rton')).total).toBe(0);
    expect((await search('%')).total).toBeGreaterThan(0);
  });

  it('pages and sorts on the server', async () => {
    const res = await t.as('editor', { url: '/api/patients?q=smyth&pageSize=2&page=2&sort=-dob' });
    expect(res.json().data).toHaveLength(2);
    expect(res.json().total).toBe(4);
    const bad = await t.as('editor', { url: '/api/patients?sort=password' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('sort');
  });

  it('audits a list call as one read event with the search text', async () => {
    await search('smythford');
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity, 'patient'), eq(auditEvents.eventdescription, 'Patient list searched: "smythford"')),
      );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.eventtype).toBe('read');
  });
});

describe('patients: permissions', () => {
  it('lets staff in and keeps physicians, patients and anonymous out', async () => {
    expect((await t.as('admin', { url: '/api/patients' })).statusCode).toBe(200);
    expect((await t.as('staff', { url: '/api/patients' })).statusCode).toBe(200);
    expect((await t.as('physician', { url: '/api/patients' })).statusCode).toBe(403);
    expect((await t.as('patient', { url: '/api/patients' })).statusCode).toBe(403);
    expect((await t.as(null, { url: '/api/patients' })).statusCode).toBe(401);
    expect((await post('physician', base)).statusCode).toBe(403);
    expect((await post('patient', base)).statusCode).toBe(403);
  });
});

describe('patients: record, edit, coverages', () => {
  let id: number;
  beforeAll(async () => {
    id = (
      await post('editor', { ...base, firstName: 'Rita', lastName: 'Recordson', dob: '1961-02-03', sex: 'intersex' })
    ).json().id;
  });

  it('audits opening a record: who read whose data', async () => {
    const res = await t.as('staff', { url: `/api/patients/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Rita', sex: 'intersex', mergedInto: null });
    const reads = (await auditOf(id)).filter((r) => r.eventtype === 'read');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      username: 'staff@staff.com',
      eventdescription: expect.stringContaining('Recordson'),
    });
    expect((await t.as('editor', { url: '/api/patients/999999' })).statusCode).toBe(404);
  });

  it('updates and audits each changed field', async () => {
    const res = await t.as('editor', {
      method: 'PUT',
      url: `/api/patients/${id}`,
      payload: {
        ...base,
        firstName: 'Rita',
        lastName: 'Recordson',
        dob: '1961-02-03',
        sex: 'intersex',
        city: 'Springfield',
        phone: '',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Springfield', phone: null });
    const change = (await auditOf(id)).find((r) => r.eventtype === 'update' && r.datavalue === 'city');
    expect(change).toMatchObject({ oldvalue: null, newvalue: 'Springfield' });
  });

  it('adds coverages, one active per rank, and deactivates instead of deleting', async () => {
    const add = (payload: object) => t.as('editor', { method: 'POST', url: `/api/patients/${id}/coverages`, payload });
    const primary = await add({ payerId, rank: 'primary', policyNumber: 'POL-1', groupNumber: 'G1' });
    expect(primary.statusCode).toBe(201);
    expect(primary.json()).toMatchObject({ payerName: 'Test Payer', rank: 'primary', subscriberRelationship: 'self' });
    const twice = await add({ payerId, rank: 'primary', policyNumber: 'POL-2' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fields).toHaveProperty('rank');
    const inactive = await add({ payerId: inactivePayerId, rank: 'secondary', policyNumber: 'X' });
    expect(inactive.json().fields).toEqual({ payerId: 'this payer is inactive' });
    const dates = await add({
      payerId,
      rank: 'secondary',
      policyNumber: 'X',
      effectiveFrom: '2024-01-01',
      effectiveTo: '2023-01-01',
    });
    expect(dates.json().fields).toHaveProperty('effectiveTo');

    const end = await t.as('editor', {
      method: 'PUT',
      url: `/api/patients/${id}/coverages/${primary.json().id}`,
      payload: { payerId, rank: 'primary', policyNumber: 'POL-1', active: false },
    });
    expect(end.statusCode).toBe(200);
    expect(end.json().active).toBe(false);
    expect((await add({ payerId, rank: 'primary', policyNumber: 'POL-2' })).statusCode).toBe(201);
    const list = await t.as('editor', { url: `/api/patients/${id}/coverages` });
    expect(list.json().data.map((c: { policyNumber: string; active: boolean }) => [c.policyNumber, c.active])).toEqual([
      ['POL-2', true],
      ['POL-1', false],
    ]);
    expect((await auditOf(id)).some((r) => r.eventtype === 'deactivate')).toBe(true);
    expect((await t.as('physician', { url: `/api/patients/${id}/coverages` })).statusCode).toBe(403);
  });
});

describe('patients: merge', () => {
  it('moves cases, coverages and documents to the survivor, keeps the merged record readable, audits both', async () => {
    const keep = (
      await post('editor', { ...base, firstName: 'Mona', lastName: 'Mergeley', dob: '1970-01-01', sex: 'female' })
    ).json();
    const dupe = (
      await post('editor', {
        ...base,
        firstName: 'Mona',
        lastName: 'Mergeley',
        dob: '1970-01-01',
        sex: 'female',
        confirmDuplicate: true,
      })
    ).json();
    const db = t.database.db;
    await db.insert(cases).values({ caseNumber: 'S26-99001', caseType: 'S', patientId: dupe.id });
    await db.insert(coverages).values({ patientId: dupe.id, payerId, rank: 'secondary', policyNumber: 'MV-1' });
    await db.insert(documents).values({
      title: 'Requisition',
      fileName: 'req.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 10,
      sha256: 'x',
      storagePath: 'x',
      patientId: dupe.id,
    });

    const merge = (who: 'admin' | 'editor', from: number, intoId: number) =>
      t.as(who, { method: 'POST', url: `/api/patients/${from}/merge`, payload: { intoId } });
    expect((await merge('editor', dupe.id, keep.id)).statusCode).toBe(403);
    expect((await merge('admin', dupe.id, dupe.id)).json().fields).toHaveProperty('intoId');

    const res = await merge('admin', dupe.id, keep.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().moved).toEqual({ cases: 1, coverages: 1, documents: 1 });
    expect(res.json().patient.mergedInto).toMatchObject({ id: keep.id, mrn: keep.mrn });

    const moved = await db.select().from(cases).where(eq(cases.caseNumber, 'S26-99001'));
    expect(moved[0]!.patientId).toBe(keep.id);
    expect((await t.as('editor', { url: `/api/patients/${keep.id}/cases` })).json().total).toBe(1);
    expect((await t.as('editor', { url: `/api/patients/${keep.id}/documents` })).json().data[0].title).toBe(
      'Requisition',
    );
    expect((await t.as('editor', { url: `/api/patients/${keep.id}/coverages` })).json().data).toHaveLength(1);

    const merged = await t.as('editor', { url: `/api/patients/${dupe.id}` });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().mergedIntoId).toBe(keep.id);
    const listed = (await t.as('editor', { url: '/api/patients?q=mergeley' })).json();
    expect(listed.data.map((p: { id: number }) => p.id)).toEqual([keep.id]);
    const withMerged = (await t.as('editor', { url: '/api/patients?q=mergeley&includeMerged=true' })).json();
    expect(withMerged.total).toBe(2);

    expect((await auditOf(dupe.id)).some((r) => r.eventtype === 'merge')).toBe(true);
    expect((await auditOf(keep.id)).some((r) => r.eventtype === 'merge')).toBe(true);
    expect((await merge('admin', dupe.id, keep.id)).statusCode).toBe(409);
    const edit = await t.as('editor', { method: 'PUT', url: `/api/patients/${dupe.id}`, payload: { ...base } });
    expect(edit.statusCode).toBe(409);
    const [row] = await db.select().from(patients).where(eq(patients.id, dupe.id));
    expect(row!.mergedAt).not.toBeNull();
  });
});

describe('patients: OpenAPI', () => {
  it('documents the patient routes', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/patients', '/api/patients/{id}', '/api/patients/{id}/merge']));
  });
});
