import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCase, TDiagnosis, TNotificationList, TReportRecipientList } from '@lab/domain';
import { auditEvents, notifications, providers, users } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { createTestApp, type TestContext } from './helper';
import { pdfText } from './pdf-text';

/**
 * Corrections reach everyone (issue 26): every version reaches everyone told about an earlier one, a correction
 * is its own notice, physicians acknowledge, amendments correct the specimen and the texts, the PDF says what
 * was reported before and what an addendum sits below.
 */
let t: TestContext;
const ids = {} as Record<
  | 'rl'
  | 'ownProvider'
  | 'otherProvider'
  | 'site'
  | 'colon'
  | 'he'
  | 'icd'
  | 'cpt'
  | 'patient'
  | 'physicianUser'
  | 'patientUser',
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
  t = await createTestApp();
  const db = t.database.db;
  const [physician] = await db.select().from(users).where(eq(users.email, 'physician@demo.com'));
  const [patientUser] = await db.select().from(users).where(eq(users.email, 'patient@demo.com'));
  const [own] = await db.select().from(providers).where(eq(providers.userId, physician!.id));
  const [other] = await db
    .select()
    .from(providers)
    .where(and(sql`${providers.userId} is null`, sql`${providers.facilityId} is distinct from ${own!.facilityId}`))
    .limit(1);
  const rows = await db.execute<{ id: number }>(
    sql`select p.id from patients p join users u on u.id = p.user_id where u.email = 'patient@demo.com'`,
  );
  const [patient] = (rows as unknown as { rows: Array<{ id: number }> }).rows ?? rows;
  // The demo physician subscribes to finals (by email) only: a correction must reach them all the same.
  Object.assign(ids, {
    rl: await idOf('pathologists', 'RL'),
    ownProvider: own!.id,
    otherProvider: other!.id,
    site: await idOf('bodysites', 'SKFA'),
    colon: (
      await t.database.db
        .select({ id: lookupTables.bodysites!.id })
        .from(lookupTables.bodysites!)
        .where(sql`${lookupTables.bodysites!.id} <> ${await idOf('bodysites', 'SKFA')}`)
        .limit(1)
    )[0]!.id,
    he: await idOf('stainlist', 'HE'),
    icd: await idOf('icdcodelist', 'C44.91'),
    cpt: await idOf('procedurelist', '88305'),
    patient: patient!.id,
    physicianUser: physician!.id,
    patientUser: patientUser!.id,
  });
}, 180_000);
afterAll(() => t.close());

const getDx = async (id: number) =>
  (await t.as('pathologist', { url: `/api/cases/${id}/diagnosis` })).json() as TDiagnosis;

/** A case ordered by a provider without a portal user, copied to the demo physician, of the demo patient. */
async function signedCase(): Promise<TCase> {
  const res = await t.as('editor', {
    method: 'POST',
    url: '/api/cases',
    payload: {
      caseType: 'S',
      patientId: ids.patient,
      providerId: ids.otherProvider,
      copyToProviderIds: [ids.ownProvider],
      pathologistId: ids.rl,
      parts: [{ bodySiteId: ids.colon, laterality: 'left', description: 'Excision' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const c = res.json() as TCase;
  expect(c.copyTo.map((p) => p.id)).toEqual([ids.ownProvider]);
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
        grossDescription: 'A shave of skin, 0.6 x 0.5 cm, entirely submitted in cassette A1.',
        blocks: [{ label: 'A1', description: '', slides: [{ label: 'A1-1', stainId: ids.he }] }],
        microscopicDescription: 'Nests of basaloid cells; the margins are free.',
        finalDiagnosis: 'BASAL CELL CARCINOMA, DEEP MARGIN INVOLVED.',
      })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const signed = await t.as('pathologist', {
    method: 'POST',
    url: `/api/cases/${c.id}/sign-out`,
    payload: { password: 'pathologist', rowVersion: saved.json().rowVersion },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return c;
}

const bell = async (who: 'physician' | 'patient') =>
  ((await t.as(who, { url: '/api/notifications' })).json() as TNotificationList).data;

async function amend(c: TCase, body: Record<string, unknown>) {
  const d = await getDx(c.id);
  return t.as('pathologist', {
    method: 'POST',
    url: `/api/cases/${c.id}/amendments`,
    payload: { password: 'pathologist', rowVersion: d.rowVersion, reason: 'Wrong site and microscopic', ...body },
  });
}

async function pdfOf(c: TCase, version: number, who: 'pathologist' | 'physician' = 'pathologist', query = '') {
  const res = await t.as(who, { url: `/api/cases/${c.id}/reports/${version}/pdf${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('a correction reaches everyone told about the original', () => {
  let c: TCase;

  it('the final reaches the copy-to physician and the patient, each once, recorded as recipients', async () => {
    c = await signedCase();
    const mine = (await bell('physician')).filter((n) => n.title.includes(c.caseNumber));
    expect(mine.map((n) => [n.type, n.title, n.link])).toEqual([
      ['report-signed', `Final report for case ${c.caseNumber}`, `/reportresult/${c.id}/1`],
    ]);
    const patients = (await bell('patient')).filter((n) => n.title.includes(c.caseNumber));
    expect(patients.map((n) => n.link)).toEqual([`/myreports/${c.id}/1`]);
    const rec = (await t.as('editor', { url: `/api/cases/${c.id}/report-recipients` })).json() as TReportRecipientList;
    expect(rec.pending).toBe(0);
    const byUser = new Map(rec.data.map((r) => [r.userId, r]));
    expect(byUser.get(ids.physicianUser)).toMatchObject({
      reason: 'copy-to',
      email: true, // the demo physician's subscription is on the email channel
      firstVersion: 1,
      lastVersion: 1,
      acknowledgementDueVersion: null,
      pending: false,
    });
    expect(byUser.get(ids.patientUser)).toMatchObject({ reason: 'patient', firstVersion: 1 });
  });

  it('nothing to acknowledge on a plain final: 409 nothing_to_acknowledge', async () => {
    const r = await t.as('physician', { method: 'POST', url: `/api/my/reports/${c.id}/acknowledge`, payload: {} });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ code: 'nothing_to_acknowledge' });
  });

  it('an amendment corrects the site, procedure and microscopic; the notice is a correction nobody can switch off', async () => {
    const d = await getDx(c.id);
    const r = await amend(c, {
      specimens: [{ partId: d.parts[0]!.partId, bodySiteId: ids.site, description: 'Shave' }],
      parts: d.parts.map((p) => ({
        ...p,
        microscopicDescription: 'Nests of basaloid cells; the deep margin is involved.',
      })),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().report).toMatchObject({ version: 2, kind: 'corrected' });
    const mine = (await bell('physician')).filter((n) => n.title.includes(c.caseNumber));
    expect(mine[0]).toMatchObject({
      type: 'report-corrected',
      title: `CORRECTED report for case ${c.caseNumber} (version 2)`,
      link: `/reportresult/${c.id}/2`,
      read: false,
    });
    expect((await bell('patient')).some((n) => n.type === 'report-corrected' && n.title.includes(c.caseNumber))).toBe(
      true,
    );
    // The demo physician subscribed to report-final only: the correction reached them as a recipient of version 1.
    const rec = (await t.as('editor', { url: `/api/cases/${c.id}/report-recipients` })).json() as TReportRecipientList;
    expect(rec.data.find((x) => x.userId === ids.physicianUser)).toMatchObject({
      lastVersion: 2,
      acknowledgementDueVersion: 2,
      acknowledgedAt: null,
      pending: true,
    });
    // The patient is told, but a patient owes no acknowledgement.
    expect(rec.data.find((x) => x.userId === ids.patientUser)).toMatchObject({ lastVersion: 2, pending: false });
    expect(rec.pending).toBe(1);
  });

  it('the corrected PDF shows what each changed item said before', async () => {
    const text = pdfText((await pdfOf(c, 2)).rawPayload);
    expect(text).toContain('CORRECTED REPORT');
    expect(text).toMatch(/Part A, Specimen \(site and procedure\), previously reported:/);
    expect(text).toMatch(/Part A, Microscopic description, previously reported:/);
    expect(text).toContain('Nests of basaloid cells; the margins are free.');
    // The final diagnosis did not change: no block for it.
    expect(text).not.toMatch(/Final diagnosis, previously reported/);
    // The case now reports the corrected site.
    const cs = (await t.as('editor', { url: `/api/cases/${c.id}` })).json() as TCase;
    expect(cs.parts[0]).toMatchObject({ bodySite: { id: ids.site }, description: 'Shave' });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.casenumber, c.caseNumber), eq(auditEvents.entity, 'case-part')));
    expect(audit).toMatchObject({ eventtype: 'update' });
  });

  it('the physician acknowledges the correction: idempotent, audited, and the lab sees it', async () => {
    // The report page asks for it: the correction is owed.
    expect((await t.as('physician', { url: `/api/my/reports/${c.id}/acknowledgement` })).json()).toMatchObject({
      dueVersion: 2,
      acknowledgedVersion: null,
      pending: true,
    });
    const first = await t.as('physician', { method: 'POST', url: `/api/my/reports/${c.id}/acknowledge`, payload: {} });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ caseId: c.id, version: 2, created: true });
    const again = await t.as('physician', {
      method: 'POST',
      url: `/api/my/reports/${c.id}/acknowledge`,
      payload: { version: 2 },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: 2, created: false, acknowledgedAt: first.json().acknowledgedAt });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.casenumber, c.caseNumber), eq(auditEvents.eventtype, 'acknowledge-report')));
    expect(audits).toHaveLength(1);
    const rec = (await t.as('editor', { url: `/api/cases/${c.id}/report-recipients` })).json() as TReportRecipientList;
    expect(rec.pending).toBe(0);
    expect(rec.data.find((x) => x.userId === ids.physicianUser)).toMatchObject({
      acknowledgedVersion: 2,
      acknowledgedAt: first.json().acknowledgedAt,
    });
    // Older versions are not acknowledged in place of the current one; staff and patients do not acknowledge.
    const old = await t.as('physician', {
      method: 'POST',
      url: `/api/my/reports/${c.id}/acknowledge`,
      payload: { version: 1 },
    });
    expect(old.statusCode).toBe(409);
    expect(
      (await t.as('patient', { method: 'POST', url: `/api/my/reports/${c.id}/acknowledge`, payload: {} })).statusCode,
    ).toBe(403);
  });

  it('an addendum reaches everyone too, and its PDF states the correction, not "the original diagnosis is unchanged"', async () => {
    const d = await getDx(c.id);
    const r = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${c.id}/addenda`,
      payload: { password: 'pathologist', rowVersion: d.rowVersion, text: 'Deeper levels confirm the margin.' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const mine = (await bell('physician')).filter((n) => n.title.includes(c.caseNumber));
    expect(mine[0]).toMatchObject({ type: 'report-addended', title: `Addendum for case ${c.caseNumber} (version 3)` });
    const text = pdfText((await pdfOf(c, 3)).rawPayload).replace(/\s+/g, ' ');
    expect(text).toMatch(/corrected diagnosis of version 2 \(corrected [^;]+; reason: Wrong site and microscopic;/);
    expect(text).not.toContain('The original diagnosis');
    // The HL7 message says the same in its note.
    const hl7 = await t.as('pathologist', { url: `/api/cases/${c.id}/reports/3/hl7` });
    expect(hl7.statusCode, hl7.body).toBe(200);
    const nte = hl7.body.split('\r').find((seg) => seg.startsWith('NTE|') && seg.includes('ADDENDUM'));
    expect(nte).toMatch(/corrected diagnosis of version 2 \(corrected [^;]+; reason: Wrong site and microscopic;/);
    expect(hl7.body).not.toContain('original diagnosis is unchanged');

    // What the report page shows: the correction (version 2) is due and was acknowledged above.
    const owed = await t.as('physician', { url: `/api/my/reports/${c.id}/acknowledgement` });
    expect(owed.statusCode, owed.body).toBe(200);
    expect(owed.json()).toEqual({
      caseId: c.id,
      dueVersion: 2,
      acknowledgedVersion: 2,
      acknowledgedAt: expect.any(String),
      pending: false,
    });
    // Acknowledged with no body (the current version); the audit row names what it is, not a critical result.
    const ack = await t.as('physician', { method: 'POST', url: `/api/my/reports/${c.id}/acknowledge` });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json()).toMatchObject({ version: 3 });
    const [row] = await t.database.db
      .select({ d: auditEvents.eventdescription })
      .from(auditEvents)
      .where(and(eq(auditEvents.casenumber, c.caseNumber), eq(auditEvents.eventtype, 'acknowledge-report')))
      .orderBy(sql`${auditEvents.id} desc`)
      .limit(1);
    expect(row!.d).toBe(`Case ${c.caseNumber}: addendum (carrying the correction of version 2) version 3 acknowledged`);
    const after = (await t.as('physician', { url: `/api/my/reports/${c.id}/acknowledgement` })).json();
    expect(after).toMatchObject({ acknowledgedVersion: 3, pending: false });
  });

  it('an amendment that changes nothing, a part of another case or an unknown site are refused', async () => {
    const d = await getDx(c.id);
    const same = await amend(c, { specimens: [{ partId: d.parts[0]!.partId, bodySiteId: ids.site }] });
    expect(same.statusCode).toBe(400);
    const foreign = await amend(c, { specimens: [{ partId: 999999, description: 'x' }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toHaveProperty(['specimens.0.partId']);
    const site = await amend(c, { specimens: [{ partId: d.parts[0]!.partId, bodySiteId: 999999 }] });
    expect(site.json().fields).toHaveProperty(['specimens.0.bodySiteId']);
  });
});

describe('Download PDF and Open', () => {
  it('download=true answers an attachment named by the case; without it inline', async () => {
    const c = await signedCase();
    const inline = await pdfOf(c, 1, 'physician');
    expect(inline.headers['content-disposition']).toBe(`inline; filename="report-${c.caseNumber}-v1.pdf"`);
    const dl = await pdfOf(c, 1, 'physician', '?download=true');
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="${c.caseNumber}-v1.pdf"`);
    expect(dl.rawPayload.equals(inline.rawPayload)).toBe(true);
    // Through a signed link, as the browser opens it.
    const signed = await t.as('physician', {
      method: 'POST',
      url: '/api/downloads/sign',
      payload: { path: `/api/cases/${c.id}/reports/1/pdf?download=true` },
    });
    expect(signed.statusCode).toBe(200);
    const viaLink = await t.app.inject({ url: signed.json().url });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.headers['content-disposition']).toMatch(/^attachment; filename="S\d{2}-\d{5}-v1\.pdf"$/);
  });
});

describe('notices only once per person and only of cases they were told about', () => {
  it('every notice of a report version is sent once per person', async () => {
    const rows = await t.database.db
      .select({ userId: notifications.userId, title: notifications.title, n: sql<number>`count(*)::int` })
      .from(notifications)
      .groupBy(notifications.userId, notifications.title)
      .having(sql`count(*) > 1 and ${notifications.title} like '%report for case%'`);
    expect(rows).toEqual([]);
  });
});
