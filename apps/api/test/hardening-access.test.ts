import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defaultPermissions } from '@lab/domain';
import { users } from '../src/db/schema/index';
import { createTestApp, type TestContext } from './helper';

/** Every way to data checks the same permission as the data's own list route (issue "Hardening": Access). */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setStaffPermissions(off: Array<'patients' | 'documents' | 'cases' | 'results' | 'lookups'>) {
  const permissions = defaultPermissions('editor');
  for (const area of off) permissions[area] = { read: false, write: false, create: false, delete: false };
  await t.database.db.update(users).set({ permissions }).where(eq(users.email, 'staff@staff.com'));
}

type Group = { groupTitle: string; data: Array<{ title: string; detail?: string }> };
const searchAs = async (q: string) =>
  (await t.as('staff', { method: 'GET', url: `/api/main-search/data?q=${encodeURIComponent(q)}` })).json().searchResult as Group[];

describe('top-bar search honours the permission matrix', () => {
  it('shows patients, files and cases only to a user who may read them', async () => {
    await setStaffPermissions([]);
    const before = await searchAs('a');
    expect(before.map((g) => g.groupTitle)).toEqual(['Pages', 'Files', 'Contacts', 'Patients', 'Cases']);
    expect(before.find((g) => g.groupTitle === 'Patients')!.data.length).toBeGreaterThan(0);

    await setStaffPermissions(['patients', 'documents', 'cases']);
    const after = await searchAs('a');
    expect(after.map((g) => g.groupTitle)).toEqual(['Pages', 'Contacts']);
    expect(JSON.stringify(after)).not.toMatch(/MRN|born /);
    // The list routes refuse the same user: the search is no side door.
    expect((await t.as('staff', { method: 'GET', url: '/api/patients' })).statusCode).toBe(403);
    await setStaffPermissions([]);
  });
});

describe('the audit trail honours the permission matrix', () => {
  it('hides events about patients, cases and documents from a user who may not read them', async () => {
    await setStaffPermissions([]);
    await searchAs('a'); // audited as a read of patient data
    const seen = (await t.as('staff', { method: 'GET', url: '/api/aggrid/data?pageSize=100&entity=search' })).json();
    expect(seen.total).toBeGreaterThan(0);
    expect(JSON.stringify(seen.data)).toMatch(/patients/);

    await setStaffPermissions(['patients', 'documents', 'cases', 'results', 'lookups']);
    for (const entity of ['patient', 'case', 'document', 'search', 'payer', 'report']) {
      const res = await t.as('staff', { method: 'GET', url: `/api/aggrid/data?pageSize=100&entity=${entity}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().total, entity).toBe(0);
    }
    const page = (await t.as('staff', { method: 'GET', url: '/api/aggrid/data?pageSize=100' })).json() as {
      data: Array<{ entity: string | null }>;
    };
    expect(page.data.length).toBeGreaterThan(0);
    for (const row of page.data) {
      expect(['patient', 'case', 'case-part', 'document', 'documents', 'search', 'payer', 'report', 'diagnosis']).not.toContain(row.entity);
      expect(row.entity ?? '').not.toMatch(/^lookup:/);
    }
    await setStaffPermissions([]);
  });
});
