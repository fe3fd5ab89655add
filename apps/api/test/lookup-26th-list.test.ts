import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { lookupInputSchema, type LookupList } from '@lab/domain';
import * as schema from '../src/db/schema/index';
import { buildLookupTable, lookupTables } from '../src/db/schema/lookups';
import { lookupListRoutes } from '../src/routes/lookups/index';
import { createTestApp, type TestContext } from './helper';

/**
 * "Adding a 26th list takes one registry entry and its generated migration, nothing else."
 * The entry below is declared in memory only; the same table factory, the migration drizzle-kit generates
 * from it (the diff `npm run db:generate` would write), and the same generic routes make it a working list.
 */
const specimenTypes: LookupList = {
  key: 'specimentypes',
  title: 'Specimen Types',
  singular: 'Specimen type',
  table: 'lk_specimen_types',
  description: 'Container and fixative per specimen type.',
  fields: [
    { name: 'fixative', label: 'Fixative', kind: 'enum', options: ['formalin', 'fresh', 'cytolyt'], required: true, inList: true },
    { name: 'containerColor', label: 'Container colour', kind: 'color' },
    { name: 'bodySiteId', label: 'Body site', kind: 'ref', ref: 'bodysites', inList: true },
    { name: 'minVolumeMl', label: 'Minimum volume (mL)', kind: 'integer' },
  ],
};

let t: TestContext;
let migration: string[];
const table = buildLookupTable(specimenTypes);

beforeAll(async () => {
  t = await createTestApp({ extend: async (app) => {
      await app.register(lookupListRoutes, { list: specimenTypes, table });
    },
  });
  const existing = { ...schema, ...lookupTables };
  migration = await generateMigration(
    generateDrizzleJson(existing, undefined, undefined, 'snake_case'),
    generateDrizzleJson({ ...existing, specimenTypes: table }, undefined, undefined, 'snake_case'),
  );
  for (const statement of migration) await t.database.db.execute(sql.raw(statement));
});
afterAll(() => t.close());

describe('a 26th list from one registry entry', () => {
  it('gets its table, indexes and foreign key from the generated migration only', () => {
    const text = migration.join('\n');
    expect(text).toMatch(/CREATE TABLE "lk_specimen_types"/);
    expect(text).toMatch(/"min_volume_ml" integer/);
    expect(text).toMatch(/lk_specimen_types_code_uq/);
    expect(text).toMatch(/REFERENCES "public"."lk_body_sites"\("id"\)/);
    // Nothing else in the schema changes.
    expect(migration.every((s) => s.includes('lk_specimen_types'))).toBe(true);
  });

  it('works through the generic API: create, validate, search, reference, deactivate, import, export', async () => {
    const base = '/api/lookups/specimentypes';
    const site = (await t.as('admin', { url: '/api/lookups/bodysites?q=CX' })).json().data[0];
    const created = await t.as('editor', {
      method: 'POST',
      url: base,
      payload: { code: 'PAP', name: 'ThinPrep vial', fixative: 'cytolyt', containerColor: '#1e90ff', bodySiteId: site.id, minVolumeMl: 20 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: 'PAP', bodySiteIdLabel: 'CX — Cervix', minVolumeMl: 20 });

    const bad = await t.as('editor', { method: 'POST', url: base, payload: { code: 'X', name: 'X', fixative: 'glue' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['fixative']);
    expect(lookupInputSchema(specimenTypes).safeParse({ code: 'X', name: 'X', fixative: 'glue' }).success).toBe(false);

    const dup = await t.as('editor', { method: 'POST', url: base, payload: { code: 'pap', name: 'Again', fixative: 'fresh' } });
    expect(dup.statusCode).toBe(409);

    const imported = await t.as('admin', {
      method: 'POST',
      url: `${base}/import`,
      headers: { 'content-type': 'text/csv' },
      payload: 'code,name,fixative,bodySiteId\nBX,Biopsy jar,formalin,SKBK\nURN,Urine cup,fresh,URINE\n',
    });
    expect(imported.json()).toMatchObject({ inserted: 2, errors: [] });

    const id = created.json().id;
    await t.as('editor', { method: 'POST', url: `${base}/${id}/deactivate` });
    const active = await t.as('admin', { url: `${base}?active=true&sort=code` });
    expect(active.json()).toMatchObject({ total: 2, data: [{ code: 'BX' }, { code: 'URN' }] });
    const csv = await t.as('admin', { url: `${base}/export.csv?q=URN` });
    expect(csv.body).toContain('URN,Urine cup,true,fresh,,URINE,');
    expect((await t.as('physician', { method: 'POST', url: base, payload: { code: 'Y', name: 'Y', fixative: 'fresh' } })).statusCode).toBe(403);
  });
});
