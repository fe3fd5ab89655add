import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupTables } from '../src/db/schema/lookups';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [her2] = await db
    .insert(lookupTables.probesets!)
    .values({ code: 'T-HER2', name: 'Test HER2 dual', scoringMethod: 'her2-dual' } as never)
    .returning();
  await db.insert(lookupTables.probelots!).values([
    { code: 'T-LOT-OLD', name: 'Old lot', probeSetId: her2!.id, lotNumber: 'OLD', expiryDate: '2020-01-01' },
    {
      code: 'T-LOT-NEW',
      name: 'New lot',
      probeSetId: her2!.id,
      lotNumber: 'NEW',
      expiryDate: '2999-01-01',
      active: false,
    },
  ] as never);
  await db.insert(lookupTables.icdcodelist!).values([
    { code: 'ZZ0.1', name: 'Test code one' },
    { code: 'ZZ0.2', name: 'Another zz test' },
    { code: 'ZY1', name: 'Mentions ZZ0 inside' },
  ] as never);
});
afterAll(() => t.close());

describe('lookup lists (read)', () => {
  it('searches codes by prefix first, then names', async () => {
    const res = await t.as('editor', { url: '/api/lookups/icdcodelist?q=zz0' });
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.map((r: { code: string }) => r.code);
    expect(codes.slice(0, 2)).toEqual(['ZZ0.1', 'ZZ0.2']);
    expect(codes).toContain('ZY1');
  });

  it('labels references and marks expired probe lots', async () => {
    const res = await t.as('admin', { url: '/api/lookups/probelots?q=T-LOT&sort=code' });
    const [newLot, oldLot] = res.json().data;
    expect(oldLot).toMatchObject({ code: 'T-LOT-OLD', expired: true, probeSetIdLabel: 'T-HER2 — Test HER2 dual' });
    expect(newLot).toMatchObject({ code: 'T-LOT-NEW', expired: false });
  });

  it('shows physicians active entries only and patients nothing', async () => {
    const ph = await t.as('physician', { url: '/api/lookups/probelots?q=T-LOT' });
    expect(ph.json().data.map((r: { code: string }) => r.code)).toEqual(['T-LOT-OLD']);
    expect((await t.as('patient', { url: '/api/lookups/probelots' })).statusCode).toBe(403);
    expect((await t.as(null, { url: '/api/lookups/probelots' })).statusCode).toBe(401);
  });
});
