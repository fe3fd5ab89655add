import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defaultPermissions } from '@lab/domain';
import { patients, users } from '../src/db/schema/index';
import { createTestApp, type TestContext } from './helper';
import { multipart, MULTIPART_HEADERS } from './multipart';

/** Every way to data checks the same permission as the data's own list route. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setStaffPermissions(off: Array<'patients' | 'documents' | 'cases' | 'results' | 'lookups'>) {
  const permissions = defaultPermissions('editor');
  for (const area of off) permissions[area] = { read: false, write: false, create: false, delete: false };
  await t.changeOutside((db) => db.update(users).set({ permissions }).where(eq(users.email, 'staff@staff.com')));
}

type Group = { groupTitle: string; data: Array<{ title: string; detail?: string }> };
const searchAs = async (q: string) =>
  (await t.as('staff', { method: 'GET', url: `/api/main-search/data?q=${encodeURIComponent(q)}` })).json()
    .searchResult as Group[];

describe('top-bar search honours the permission matrix', () => {
  it('shows patients, files and cases only to a user who may read them', async () => {
    await setStaffPermissions([]);
    const before = await searchAs('a');
    expect(before.map((g) => g.groupTitle)).toEqual([
      'Pages',
      'Files',
      'Contacts',
      'Patients',
      'Cases',
      'Help',
      'Tests',
    ]);
    expect(before.find((g) => g.groupTitle === 'Patients')!.data.length).toBeGreaterThan(0);

    await setStaffPermissions(['patients', 'documents', 'cases']);
    const after = await searchAs('a');
    // Help and the test directory need no area of the matrix: they hold no patient data.
    expect(after.map((g) => g.groupTitle)).toEqual(['Pages', 'Contacts', 'Help', 'Tests']);
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
      expect([
        'patient',
        'case',
        'case-part',
        'document',
        'documents',
        'search',
        'payer',
        'report',
        'diagnosis',
      ]).not.toContain(row.entity);
      expect(row.entity ?? '').not.toMatch(/^lookup:/);
    }
    await setStaffPermissions([]);
  });
});

describe('avatars are their own files, set only by upload', () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('a scanned requisition'),
  ]);

  it('does not take an avatar address from the user form or the profile, and never serves a document as one', async () => {
    const [patient] = await t.database.db.select({ id: patients.id }).from(patients).limit(1);
    const doc = await t.as('admin', {
      method: 'POST',
      url: '/api/documents',
      headers: MULTIPART_HEADERS,
      payload: multipart(
        { title: 'Requisition scan', category: 'other', patientId: patient!.id },
        { field: 'file', name: 'req.png', data: PNG },
      ),
    });
    expect(doc.statusCode, doc.body).toBe(201);
    const stolen = `/api/avatars/${doc.json().sha256 as string}.png`;

    const list = (await t.as('admin', { url: '/api/users/list' })).json() as Array<
      Record<string, unknown> & { id: number; email: string }
    >;
    const staff = list.find((u) => u.email === 'staff@staff.com')!;
    const { id: _id, ...record } = staff;
    for (const avatar of [stolen, 'javascript:alert(1)', 'https://evil.example/x.png']) {
      const res = await t.as('admin', { method: 'PUT', url: `/api/users/${staff.id}`, payload: { ...record, avatar } });
      expect([200, 400]).toContain(res.statusCode);
      const after = (await t.as('admin', { url: `/api/users/${staff.id}` })).json();
      expect(after.avatar).toBeNull();
      await t.as('staff', { method: 'PUT', url: '/api/account/profile', payload: { name: 'Staff', avatar } });
      expect((await t.as('staff', { url: '/api/account/profile' })).json().avatar).toBeNull();
    }

    // An outside URL left in the table by the old form is not shown to anyone.
    await t.database.db.update(users).set({ avatar: 'https://evil.example/x.png' }).where(eq(users.id, staff.id));
    expect((await t.as('admin', { url: `/api/users/${staff.id}` })).json().avatar).toBeNull();
    expect((await t.as('staff', { url: '/api/authenticate/me' })).json().avatar).toBeNull();

    // Even an address written straight into the table (as the old form allowed) reaches no document.
    await t.database.db.update(users).set({ avatar: stolen }).where(eq(users.id, staff.id));
    const res = await t.app.inject({ url: stolen });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('scanned requisition');
    await t.database.db.update(users).set({ avatar: null }).where(eq(users.id, staff.id));
  });
});
