import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_LISTS, parseCsv } from '@lab/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { BULK_LOAD_ROWS } from '../src/routes/lookups/repository';
import { createTestApp, type TestContext } from './helper';
import { sampleCode, sampleValue } from './lookup-samples';

let t: TestContext;
const refIds = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  const users = await t.as('admin', { url: '/api/users?pageSize=1&sort=name' });
  refIds.set('users', users.json().data[0].id);
  for (const list of LOOKUP_LISTS) {
    const res = await t.as('admin', { url: `/api/lookups/${list.key}?pageSize=1&active=true` });
    const first = res.json().data[0];
    if (first) refIds.set(list.key, first.id);
  }
});
afterAll(() => t.close());

const refId = (ref: string) => {
  const id = refIds.get(ref);
  if (!id) throw new Error(`no seeded entry in ${ref}`);
  return id;
};

describe('every list of the registry', () => {
  it('has demo entries', () => {
    for (const list of LOOKUP_LISTS) expect(refIds.has(list.key), list.key).toBe(true);
  });

  for (const list of LOOKUP_LISTS) {
    it(`${list.key}: create, update, deactivate, reactivate, history`, async () => {
      const body: Record<string, unknown> = {
        code: sampleCode(list, list.key.toUpperCase()),
        name: `Test ${list.singular}`,
      };
      // A field set elsewhere (the Pathologists entry's linked user) is not written through the list.
      for (const f of list.fields) if (!('readOnly' in f && f.readOnly)) body[f.name] = sampleValue(f, refId);
      const base = `/api/lookups/${list.key}`;
      const created = await t.as('editor', { method: 'POST', url: base, payload: body });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id;
      expect(created.json()).toMatchObject({ code: body.code, active: true });

      const updated = await t.as('admin', {
        method: 'PUT',
        url: `${base}/${id}`,
        payload: { ...body, name: 'Renamed' },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().name).toBe('Renamed');

      const off = await t.as('editor', { method: 'POST', url: `${base}/${id}/deactivate` });
      expect(off.json().active).toBe(false);
      const listed = await t.as('physician', { url: `${base}?q=${encodeURIComponent(String(body.code))}` });
      expect(listed.json().data.map((r: { id: number }) => r.id)).not.toContain(id);
      const on = await t.as('editor', { method: 'POST', url: `${base}/${id}/reactivate` });
      expect(on.json().active).toBe(true);

      const history = await t.as('admin', { url: `${base}/${id}/history` });
      const types = history.json().data.map((r: { eventtype: string }) => r.eventtype);
      expect(types).toEqual(['reactivate', 'deactivate', 'update', 'create']);
      expect(history.json().data[2]).toMatchObject({
        datavalue: 'name',
        oldvalue: `Test ${list.singular}`,
        newvalue: 'Renamed',
      });
    });
  }
});

describe('validation and rights', () => {
  it('refuses a duplicate code (any case) with 409 naming the field', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/lookups/bodysites',
      payload: { code: 'cx', name: 'Again' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'code: cx already exists',
      code: 'conflict',
      fields: { code: 'cx already exists' },
    });
  });

  it('names the wrong field', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/lookups/pathologists',
      payload: { code: 'NEW', name: 'Dr New', npi: '1234567890' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['npi']);
    const icd = await t.as('admin', {
      method: 'POST',
      url: '/api/lookups/icdcodelist',
      payload: { code: 'hello', name: 'x' },
    });
    expect(icd.json().fields.code).toMatch(/ICD-10-CM/);
  });

  it('refuses a reference to a missing entry, naming the field', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/lookups/tests',
      payload: { code: 'X1', name: 'X', testGroupId: 99999 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ testGroupId: 'no test group with id 99999' });
  });

  it('lets physicians read but not write, and patients nothing', async () => {
    const payload = { code: 'PH1', name: 'Physician try' };
    expect((await t.as('physician', { method: 'POST', url: '/api/lookups/departments', payload })).statusCode).toBe(
      403,
    );
    expect(
      (await t.as('physician', { method: 'PUT', url: `/api/lookups/departments/${refId('departments')}`, payload }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.as('physician', { method: 'POST', url: `/api/lookups/departments/${refId('departments')}/deactivate` }))
        .statusCode,
    ).toBe(403);
    expect((await t.as('physician', { url: '/api/lookups/departments' })).statusCode).toBe(200);
    expect((await t.as('patient', { url: '/api/lookups/departments' })).statusCode).toBe(403);
  });

  it('shows the seeded expired probe lot as expired', async () => {
    const res = await t.as('admin', { url: '/api/lookups/probelots?q=HER2-24A117' });
    expect(res.json().data[0]).toMatchObject({
      expired: true,
      probeSetIdLabel: 'HER2 — HER2/CEP17 dual-probe (breast, gastric)',
    });
  });
});

describe('CSV import and export', () => {
  const csv = (text: string, query = '') =>
    t.as('admin', {
      method: 'POST',
      url: `/api/lookups/testgroups/import${query}`,
      payload: text,
      headers: { 'content-type': 'text/csv' },
    });

  it('previews with per-row errors and writes nothing when any row is wrong', async () => {
    const file = 'code,name,Department\nTG-A,Group A,HISTO\nTG-B,,CYTO\nTG-C,Group C,NOPE\nTG-A,Dup,\n';
    const dry = await csv(file, '?dryRun=1');
    expect(dry.statusCode).toBe(200);
    expect(dry.json().errors).toEqual([
      { line: 3, field: 'name', message: 'is required' },
      { line: 4, field: 'departmentId', message: 'no department with code NOPE' },
      { line: 5, field: 'code', message: 'TG-A appears twice in the file (line 2)' },
    ]);
    const real = await csv(file);
    expect(real.statusCode).toBe(400);
    const after = await t.as('admin', { url: '/api/lookups/testgroups?q=TG-A' });
    expect(after.json().total).toBe(0);
  });

  it('imports all rows in one go (inserts and updates by code) with one audit event', async () => {
    const res = await csv(
      'code,name,departmentId,active\nTG-A,Group A,HISTO,true\nTG-B,Group B,,no\nSURG,Surgical pathology (renamed),HISTO,\n',
      '?fileName=groups.csv',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, inserted: 2, updated: 1, errors: [] });
    const b = (await t.as('admin', { url: '/api/lookups/testgroups?q=TG-B' })).json().data[0];
    expect(b).toMatchObject({ active: false, departmentId: null });
    const audit = await t.as('admin', { url: '/api/aggrid/data?entity=lookup:testgroups&eventtype=import' });
    expect(audit.json().data[0].eventdescription).toMatch(/imported 3 rows from groups\.csv/);
  });

  it('updates existing codes in bulk, whichever columns each row sets', async () => {
    const res = await csv('code,name,active\nTG-A,Group A2,\nTG-B,Group B2,yes\n');
    expect(res.json()).toMatchObject({ inserted: 0, updated: 2, errors: [] });
    const rows = (await t.as('admin', { url: '/api/lookups/testgroups?q=TG-&sort=code' })).json().data;
    expect(
      rows.map((r: { name: string; active: boolean; departmentId: number | null }) => [
        r.name,
        r.active,
        r.departmentId !== null,
      ]),
    ).toEqual([
      ['Group A2', true, true],
      ['Group B2', true, false],
    ]);
    // Put them back for the export test.
    await csv('code,name,active\nTG-A,Group A,true\nTG-B,Group B,false\n');
  });

  it('a bulk import builds the name search index again after its rows, as it was, and a failed one leaves indexes and rows as they were', async () => {
    const n = BULK_LOAD_ROWS + 10;
    const rows = Array.from(
      { length: n },
      (_, i) => `TGB-${String(i).padStart(5, '0')},Bulk group ${i % 7 === 0 ? 'cytogenetics' : 'histology'} ${i}`,
    );
    const indexes = async () =>
      (
        await queryRows<{ indexname: string; indexdef: string }>(
          t.database.db,
          sql`select indexname, indexdef from pg_indexes where tablename = 'lk_test_groups' order by 1`,
        )
      ).map((r) => `${r.indexname}: ${r.indexdef}`);
    const before = await indexes();
    expect(before.join('\n')).toContain(
      'lk_test_groups_name_trgm: CREATE INDEX lk_test_groups_name_trgm ON public.lk_test_groups USING gin (name gin_trgm_ops)',
    );
    expect(before.length).toBeGreaterThan(3);
    const res = await csv(`code,name\n${rows.join('\n')}\n`);
    expect(res.json()).toMatchObject({ inserted: n, errors: [] });
    expect(await indexes()).toEqual(before);
    const found = (await t.as('admin', { url: '/api/lookups/testgroups?q=cytogenetics 7' })).json();
    expect(found.data.map((r: { code: string }) => r.code)).toContain('TGB-00007');
    // A second file of new codes whose audit write fails after the rows went in: nothing of it stays, the index is back.
    const total = async () => (await t.as('admin', { url: '/api/lookups/testgroups?q=TGB-' })).json().total as number;
    await t.database.db.execute(
      sql`create function fail_import() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await t.database.db.execute(
      sql`create trigger fail_import before insert on audit_events for each row when (new.eventtype = 'import') execute function fail_import()`,
    );
    try {
      const more = Array.from({ length: n }, (_, i) => `TGC-${i},More ${i}`);
      expect((await csv(`code,name\n${more.join('\n')}\n`)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_import on audit_events`);
      await t.database.db.execute(sql`drop function fail_import()`);
    }
    expect(await indexes()).toEqual(before);
    expect(await total()).toBe(n);
    expect((await t.as('admin', { url: '/api/lookups/testgroups?q=TGC-' })).json().total).toBe(0);
  });

  it('exports the current filter in the import format', async () => {
    const res = await t.as('editor', { url: '/api/lookups/testgroups/export.csv?q=TG-&sort=code' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf])); // UTF-8's byte-order mark
    expect(parseCsv(res.body)).toEqual([
      ['code', 'name', 'active', 'departmentId'],
      ['TG-A', 'Group A', 'true', 'HISTO'],
      ['TG-B', 'Group B', 'false', ''],
    ]);
    expect((await t.as('physician', { url: '/api/lookups/testgroups/export.csv' })).statusCode).toBe(403);
  });
});
