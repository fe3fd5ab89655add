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
 * The entries below are declared in memory only; the same table factory, the migration drizzle-kit generates
 * from them (the diff `npm run db:generate` would write), and the same generic routes make them working lists.
 * The second one uses what the registry declares beyond fields: an expiry field and its own access rules.
 */
const specimenTypes: LookupList = {
  key: 'specimentypes',
  title: 'Specimen Types',
  singular: 'Specimen type',
  table: 'lk_specimen_types',
  description: 'Container and fixative per specimen type.',
  fields: [
    {
      name: 'fixative',
      label: 'Fixative',
      kind: 'enum',
      options: ['formalin', 'fresh', 'cytolyt'],
      required: true,
      inList: true,
    },
    { name: 'containerColor', label: 'Container colour', kind: 'color' },
    { name: 'bodySiteId', label: 'Body site', kind: 'ref', ref: 'bodysites', inList: true },
    { name: 'minVolumeMl', label: 'Minimum volume (mL)', kind: 'integer' },
  ],
};

/** A lab-internal list: physicians never pick its entries, and only administrators change them. */
const antibodyLots: LookupList = {
  key: 'antibodylots',
  title: 'Antibody Lots',
  singular: 'Antibody lot',
  table: 'lk_antibody_lots',
  description: 'IHC antibody lots; an expired lot is flagged.',
  access: { read: ['admin', 'editor'], write: ['admin'] },
  fields: [
    { name: 'stainId', label: 'Antibody', kind: 'ref', ref: 'stainlist', required: true, inList: true },
    { name: 'usableUntil', label: 'Usable until', kind: 'date', required: true, inList: true, expires: true },
  ],
};

let t: TestContext;
let migration: string[];
const table = buildLookupTable(specimenTypes);
const lotsTable = buildLookupTable(antibodyLots);

beforeAll(async () => {
  t = await createTestApp({
    extend: async (app) => {
      await app.register(lookupListRoutes, { list: specimenTypes, table });
      await app.register(lookupListRoutes, { list: antibodyLots, table: lotsTable });
    },
  });
  const existing = { ...schema, ...lookupTables };
  migration = await generateMigration(
    generateDrizzleJson(existing, undefined, undefined, 'snake_case'),
    generateDrizzleJson(
      { ...existing, specimenTypes: table, antibodyLots: lotsTable },
      undefined,
      undefined,
      'snake_case',
    ),
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
    expect(text).toMatch(/"usable_until" date/);
    // Nothing else in the schema changes.
    expect(migration.every((s) => s.includes('lk_specimen_types') || s.includes('lk_antibody_lots'))).toBe(true);
  });

  it('works through the generic API: create, validate, search, reference, deactivate, import, export', async () => {
    const base = '/api/lookups/specimentypes';
    const site = (await t.as('admin', { url: '/api/lookups/bodysites?q=CX' })).json().data[0];
    const created = await t.as('editor', {
      method: 'POST',
      url: base,
      payload: {
        code: 'PAP',
        name: 'ThinPrep vial',
        fixative: 'cytolyt',
        containerColor: '#1e90ff',
        bodySiteId: site.id,
        minVolumeMl: 20,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: 'PAP', bodySiteIdLabel: 'CX — Cervix', minVolumeMl: 20 });

    const bad = await t.as('editor', {
      method: 'POST',
      url: base,
      payload: { code: 'X', name: 'X', fixative: 'glue' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['fixative']);
    expect(lookupInputSchema(specimenTypes).safeParse({ code: 'X', name: 'X', fixative: 'glue' }).success).toBe(false);

    const dup = await t.as('editor', {
      method: 'POST',
      url: base,
      payload: { code: 'pap', name: 'Again', fixative: 'fresh' },
    });
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
    expect(
      (await t.as('physician', { method: 'POST', url: base, payload: { code: 'Y', name: 'Y', fixative: 'fresh' } }))
        .statusCode,
    ).toBe(403);
    const forPhysician = await t.as('physician', { url: `${base}?sort=code` });
    expect(forPhysician.json().data.map((r: { code: string }) => r.code)).toEqual(['BX', 'URN']);
  });

  it('marks entries past their expiry field as expired, and keeps to its own access rules', async () => {
    const base = '/api/lookups/antibodylots';
    const stain = (await t.as('admin', { url: '/api/lookups/stainlist?pageSize=1' })).json().data[0];
    for (const [code, usableUntil] of [
      ['ER-OLD', '2020-01-31'],
      ['ER-NEW', '2999-01-31'],
    ]) {
      const res = await t.as('admin', {
        method: 'POST',
        url: base,
        payload: { code, name: `ER ${code}`, stainId: stain.id, usableUntil },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const lots = await t.as('editor', { url: `${base}?sort=-usableUntil` });
    expect(lots.json().data).toMatchObject([
      { code: 'ER-NEW', expired: false, usableUntil: '2999-01-31' },
      { code: 'ER-OLD', expired: true, stainIdLabel: `${stain.code} — ${stain.name}` },
    ]);
    const missing = await t.as('admin', {
      method: 'POST',
      url: base,
      payload: { code: 'ER-X', name: 'No date', stainId: stain.id },
    });
    expect(Object.keys(missing.json().fields)).toEqual(['usableUntil']);

    // Editors read it but may not change it; physicians may not read it at all.
    const id = lots.json().data[0].id;
    expect((await t.as('editor', { method: 'POST', url: `${base}/${id}/deactivate` })).statusCode).toBe(403);
    expect((await t.as('editor', { url: `${base}/export.csv` })).statusCode).toBe(403);
    expect((await t.as('physician', { url: base })).statusCode).toBe(403);
    expect((await t.as('admin', { method: 'POST', url: `${base}/${id}/deactivate` })).statusCode).toBe(200);
    // Those who may not write it see its active entries only.
    const active = await t.as('editor', { url: base });
    expect(active.json().data.map((r: { code: string }) => r.code)).toEqual(['ER-OLD']);
    expect((await t.as('editor', { url: `${base}/${id}` })).statusCode).toBe(404);
  });
});
