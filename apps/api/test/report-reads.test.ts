import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCase, TDiagnosis, TMyReportsPage, TPatientDashboard } from '@lab/domain';
import { notifications, providers, users } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { createTestApp, type TestContext } from './helper';

/** Issue 26 item 5: a reader's list has one row per case with its versions; reading the newest reads the rest. */
let t: TestContext;
const ids = {} as Record<'rl' | 'ownProvider' | 'site' | 'he' | 'icd' | 'cpt' | 'demoPatient' | 'physician', number>;

async function idOf(key: string, code: string) {
  const table = lookupTables[key]!;
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.code}) = lower(${code})`);
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [physician] = await db.select().from(users).where(eq(users.email, 'physician@demo.com'));
  const [own] = await db.select().from(providers).where(eq(providers.userId, physician!.id));
  const [demoPatient] = await db
    .execute<{ id: number }>(
      sql`select p.id from patients p join users u on u.id = p.user_id where u.email = 'patient@demo.com'`,
    )
    .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows ?? r);
  Object.assign(ids, {
    rl: await idOf('pathologists', 'RL'),
    ownProvider: own!.id,
    physician: physician!.id,
    site: await idOf('bodysites', 'SKFA'),
    he: await idOf('stainlist', 'HE'),
    icd: await idOf('icdcodelist', 'C44.91'),
    cpt: await idOf('procedurelist', '88305'),
    demoPatient: demoPatient!.id,
  });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const getDx = async (id: number) =>
  (await t.as('pathologist', { url: `/api/cases/${id}/diagnosis` })).json() as TDiagnosis;

/** A case signed (v1), corrected (v2) and addended (v3), released to the demo physician and the demo patient. */
async function caseWithThreeVersions(): Promise<TCase> {
  const res = await t.as('editor', {
    method: 'POST',
    url: '/api/cases',
    payload: {
      caseType: 'S',
      patientId: ids.demoPatient,
      providerId: ids.ownProvider,
      pathologistId: ids.rl,
      parts: [{ bodySiteId: ids.site, laterality: 'left', description: 'Shave biopsy' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const c = res.json() as TCase;
  const d = await getDx(c.id);
  const saved = await t.as('pathologist', {
    method: 'PUT',
    url: `/api/cases/${c.id}/diagnosis`,
    payload: {
      rowVersion: d.rowVersion,
      comment: '',
      icdCodeIds: [ids.icd],
      procedures: [{ procedureId: ids.cpt, units: 1 }],
      parts: d.parts.map((p) => ({
        ...p,
        grossDescription: `Part ${p.letter}: a shave of skin, entirely submitted in ${p.letter}1.`,
        blocks: [{ label: `${p.letter}1`, description: '', slides: [{ label: `${p.letter}1-1`, stainId: ids.he }] }],
        microscopicDescription: 'Nests of basaloid cells with peripheral palisading.',
        finalDiagnosis: `BASAL CELL CARCINOMA, PART ${p.letter}.`,
      })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const signed = await t.as('pathologist', {
    method: 'POST',
    url: `/api/cases/${c.id}/sign-out`,
    payload: { password: 'pathologist', rowVersion: saved.json().rowVersion, confirmWarnings: true },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const d2 = await getDx(c.id);
  const amend = await t.as('pathologist', {
    method: 'POST',
    url: `/api/cases/${c.id}/amendments`,
    payload: {
      reason: 'Margin status revised on deeper levels',
      password: 'pathologist',
      rowVersion: d2.rowVersion,
      parts: d2.parts.map((p) => ({ ...p, finalDiagnosis: `${p.finalDiagnosis} MARGINS FREE.` })),
    },
  });
  expect(amend.statusCode, amend.body).toBe(200);
  const add = await t.as('pathologist', {
    method: 'POST',
    url: `/api/cases/${c.id}/addenda`,
    payload: {
      text: 'Immunostains support the diagnosis.',
      password: 'pathologist',
      rowVersion: (await getDx(c.id)).rowVersion,
    },
  });
  expect(add.statusCode, add.body).toBe(200);
  return c;
}

const myReports = async (role: 'physician' | 'patient', query = '') =>
  (await t.as(role, { url: `/api/my/reports?pageSize=100${query}` })).json() as TMyReportsPage;

describe("a reader's reports", () => {
  it('lists a case once, its versions inside newest first, every case once', async () => {
    const c = await caseWithThreeVersions();
    for (const role of ['physician', 'patient'] as const) {
      const page = await myReports(role);
      const rows = page.data.filter((r) => r.caseId === c.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        caseNumber: c.caseNumber,
        version: 3,
        kind: 'addendum',
        current: true,
        read: false,
      });
      expect(rows[0]!.versions.map((v) => [v.version, v.kind, v.current, v.read])).toEqual([
        [3, 'addendum', true, false],
        [2, 'corrected', false, false],
        [1, 'final', false, false],
      ]);
      const caseIds = page.data.map((r) => r.caseId);
      expect(new Set(caseIds).size).toBe(caseIds.length);
      expect(page.total).toBe(caseIds.length);
      // Cases by their newest signature first.
      const dates = page.data.map((r) => r.signedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
  });

  it('marks the superseded versions and their notices read when the current version is read', async () => {
    const c = await caseWithThreeVersions();
    const before = await myReports('physician');
    const unreadNotices = () =>
      t.database.db
        .select({ link: notifications.link })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, ids.physician),
            isNull(notifications.readAt),
            like(notifications.link, `/reportresult/${c.id}/%`),
          ),
        );
    expect((await unreadNotices()).length).toBeGreaterThan(0);
    expect((await myReports('physician', '&unread=true')).data.some((r) => r.caseId === c.id)).toBe(true);

    // Reading an older version reads only it (and what it supersedes), not the newer ones.
    expect((await t.as('physician', { url: `/api/cases/${c.id}/reports/2` })).statusCode).toBe(200);
    let row = (await myReports('physician')).data.find((r) => r.caseId === c.id)!;
    expect(row.versions.map((v) => [v.version, v.read])).toEqual([
      [3, false],
      [2, true],
      [1, true],
    ]);
    expect(row.read).toBe(false);

    expect((await t.as('physician', { url: `/api/cases/${c.id}/reports/3` })).statusCode).toBe(200);
    row = (await myReports('physician')).data.find((r) => r.caseId === c.id)!;
    expect(row.read).toBe(true);
    expect(row.versions.every((v) => v.read)).toBe(true);
    expect(await unreadNotices()).toEqual([]);
    const after = await myReports('physician');
    expect(after.unread).toBe(before.unread - 1);
    expect((await myReports('physician', '&unread=true')).data.some((r) => r.caseId === c.id)).toBe(false);

    // The patient's read marks are their own.
    const patientRow = (await myReports('patient')).data.find((r) => r.caseId === c.id)!;
    expect(patientRow.versions.every((v) => !v.read)).toBe(true);
    // The PDF of the current version counts as reading it.
    expect((await t.as('patient', { url: `/api/cases/${c.id}/reports/3/pdf` })).statusCode).toBe(200);
    expect((await myReports('patient')).data.find((r) => r.caseId === c.id)!.versions.every((v) => v.read)).toBe(true);
  });

  it("gives the patient's dashboard one row per case too", async () => {
    const c = await caseWithThreeVersions();
    const dash = (await t.as('patient', { url: '/api/dashboard' })).json() as TPatientDashboard;
    const rows = dash.reports.filter((r) => r.caseId === c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.versions).toHaveLength(3);
    const caseIds = dash.reports.map((r) => r.caseId);
    expect(new Set(caseIds).size).toBe(caseIds.length);
  });
});
