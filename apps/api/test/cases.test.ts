import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCaseNumber, type TCase, type TCaseListPage } from '@lab/domain';
import { auditEvents, caseSequences, patients, providers, users } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { createTestApp, type TestContext } from './helper';
import { pdfText } from './pdf-text';

let t: TestContext;
const ids = {} as Record<
  | 'patientA'
  | 'patientB'
  | 'ownProvider'
  | 'otherProvider'
  | 'site'
  | 'site2'
  | 'facility'
  | 'icd'
  | 'test'
  | 'flag'
  | 'pathologist',
  number
>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [physician] = await db.select().from(users).where(eq(users.email, 'physician@demo.com'));
  const [pa, pb] = await db
    .insert(patients)
    .values([
      { mrn: 'TCASE-0001', firstName: 'Ada', lastName: 'Zyxwortle', dob: '1961-04-02', sex: 'female' },
      { mrn: 'TCASE-0002', firstName: 'Bo', lastName: 'Quenby', dob: '1979-12-30', sex: 'male' },
    ])
    .returning();
  const [own, other] = await db
    .insert(providers)
    .values([
      { npi: '1999999984', firstName: 'Own', lastName: 'Testdoc', userId: physician!.id },
      { npi: '1999999992', firstName: 'Other', lastName: 'Testdoc' },
    ])
    .returning();
  const one = async (key: string, values: Record<string, unknown>) => {
    const [row] = await db
      .insert(lookupTables[key]!)
      .values(values as never)
      .returning();
    return (row as { id: number }).id;
  };
  Object.assign(ids, {
    patientA: pa!.id,
    patientB: pb!.id,
    ownProvider: own!.id,
    otherProvider: other!.id,
    site: await one('bodysites', { code: 'T-SKIN', name: 'Skin of left forearm', lateralityApplies: true }),
    site2: await one('bodysites', { code: 'T-CX', name: 'Cervix' }),
    facility: await one('submittingfacilities', { code: 'T-FAC', name: 'Test Clinic' }),
    icd: await one('icdcodelist', { code: 'T99.9', name: 'Test code' }),
    test: await one('tests', { code: 'T-HE', name: 'Test H&E' }),
    flag: await one('additionalflag', { code: 'T-HOLD', name: 'Test hold', color: '#ff0000' }),
    pathologist: await one('pathologists', { code: 'T-PATH', name: 'Dr Test Pathologist' }),
  });
});
afterAll(() => t.close());

const newCase = (over: Record<string, unknown> = {}) => ({
  caseType: 'S',
  priority: 'routine',
  patientId: ids.patientA,
  providerId: ids.ownProvider,
  facilityId: ids.facility,
  icdCodeIds: [ids.icd],
  testIds: [ids.test],
  flagIds: [ids.flag],
  clinicalHistory: 'Lesion, rule out BCC',
  parts: [
    { bodySiteId: ids.site, laterality: 'left', description: 'Shave biopsy' },
    { bodySiteId: ids.site2, description: 'Cone' },
  ],
  ...over,
});

async function create(over: Record<string, unknown> = {}): Promise<TCase> {
  const res = await t.as('editor', { method: 'POST', url: '/api/cases', payload: newCase(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('accessioning', () => {
  it('gives a case number, parts A, B, codes and the first history row, and audits the create', async () => {
    const c = await create();
    expect(c.caseNumber).toMatch(/^S\d{2}-\d{5}$/);
    expect(parseCaseNumber(c.caseNumber)!.year).toBe(new Date().getUTCFullYear());
    expect(c.parts.map((p) => [p.label, p.bodySite?.code, p.laterality])).toEqual([
      ['A', 'T-SKIN', 'left'],
      ['B', 'T-CX', null],
    ]);
    expect(c).toMatchObject({
      status: 'accessioned',
      patient: { mrn: 'TCASE-0001', lastName: 'Zyxwortle' },
      provider: { name: 'Testdoc, Own' },
      facility: { code: 'T-FAC' },
      icdCodes: [{ code: 'T99.9' }],
      tests: [{ code: 'T-HE' }],
      flags: [{ code: 'T-HOLD', color: '#ff0000' }],
    });
    expect(c.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'accessioned', userName: 'Dana Demo' }),
    ]);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.casenumber, c.caseNumber), eq(auditEvents.eventtype, 'create')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.username).toBe('demo@demo.com');
  });

  it('names the field at fault', async () => {
    const noParts = await t.as('editor', { method: 'POST', url: '/api/cases', payload: newCase({ parts: [] }) });
    expect(noParts.statusCode).toBe(400);
    expect(noParts.json().fields).toEqual({ parts: 'add at least one part' });

    const badType = await t.as('editor', { method: 'POST', url: '/api/cases', payload: newCase({ caseType: 'X' }) });
    expect(badType.json().fields.caseType).toMatch(/S \(surgical\)/);

    const noPatient = await t.as('editor', {
      method: 'POST',
      url: '/api/cases',
      payload: newCase({ patientId: 999999 }),
    });
    expect(noPatient.statusCode).toBe(400);
    expect(noPatient.json()).toEqual({
      error: 'patientId: does not exist',
      code: 'validation_failed',
      fields: { patientId: 'does not exist' },
    });

    const badSite = await t.as('editor', {
      method: 'POST',
      url: '/api/cases',
      payload: newCase({ parts: [{ bodySiteId: 999999, description: '' }] }),
    });
    expect(badSite.json().fields).toEqual({ 'parts.0.bodySiteId': 'does not exist' });

    const badIcd = await t.as('editor', {
      method: 'POST',
      url: '/api/cases',
      payload: newCase({ icdCodeIds: [999999] }),
    });
    expect(badIcd.json().fields.icdCodeIds).toMatch(/999999/);
  });

  it('does not use up a number when the accession fails', async () => {
    const first = await create({ caseType: 'C' });
    await t.as('editor', { method: 'POST', url: '/api/cases', payload: newCase({ caseType: 'C', flagIds: [999999] }) });
    const second = await create({ caseType: 'C' });
    expect(parseCaseNumber(second.caseNumber)!.seq).toBe(parseCaseNumber(first.caseNumber)!.seq + 1);
  });

  it('numbers 20 simultaneous accessions 1..20 without gap or duplicate', async () => {
    const year = new Date().getUTCFullYear();
    const [seq] = await t.database.db
      .select()
      .from(caseSequences)
      .where(and(eq(caseSequences.prefix, 'F'), eq(caseSequences.year, year)));
    const start = seq?.last ?? 0;
    const token = await t.tokenFor('editor');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/cases',
          headers: { authorization: `Bearer ${token}` },
          payload: newCase({ caseType: 'F', parts: [{ description: 'Block' }] }),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const seqs = results.map((r) => parseCaseNumber(r.json().caseNumber)!.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => start + i + 1));
  });

  it('is for staff only', async () => {
    expect((await t.as('physician', { method: 'POST', url: '/api/cases', payload: newCase() })).statusCode).toBe(403);
    expect((await t.as('patient', { method: 'POST', url: '/api/cases', payload: newCase() })).statusCode).toBe(403);
    expect((await t.as(null, { method: 'POST', url: '/api/cases', payload: newCase() })).statusCode).toBe(401);
    const admin = await t.as('admin', { method: 'POST', url: '/api/cases', payload: newCase() });
    expect(admin.statusCode).toBe(201);
  });
});

describe('case list', () => {
  let stat: TCase;
  beforeAll(async () => {
    await create({ patientId: ids.patientB, providerId: ids.otherProvider, receivedAt: '2020-01-05T10:00:00Z' });
    stat = await create({
      priority: 'stat',
      patientId: ids.patientB,
      providerId: ids.otherProvider,
      receivedAt: '2020-01-01T10:00:00Z',
    });
  });

  it('puts STAT first, then the newest', async () => {
    const res = await t.as('editor', { url: '/api/cases?pageSize=500' });
    expect(res.statusCode).toBe(200);
    const page: TCaseListPage = res.json();
    const firstRoutine = page.data.findIndex((r) => r.priority === 'routine');
    expect(page.data.slice(firstRoutine).every((r) => r.priority === 'routine')).toBe(true);
    expect(page.data.slice(0, firstRoutine).map((r) => r.id)).toContain(stat.id);
    const routine = page.data.slice(firstRoutine).map((r) => r.receivedAt);
    expect([...routine].sort().reverse()).toEqual(routine);
    expect(page.totalCapped).toBe(false);
  });

  it('filters and searches', async () => {
    const byName = (await t.as('editor', { url: '/api/cases?q=quenby' })).json();
    expect(byName.total).toBe(2);
    expect(byName.data[0]).toMatchObject({
      caseNumber: stat.caseNumber,
      patientName: 'Quenby, Bo',
      patientMrn: 'TCASE-0002',
      providerName: 'Testdoc, Other',
      facilityName: 'Test Clinic',
      partCount: 2,
      priority: 'stat',
    });
    const commaName = (await t.as('editor', { url: '/api/cases?q=' + encodeURIComponent('Quenby, Bo') })).json();
    expect(commaName.total).toBe(2);
    const byMrn = (await t.as('editor', { url: '/api/cases?q=tcase-0002' })).json();
    expect(byMrn.total).toBe(2);
    expect((await t.as('editor', { url: '/api/cases?q=nobody-here' })).json()).toEqual({
      data: [],
      total: 0,
      totalCapped: false,
    });
    const byNumber = (await t.as('editor', { url: `/api/cases?q=${stat.caseNumber.toLowerCase()}` })).json();
    expect(byNumber.data.map((r: { id: number }) => r.id)).toEqual([stat.id]);
    const byDate = (await t.as('editor', { url: '/api/cases?from=2020-01-01&to=2020-01-01' })).json();
    expect(byDate.data.map((r: { id: number }) => r.id)).toEqual([stat.id]);
    const closedStatuses = ['signed-out', 'amended', 'addended', 'cancelled'];
    const open = (await t.as('editor', { url: '/api/cases?open=true&pageSize=500' })).json();
    const closed = (await t.as('editor', { url: '/api/cases?open=false&pageSize=500' })).json();
    const all = (await t.as('editor', { url: '/api/cases?pageSize=500' })).json();
    expect(open.total + closed.total).toBe(all.total);
    expect(closed.total).toBeGreaterThan(0);
    expect(open.data.every((r: { status: string }) => !closedStatuses.includes(r.status))).toBe(true);
    expect(closed.data.every((r: { status: string }) => closedStatuses.includes(r.status))).toBe(true);
    const statOnly = (await t.as('editor', { url: `/api/cases?priority=stat&providerId=${ids.otherProvider}` })).json();
    expect(statOnly.total).toBe(1);
    const sorted = (await t.as('editor', { url: '/api/cases?sort=caseNumber&pageSize=3' })).json();
    expect(sorted.data.map((r: { caseNumber: string }) => r.caseNumber)).toEqual(
      [...sorted.data.map((r: { caseNumber: string }) => r.caseNumber)].sort(),
    );
    const bad = await t.as('editor', { url: '/api/cases?status=lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.status).toBeDefined();
  });

  it('shows a physician only the cases they ordered', async () => {
    const res = await t.as('physician', { url: '/api/cases?pageSize=500' });
    expect(res.statusCode).toBe(200);
    const rows: TCaseListPage['data'] = res.json().data;
    expect(rows.length).toBeGreaterThan(0);
    const own = await t.database.db.execute(
      sql`select count(*)::int as n from cases where provider_id in (select id from providers where user_id = (select id from users where email = 'physician@demo.com'))`,
    );
    expect(res.json().total).toBe((own as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    expect(rows.find((r) => r.id === stat.id)).toBeUndefined();
    expect((await t.as('patient', { url: '/api/cases' })).statusCode).toBe(403);
    expect((await t.as(null, { url: '/api/cases' })).statusCode).toBe(401);
  });
});

describe('case page', () => {
  it('reads a case by id and by number, audits the read, hides others from a physician with 404', async () => {
    const own = await create();
    const other = await create({ providerId: ids.otherProvider });
    const res = await t.as('physician', { url: `/api/cases/${own.id}` });
    expect(res.statusCode).toBe(200);
    expect((await t.as('physician', { url: `/api/cases/${own.id}/labels.pdf` })).statusCode).toBe(200);
    expect((await t.as('physician', { url: `/api/cases/${other.id}` })).statusCode).toBe(404);
    expect((await t.as('physician', { url: `/api/cases/by-number/${other.caseNumber}` })).statusCode).toBe(404);
    expect((await t.as('physician', { url: `/api/cases/${other.id}/labels.pdf` })).statusCode).toBe(404);
    expect((await t.as('patient', { url: `/api/cases/${own.id}` })).statusCode).toBe(403);
    const byNumber = await t.as('editor', { url: `/api/cases/by-number/${other.caseNumber.toLowerCase()}` });
    expect(byNumber.json().id).toBe(other.id);
    const reads = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.casenumber, own.caseNumber), eq(auditEvents.eventtype, 'read')));
    expect(reads.map((r) => r.username)).toContain('physician@demo.com');
    expect(
      (await t.as('physician', { method: 'PATCH', url: `/api/cases/${own.id}`, payload: { priority: 'stat' } }))
        .statusCode,
    ).toBe(403);
  });

  it('updates fields with one audit row per change', async () => {
    const c = await create();
    const res = await t.as('editor', {
      method: 'PATCH',
      url: `/api/cases/${c.id}`,
      payload: { priority: 'stat', pathologistId: ids.pathologist, icdCodeIds: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ priority: 'stat', pathologist: { code: 'T-PATH' }, icdCodes: [] });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.casenumber, c.caseNumber), eq(auditEvents.eventtype, 'update')));
    expect(audit.map((a) => a.datavalue).sort()).toEqual(['icdCodeIds', 'pathologistId', 'priority']);
  });

  it('moves along the life cycle, refuses skips and sign-out, cancels only with a reason', async () => {
    const c = await create();
    const move = (to: string, reason?: string) =>
      t.as('editor', {
        method: 'POST',
        url: `/api/cases/${c.id}/status`,
        payload: { to, ...(reason ? { reason } : {}) },
      });
    const skip = await move('pending-diagnosis');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().fields.to).toBe('a case cannot move from accessioned to pending diagnosis');
    expect((await move('grossed')).json().status).toBe('grossed');
    const signOut = await move('signed-out');
    expect(signOut.statusCode).toBe(400);
    expect(signOut.json().fields.to).toMatch(/diagnosis screen/);
    expect((await move('in-histology')).json().status).toBe('in-histology');
    // Nobody could sign it: a case waits for its diagnosis only with a pathologist assigned.
    const noPathologist = await move('pending-diagnosis');
    expect(noPathologist.statusCode).toBe(409);
    expect(noPathologist.json().fields).toEqual({
      pathologistId: 'assign a pathologist before the case goes to pending diagnosis',
    });
    const noReason = await move('cancelled');
    expect(noReason.json()).toEqual({
      error: 'reason: is required to cancel a case',
      code: 'validation_failed',
      fields: { reason: 'is required to cancel a case' },
    });
    const cancelled = await move('cancelled', 'Specimen received without label');
    expect(cancelled.statusCode).toBe(200);
    const body: TCase = cancelled.json();
    expect(body).toMatchObject({ status: 'cancelled', cancelReason: 'Specimen received without label' });
    expect(body.history.map((h) => [h.fromStatus, h.toStatus, h.reason])).toEqual([
      [null, 'accessioned', null],
      ['accessioned', 'grossed', null],
      ['grossed', 'in-histology', null],
      ['in-histology', 'cancelled', 'Specimen received without label'],
    ]);
    expect((await move('grossed')).statusCode).toBe(409);
    const edit = await t.as('editor', { method: 'PATCH', url: `/api/cases/${c.id}`, payload: { priority: 'stat' } });
    expect(edit.statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.casenumber, c.caseNumber), eq(auditEvents.eventtype, 'status-change')))
      .orderBy(auditEvents.id);
    expect(audit.map((a) => a.newvalue)).toEqual(['grossed', 'in-histology', 'cancelled']);
  });

  it('adds parts with the next label and edits them', async () => {
    const c = await create();
    const added = await t.as('editor', {
      method: 'POST',
      url: `/api/cases/${c.id}/parts`,
      payload: { bodySiteId: ids.site, laterality: 'right', description: 'Re-excision' },
    });
    expect(added.statusCode).toBe(201);
    const parts: TCase['parts'] = added.json().parts;
    expect(parts.map((p) => p.label)).toEqual(['A', 'B', 'C']);
    const edited = await t.as('editor', {
      method: 'PATCH',
      url: `/api/cases/${c.id}/parts/${parts[2]!.id}`,
      payload: { description: 'Re-excision, margins inked' },
    });
    expect(edited.json().parts[2].description).toBe('Re-excision, margins inked');
    // A field not sent stays as it was.
    const sideOnly = await t.as('editor', {
      method: 'PATCH',
      url: `/api/cases/${c.id}/parts/${parts[2]!.id}`,
      payload: { laterality: 'left' },
    });
    expect(sideOnly.json().parts[2]).toMatchObject({
      laterality: 'left',
      description: 'Re-excision, margins inked',
      bodySite: { id: ids.site },
    });
    const wrongCase = await t.as('editor', {
      method: 'PATCH',
      url: `/api/cases/${c.id + 999}/parts/${parts[2]!.id}`,
      payload: {},
    });
    expect(wrongCase.statusCode).toBe(404);
    const badLat = await t.as('editor', {
      method: 'POST',
      url: `/api/cases/${c.id}/parts`,
      payload: { laterality: 'up' },
    });
    expect(badLat.json().fields.laterality).toBe('must be left, right or bilateral');
  });
});

describe('labels', () => {
  it('renders a PDF with one label for the case and one per part, by a signed link for new tabs', async () => {
    const c = await create();
    const signed = await t.as('editor', {
      method: 'POST',
      url: '/api/downloads/sign',
      payload: { path: `/api/cases/${c.id}/labels.pdf` },
    });
    const res = await t.app.inject({ url: signed.json().url as string });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
    const text = pdfText(pdf);
    expect(text).toContain('Zyxwortle, Ada'); // the name as typed
    expect(text).toContain('Part B: Cervix');
    const print = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.casenumber, c.caseNumber), eq(auditEvents.eventtype, 'print')));
    expect(print).toHaveLength(1);
    expect((await t.as('patient', { url: `/api/cases/${c.id}/labels.pdf` })).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents every case route', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/cases',
      '/api/cases/{id}',
      '/api/cases/by-number/{caseNumber}',
      '/api/cases/{id}/status',
      '/api/cases/{id}/parts',
      '/api/cases/{id}/parts/{partId}',
      '/api/cases/{id}/labels.pdf',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
