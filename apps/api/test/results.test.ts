import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCase, TDiagnosis, TMyReportsPage, TReportSummary, TWorklistPage } from '@lab/domain';
import { auditEvents, caseReports, notifications, providers, users } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { startSmtp, type TestSmtp } from './smtp';
import { createTestApp, type TestContext } from './helper';
import { pdfText } from './pdf-text';

/** Results end to end through the API: diagnosis drafts, sign-out, versions, release, reading, notices. */
let t: TestContext;
let smtp: TestSmtp;
const ids = {} as Record<
  | 'rl'
  | 'dd'
  | 'ownProvider'
  | 'otherFacilityProvider'
  | 'site'
  | 'nilm'
  | 'scc'
  | 'he'
  | 'icd'
  | 'cpt'
  | 'demoPatient'
  | 'otherPatient',
  number
>;

async function idOf(key: string, code: string) {
  const table = lookupTables[key]!;
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.code}) = lower(${code})`);
  return row!.id;
}

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ config: { smtpUrl: smtp.url } });
  const db = t.database.db;
  const [physician] = await db.select().from(users).where(eq(users.email, 'physician@demo.com'));
  const [own] = await db.select().from(providers).where(eq(providers.userId, physician!.id));
  const [other] = await db
    .select()
    .from(providers)
    .where(and(sql`${providers.userId} is null`, sql`${providers.facilityId} is distinct from ${own!.facilityId}`))
    .limit(1);
  const [demoPatient] = await db
    .execute<{ id: number }>(
      sql`select p.id from patients p join users u on u.id = p.user_id where u.email = 'patient@demo.com'`,
    )
    .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows ?? r);
  const [otherPatient] = await db
    .execute<{ id: number }>(sql`select id from patients where user_id is null order by id limit 1`)
    .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows ?? r);
  Object.assign(ids, {
    rl: await idOf('pathologists', 'RL'),
    dd: await idOf('pathologists', 'DD'),
    ownProvider: own!.id,
    otherFacilityProvider: other!.id,
    site: await idOf('bodysites', 'SKFA'),
    nilm: await idOf('resultslist', 'NILM'),
    scc: await idOf('resultslist', 'SCC'),
    he: await idOf('stainlist', 'HE'),
    icd: await idOf('icdcodelist', 'C44.91'),
    cpt: await idOf('procedurelist', '88305'),
    demoPatient: demoPatient!.id,
    otherPatient: otherPatient!.id,
  });
}, 180_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function accession(over: Record<string, unknown> = {}): Promise<TCase> {
  const res = await t.as('editor', {
    method: 'POST',
    url: '/api/cases',
    payload: {
      caseType: 'S',
      patientId: ids.otherPatient,
      providerId: ids.ownProvider,
      pathologistId: ids.rl,
      parts: [
        { bodySiteId: ids.site, laterality: 'left', description: 'Shave biopsy' },
        { description: 'Punch biopsy' },
      ],
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const getDx = async (id: number) =>
  (await t.as('pathologist', { url: `/api/cases/${id}/diagnosis` })).json() as TDiagnosis;

function written(d: TDiagnosis, over: Partial<TDiagnosis['parts'][number]> = {}) {
  return {
    rowVersion: d.rowVersion,
    comment: 'Clinical correlation recommended.',
    icdCodeIds: [ids.icd],
    procedures: [{ procedureId: ids.cpt, units: 2 }],
    parts: d.parts.map((p) => ({
      ...p,
      grossDescription: `Part ${p.letter}: a shave of skin, 0.6 x 0.5 cm, entirely submitted in ${p.letter}1.`,
      blocks: [{ label: `${p.letter}1`, description: '', slides: [{ label: `${p.letter}1-1`, stainId: ids.he }] }],
      microscopicDescription: 'Nests of basaloid cells with peripheral palisading.',
      finalDiagnosis: `BASAL CELL CARCINOMA, PART ${p.letter}.`,
      ...over,
    })),
  };
}

async function signedCase(over: Record<string, unknown> = {}) {
  const c = await accession(over);
  const d = await getDx(c.id);
  const saved = await t.as('pathologist', { method: 'PUT', url: `/api/cases/${c.id}/diagnosis`, payload: written(d) });
  expect(saved.statusCode, saved.body).toBe(200);
  const signed = await t.as('pathologist', {
    method: 'POST',
    url: `/api/cases/${c.id}/sign-out`,
    payload: { password: 'pathologist', rowVersion: saved.json().rowVersion },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return c;
}

describe('the diagnosis worklist', () => {
  it('shows a pathologist their own open cases by default, STAT first then oldest, with turnaround', async () => {
    const stat = await accession({ priority: 'stat' });
    const res = await t.as('pathologist', { url: '/api/results/worklist?pageSize=100' });
    expect(res.statusCode).toBe(200);
    const page = res.json() as TWorklistPage;
    expect(page.myPathologistId).toBe(ids.rl);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((r) => r.pathologistId === ids.rl)).toBe(true);
    expect(
      page.data.every((r) => ['accessioned', 'grossed', 'in-histology', 'pending-diagnosis'].includes(r.status)),
    ).toBe(true);
    const firstRoutine = page.data.findIndex((r) => r.priority === 'routine');
    expect(page.data.slice(firstRoutine).every((r) => r.priority === 'routine')).toBe(true);
    expect(page.data.some((r) => r.id === stat.id)).toBe(true);
    const routine = page.data.filter((r) => r.priority === 'routine').map((r) => r.receivedAt);
    expect([...routine].sort()).toEqual(routine);
    const old = page.data.find((r) => r.caseType === 'S' && r.ageWorkingDays > 2);
    expect(old).toMatchObject({ targetWorkingDays: 2, overdue: true });
  });

  it('filters by pathologist, case type and status; staff without a record see every pathologist', async () => {
    const staff = (await t.as('staff', { url: '/api/results/worklist?pageSize=100' })).json() as TWorklistPage;
    expect(staff.myPathologistId).toBeNull();
    expect(new Set(staff.data.map((r) => r.pathologistId)).size).toBeGreaterThan(1);
    const c = (
      await t.as('staff', { url: '/api/results/worklist?caseType=C&status=in-histology' })
    ).json() as TWorklistPage;
    expect(c.data.every((r) => r.caseType === 'C' && r.status === 'in-histology')).toBe(true);
    const dd = (
      await t.as('pathologist', { url: `/api/results/worklist?pathologist=${ids.dd}` })
    ).json() as TWorklistPage;
    expect(dd.data.every((r) => r.pathologistId === ids.dd)).toBe(true);
    expect((await t.as('physician', { url: '/api/results/worklist' })).statusCode).toBe(403);
  });
});

describe('the working diagnosis', () => {
  it('saves whole with a rowVersion, moves the case along, and refuses a stale save with what changed', async () => {
    const c = await accession();
    const d = await getDx(c.id);
    expect(d).toMatchObject({ rowVersion: 0, editable: true, status: 'accessioned' });
    expect(d.parts.map((p) => p.letter)).toEqual(['A', 'B']);

    const grossOnly = {
      ...written(d),
      parts: d.parts.map((p) => ({ ...p, grossDescription: 'Received in formalin.' })),
    };
    const r1 = await t.as('pathologist', { method: 'PUT', url: `/api/cases/${c.id}/diagnosis`, payload: grossOnly });
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json()).toMatchObject({ rowVersion: 1, status: 'grossed', updatedBy: 'Dr. Rosa Lind' });

    // A second person saves from the version they loaded (1); the first person's stale save (0) is refused.
    const r2 = await t.as('editor', {
      method: 'PUT',
      url: `/api/cases/${c.id}/diagnosis`,
      payload: { ...written(r1.json()), rowVersion: 1 },
    });
    expect(r2.statusCode).toBe(200);
    expect(r2.json()).toMatchObject({ rowVersion: 2, status: 'pending-diagnosis' });
    const stale = await t.as('pathologist', { method: 'PUT', url: `/api/cases/${c.id}/diagnosis`, payload: grossOnly });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/Dana Demo saved this case since you loaded it \(Part A/);
    expect(stale.json().current).toMatchObject({ rowVersion: 2 });
    expect((await getDx(c.id)).parts[0]!.finalDiagnosis).toBe('BASAL CELL CARCINOMA, PART A.');

    const history = (await t.as('editor', { url: `/api/cases/${c.id}` })).json() as TCase;
    expect(history.history.map((h) => h.toStatus)).toEqual(['accessioned', 'grossed', 'pending-diagnosis']);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'diagnosis'),
          eq(auditEvents.casenumber, c.caseNumber),
          eq(auditEvents.eventtype, 'update'),
        ),
      );
    expect(audits).toHaveLength(2);
  });

  it('names the field of bad input and keeps what was saved', async () => {
    const c = await accession();
    const d = await getDx(c.id);
    const bad = await t.as('pathologist', {
      method: 'PUT',
      url: `/api/cases/${c.id}/diagnosis`,
      payload: { ...written(d), procedures: [{ procedureId: ids.cpt, units: 0 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('procedures.0.units');
    const unknown = await t.as('pathologist', {
      method: 'PUT',
      url: `/api/cases/${c.id}/diagnosis`,
      payload: { ...written(d), icdCodeIds: [99999999] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^icdCodeIds: unknown entries 99999999/);
    expect((await getDx(c.id)).rowVersion).toBe(0);
  });

  it('marks a case critical when a part has a result of a critical category', async () => {
    const c = await accession();
    const d = await getDx(c.id);
    const res = await t.as('pathologist', {
      method: 'PUT',
      url: `/api/cases/${c.id}/diagnosis`,
      payload: written(d, { resultId: ids.scc }),
    });
    expect(res.json().isCritical).toBe(true);
  });
});

describe('sign-out', () => {
  it('is for the assigned pathologist only, with their password, and a final diagnosis on every part', async () => {
    const c = await accession();
    const d = await getDx(c.id);
    // Each signature names the rowVersion on the server: what the signer reviewed.
    const sign = async (who: 'pathologist' | 'editor' | 'staff', password: string) =>
      t.as(who, {
        method: 'POST',
        url: `/api/cases/${c.id}/sign-out`,
        payload: { password, rowVersion: (await getDx(c.id)).rowVersion },
      });

    const partial = {
      ...written(d),
      parts: written(d).parts.map((p, i) => (i === 1 ? { ...p, finalDiagnosis: '' } : p)),
    };
    await t.as('pathologist', { method: 'PUT', url: `/api/cases/${c.id}/diagnosis`, payload: partial });
    const blocked = await sign('pathologist', 'pathologist');
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error).toMatch(/Part B has no final diagnosis/);

    expect((await sign('staff', 'staffstaff')).json().error).toMatch(/Only a user linked to a Pathologists record/);
    const notAssigned = await sign('editor', 'demodemo');
    expect(notAssigned.statusCode).toBe(403);
    expect(notAssigned.json().error).toMatch(/assigned to another pathologist/);
    const wrong = await sign('pathologist', 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: expect.stringMatching(/not your password/) });

    await t.as('pathologist', {
      method: 'PUT',
      url: `/api/cases/${c.id}/diagnosis`,
      payload: { ...written(d), rowVersion: 1 },
    });
    const ok = await sign('pathologist', 'pathologist');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().report).toMatchObject({
      version: 1,
      kind: 'final',
      signedBy: 'Rosa Lind, MD',
      current: true,
      reason: null,
    });

    const after = (await t.as('editor', { url: `/api/cases/${c.id}` })).json() as TCase;
    expect(after.status).toBe('signed-out');
    const frozen = await t.as('pathologist', {
      method: 'PUT',
      url: `/api/cases/${c.id}/diagnosis`,
      payload: { ...written(d), rowVersion: 2 },
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error).toMatch(/frozen/);
    expect((await sign('pathologist', 'pathologist')).statusCode).toBe(409);
  });

  it('stores the PDF once: every download returns the same bytes with the listed SHA-256', async () => {
    const c = await signedCase();
    const list = (await t.as('editor', { url: `/api/cases/${c.id}/reports` })).json().data as TReportSummary[];
    expect(list).toHaveLength(1);
    const a = await t.as('editor', { url: `/api/cases/${c.id}/reports/1/pdf` });
    const b = await t.as('physician', { url: `/api/cases/${c.id}/reports/1/pdf` });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('application/pdf');
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(createHash('sha256').update(a.rawPayload).digest('hex')).toBe(list[0]!.sha256);
    const text = pdfText(a.rawPayload);
    expect(text).toContain(c.caseNumber);
    expect(text).toMatch(/BASAL CELL CARCINOMA, PART A/);
    // The database refuses to change a signed version.
    await expect(
      t.database.db.update(caseReports).set({ sha256: 'x' }).where(eq(caseReports.caseId, c.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(caseReports).where(eq(caseReports.caseId, c.id))).rejects.toThrow();
  });

  it('previews the report as it would be signed, marked preliminary', async () => {
    const c = await accession();
    const d = await getDx(c.id);
    await t.as('pathologist', { method: 'PUT', url: `/api/cases/${c.id}/diagnosis`, payload: written(d) });
    const res = await t.as('pathologist', { url: `/api/cases/${c.id}/diagnosis/preview.pdf` });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toMatch(/PRELIMINARY/);
    expect(text).not.toMatch(/Electronically signed/);
    expect((await t.as('editor', { url: `/api/cases/${c.id}/reports` })).json().data).toEqual([]);
  });
});

describe('after sign-out: amendments and addenda', () => {
  it('amends with a reason into a corrected version and adds an addendum; every version stays as it was', async () => {
    const c = await signedCase();
    const v1 = (await t.as('editor', { url: `/api/cases/${c.id}/reports/1/pdf` })).rawPayload;
    const d = await getDx(c.id);
    const noReason = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${c.id}/amendments`,
      payload: { password: 'pathologist', rowVersion: d.rowVersion, parts: d.parts },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty('reason');
    const unchanged = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${c.id}/amendments`,
      payload: { reason: 'Typo', password: 'pathologist', rowVersion: d.rowVersion, parts: d.parts },
    });
    expect(unchanged.statusCode).toBe(400);

    const amend = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${c.id}/amendments`,
      payload: {
        reason: 'Margin status revised on deeper levels',
        password: 'pathologist',
        rowVersion: d.rowVersion,
        parts: d.parts.map((p) => ({ ...p, finalDiagnosis: `${p.finalDiagnosis} MARGINS FREE.` })),
      },
    });
    expect(amend.statusCode, amend.body).toBe(200);
    expect(amend.json().report).toMatchObject({
      version: 2,
      kind: 'corrected',
      reason: 'Margin status revised on deeper levels',
    });
    expect(((await t.as('editor', { url: `/api/cases/${c.id}` })).json() as TCase).status).toBe('amended');
    const v2text = pdfText((await t.as('editor', { url: `/api/cases/${c.id}/reports/2/pdf` })).rawPayload);
    expect(v2text).toMatch(/CORRECTED REPORT/);
    expect(v2text).toMatch(/Margin status revised on deeper levels/);
    expect(v2text).toMatch(/MARGINS FREE/);

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
    expect(add.json().report).toMatchObject({ version: 3, kind: 'addendum' });
    expect(((await t.as('editor', { url: `/api/cases/${c.id}` })).json() as TCase).status).toBe('addended');

    const versions = (await t.as('editor', { url: `/api/cases/${c.id}/reports` })).json().data as TReportSummary[];
    expect(versions.map((v) => [v.version, v.kind, v.current])).toEqual([
      [3, 'addendum', true],
      [2, 'corrected', false],
      [1, 'final', false],
    ]);
    expect((await t.as('editor', { url: `/api/cases/${c.id}/reports/1/pdf` })).rawPayload.equals(v1)).toBe(true);
    const read = (await t.as('editor', { url: `/api/cases/${c.id}/reports/3` })).json();
    expect(read.content.addenda).toEqual([
      expect.objectContaining({ version: 3, text: 'Immunostains support the diagnosis.' }),
    ]);
    expect(read.content.parts[0].finalDiagnosis).toMatch(/MARGINS FREE/);

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.casenumber, c.caseNumber), eq(auditEvents.entity, 'report')));
    const kinds = audit.map((a) => a.eventtype);
    expect(kinds).toEqual(expect.arrayContaining(['sign-report', 'amend-report', 'addendum', 'download', 'read']));
    const amended = audit.find((a) => a.eventtype === 'amend-report')!;
    expect(amended.oldvalue).toMatch(/BASAL CELL CARCINOMA, PART A\./);
    expect(amended.newvalue).toMatch(/MARGINS FREE/);
  });

  it('refuses an amendment or addendum before sign-out', async () => {
    const c = await accession();
    const res = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${c.id}/addenda`,
      payload: { text: 'x', password: 'pathologist', rowVersion: 0 },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('release and reading', () => {
  it('gives the physician their facility’s released reports, newest first, unread marked; nothing before sign-out', async () => {
    const pending = await accession();
    const c = await signedCase();
    const other = await signedCase({ providerId: ids.otherFacilityProvider });
    const page = (await t.as('physician', { url: '/api/my/reports?pageSize=100' })).json() as TMyReportsPage;
    const mine = page.data.find((r) => r.caseId === c.id)!;
    expect(mine).toMatchObject({ version: 1, kind: 'final', read: false, current: true });
    expect(page.data.some((r) => r.caseId === other.id)).toBe(false);
    expect(page.data.some((r) => r.caseId === pending.id)).toBe(false);
    const dates = page.data.map((r) => r.signedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.unread).toBeGreaterThan(0);

    expect((await t.as('physician', { url: `/api/cases/${c.id}/reports/1` })).statusCode).toBe(200);
    const again = (await t.as('physician', { url: '/api/my/reports?pageSize=100' })).json() as TMyReportsPage;
    expect(again.data.find((r) => r.caseId === c.id)!.read).toBe(true);
    expect((await t.as('physician', { url: `/api/cases/${other.id}/reports/1/pdf` })).statusCode).toBe(404);
    expect((await t.as('physician', { url: `/api/cases/${pending.id}/reports` })).json().data).toEqual([]);
    expect(
      (await t.as('physician', { method: 'PUT', url: `/api/cases/${c.id}/diagnosis`, payload: {} })).statusCode,
    ).toBe(403);
  });

  it('gives the patient only their own released reports', async () => {
    const own = await signedCase({ patientId: ids.demoPatient });
    const notOwn = await signedCase();
    const page = (await t.as('patient', { url: '/api/my/reports?pageSize=100' })).json() as TMyReportsPage;
    expect(page.data.some((r) => r.caseId === own.id)).toBe(true);
    expect(page.data.some((r) => r.caseId === notOwn.id)).toBe(false);
    const pdf = await t.as('patient', { url: `/api/cases/${own.id}/reports/1/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect((await t.as('patient', { url: `/api/cases/${notOwn.id}/reports/1/pdf` })).statusCode).toBe(404);
    expect((await t.as('patient', { url: '/api/reports/search?q=S' })).statusCode).toBe(403);
    const reads = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.casenumber, own.caseNumber), eq(auditEvents.username, 'patient@demo.com')));
    expect(reads.map((r) => r.eventtype)).toContain('download');
  });

  it('finds reports by case number, patient name or MRN (Report Result)', async () => {
    const c = await signedCase();
    const byNumber = (await t.as('editor', { url: `/api/reports/search?q=${c.caseNumber}` })).json();
    expect(byNumber.data.map((r: { caseId: number }) => r.caseId)).toContain(c.id);
    const mrn = c.patient.mrn;
    const byMrn = (await t.as('physician', { url: `/api/reports/search?q=${mrn}` })).json();
    expect(byMrn.data.some((r: { caseId: number }) => r.caseId === c.id)).toBe(true);
    const byName = (
      await t.as('editor', { url: `/api/reports/search?q=${encodeURIComponent(c.patient.lastName)}` })
    ).json();
    expect(byName.data.some((r: { caseId: number }) => r.caseId === c.id)).toBe(true);
  });

  it('exports each version as FHIR and HL7', async () => {
    const c = await signedCase();
    const fhir = await t.as('physician', { url: `/api/cases/${c.id}/reports/1/fhir` });
    expect(fhir.statusCode).toBe(200);
    expect(fhir.json()).toMatchObject({
      resourceType: 'Bundle',
      type: 'collection',
      entry: expect.arrayContaining([
        expect.objectContaining({
          resource: expect.objectContaining({ resourceType: 'DiagnosticReport', status: 'final' }),
        }),
      ]),
    });
    const hl7 = await t.as('editor', { url: `/api/cases/${c.id}/reports/1/hl7` });
    expect(hl7.statusCode).toBe(200);
    expect(hl7.body.startsWith('MSH|^~\\&|')).toBe(true);
    expect(hl7.body).toContain('ORU^R01');
  });
});

describe('notifications', () => {
  it('tells the GenNotifier subscribers and the ordering physician in the bell, and mails the email channel', async () => {
    smtp.mails.length = 0;
    const c = await signedCase();
    const db = t.database.db;
    const notices = await db
      .select({ email: users.email, type: notifications.type, title: notifications.title })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(sql`${notifications.title} like ${`%${c.caseNumber}%`}`);
    const who = notices.map((n) => n.email);
    expect(who).toEqual(expect.arrayContaining(['demo@demo.com', 'physician@demo.com']));
    expect(who).not.toContain('staff@staff.com');
    const ours = () => smtp.mails.find((m) => m.data.includes(c.caseNumber));
    await expect.poll(() => ours(), { timeout: 10_000 }).toBeDefined();
    expect(ours()!.to).toContain('physician@demo.com');
    expect(ours()!.data).not.toContain('BASAL CELL');
  });

  it('writes each person’s notice and mail in their language (else the lab’s report language, else English)', async () => {
    const db = t.database.db;
    await db.update(users).set({ language: 'es' }).where(eq(users.email, 'physician@demo.com'));
    try {
      smtp.mails.length = 0;
      const c = await signedCase();
      const notices = await db
        .select({ email: users.email, title: notifications.title, body: notifications.body })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(sql`${notifications.title} like ${`%${c.caseNumber}%`}`);
      expect(notices.find((n) => n.email === 'physician@demo.com')).toMatchObject({
        title: `Informe final del caso ${c.caseNumber}`,
        body: 'Firmado y publicado.',
      });
      // A subscriber who never chose a language reads the lab's report language: English here.
      expect(notices.find((n) => n.email === 'demo@demo.com')).toMatchObject({
        title: `Final report for case ${c.caseNumber}`,
        body: 'Signed and released.',
      });
      const ours = () => smtp.mails.find((m) => m.data.includes(c.caseNumber) && m.to.includes('physician@demo.com'));
      await expect.poll(() => ours(), { timeout: 10_000 }).toBeDefined();
      // The body as a mail reader shows it (quoted-printable undone as UTF-8).
      const text = Buffer.from(
        ours()!
          .data.replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8');
      expect(text).toContain(`Subject: Informe final del caso ${c.caseNumber}`);
      expect(text).toContain('Inicie sesión en el portal para leerlo:');
      expect(text).toContain('Este mensaje no contiene datos del paciente.');
    } finally {
      await db.update(users).set({ language: null }).where(eq(users.email, 'physician@demo.com'));
    }
  });

  it('asks for the call of a critical result and records it', async () => {
    const c = await accession();
    const d = await getDx(c.id);
    await t.as('pathologist', {
      method: 'PUT',
      url: `/api/cases/${c.id}/diagnosis`,
      payload: written(d, { resultId: ids.scc }),
    });
    await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${c.id}/sign-out`,
      payload: { password: 'pathologist', rowVersion: (await getDx(c.id)).rowVersion },
    });
    const crit = await t.database.db
      .select({ email: users.email })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(notifications.type, 'critical-result'), sql`${notifications.title} like ${`%${c.caseNumber}%`}`));
    expect(crit.map((r) => r.email)).toContain('admin@admin.com');
    expect((await t.as('pathologist', { url: `/api/cases/${c.id}/critical-calls` })).json()).toMatchObject({
      required: true,
      data: [],
    });
    const bad = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${c.id}/critical-calls`,
      payload: { calledAt: 'yesterday' },
    });
    expect(Object.keys(bad.json().fields ?? {})).toEqual(expect.arrayContaining(['calledWhom', 'calledAt']));
    const ok = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${c.id}/critical-calls`,
      payload: { calledWhom: 'Dr. Physician', calledAt: new Date().toISOString() },
    });
    expect(ok.statusCode).toBe(201);
    expect((await t.as('pathologist', { url: `/api/cases/${c.id}/critical-calls` })).json()).toMatchObject({
      required: false,
    });
  });
});

describe('FISH in the report', () => {
  it('prints an accepted FISH result in the signed report and exports it as an observation', async () => {
    const code = async (key: string, c: string) => idOf(key, c);
    const c = await accession({ caseType: 'F', parts: [{ description: 'Paraffin block A1 from S26-00001' }] });
    const nuclei = Array.from({ length: 20 }, (_, i) => ({ her2: i < 10 ? 5 : 4, cep17: 2 }));
    const s1 = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${c.id}/fish`,
      payload: { probeSetId: await code('probesets', 'HER2'), probeLotId: await code('probelots', 'HER2-25C042') },
    });
    expect(s1.statusCode, s1.body).toBeLessThan(300);
    const session = s1.json() as { id: number; rowVersion: number };
    const saved = await t.as('pathologist', {
      method: 'PUT',
      url: `/api/cases/${c.id}/fish/${session.id}`,
      payload: { nuclei, rowVersion: session.rowVersion },
    });
    expect(saved.json().result).toMatchObject({ meanHer2: 4.5, ratio: 2.25, group: 1, result: 'positive' });
    expect(
      (await t.as('pathologist', { method: 'POST', url: `/api/cases/${c.id}/fish/${session.id}/submit` })).statusCode,
    ).toBe(200);
    expect(
      (await t.as('pathologist', { method: 'POST', url: `/api/cases/${c.id}/fish/${session.id}/accept` })).statusCode,
    ).toBe(200);

    const d = await getDx(c.id);
    await t.as('pathologist', {
      method: 'PUT',
      url: `/api/cases/${c.id}/diagnosis`,
      payload: {
        ...written(d),
        parts: d.parts.map((p) => ({ ...p, finalDiagnosis: 'HER2 AMPLIFIED BY FISH (ASCO/CAP GROUP 1).' })),
      },
    });
    const signed = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${c.id}/sign-out`,
      // The FISH case's part has no block nor microscopic of its own: the warnings are confirmed.
      payload: { password: 'pathologist', rowVersion: (await getDx(c.id)).rowVersion, confirmWarnings: true },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const text = pdfText((await t.as('editor', { url: `/api/cases/${c.id}/reports/1/pdf` })).rawPayload);
    expect(text).toMatch(/FISH/);
    expect(text).toMatch(/25C042/);
    expect(text).toMatch(/2\.25/);
    const fhir = (await t.as('editor', { url: `/api/cases/${c.id}/reports/1/fhir` })).json() as {
      entry: Array<{ resource: { resourceType: string; code?: { coding?: { code: string }[] } } }>;
    };
    expect(
      fhir.entry.some(
        (e) => e.resource.resourceType === 'Observation' && e.resource.code?.coding?.[0]?.code === '49683-6',
      ),
    ).toBe(true);
    const hl7 = (await t.as('editor', { url: `/api/cases/${c.id}/reports/1/hl7` })).body;
    expect(hl7).toMatch(/OBX\|\d+\|NM\|[^|]*\|[^|]*\|2\.25/);
  });
});

describe('demo data', () => {
  it('seeds released reports for the demo physician and patient, one corrected and one with an addendum', async () => {
    const physician = (await t.as('physician', { url: '/api/my/reports?pageSize=100' })).json() as TMyReportsPage;
    const patient = (await t.as('patient', { url: '/api/my/reports?pageSize=100' })).json() as TMyReportsPage;
    expect(patient.data.length).toBeGreaterThanOrEqual(2);
    expect(patient.data.some((r) => r.versions.some((v) => v.kind === 'corrected'))).toBe(true);
    expect(physician.data.some((r) => r.versions.some((v) => v.kind === 'addendum'))).toBe(true);
  });
});
