import { fhirSchemaValidator } from './fhir-schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCase, TDiagnosis, TPartSynoptic, TProtocolSummary } from '@lab/domain';
import { auditEvents } from '../src/db/schema/index';
import { lookupTables } from '../src/db/schema/lookups';
import { createTestApp, type TestContext } from './helper';
import { pdfText } from './pdf-text';
import { hl7StrictErrors } from './hl7-strict';

/** Synoptic reporting (issue 29) through the API: protocols, a part's checklist, sign-out refused until complete. */
let t: TestContext;
let rl = 0;
let patientId = 0;
let protocols: TProtocolSummary[] = [];
const protocolId = (name: string) => protocols.find((p) => p.name === name)!.id;
const BREAST = 'Breast: invasive carcinoma, resection';

beforeAll(async () => {
  t = await createTestApp();
  const table = lookupTables.pathologists!;
  const [p] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.code}) = 'rl'`);
  rl = p!.id;
  const rows = await t.database.db.execute<{ id: number }>(sql`select id from patients order by id limit 1`);
  patientId = ((rows as unknown as { rows: Array<{ id: number }> }).rows ?? rows)[0]!.id;
  protocols = (await t.as('editor', { url: '/api/synoptic/protocols' })).json();
}, 180_000);
afterAll(() => t.close());

/** A surgical case of two parts (A the breast, B a skin shave) with a final diagnosis on both. */
async function breastCase(caseType: 'S' | 'C' = 'S') {
  const res = await t.as('editor', {
    method: 'POST',
    url: '/api/cases',
    payload: {
      caseType,
      patientId,
      pathologistId: rl,
      parts: [{ description: 'Mastectomy, left' }, { description: 'Shave, skin' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const c = res.json() as TCase;
  const d = (await t.as('pathologist', { url: `/api/cases/${c.id}/diagnosis` })).json() as TDiagnosis;
  const saved = await t.as('pathologist', {
    method: 'PUT',
    url: `/api/cases/${c.id}/diagnosis`,
    payload: {
      rowVersion: d.rowVersion,
      comment: '',
      icdCodeIds: [],
      procedures: [],
      parts: d.parts.map((p) => ({
        ...p,
        grossDescription: `Entirely submitted in cassette ${p.letter}1.`,
        blocks: [{ label: `${p.letter}1`, description: '', slides: [] }],
        microscopicDescription: 'As described.',
        finalDiagnosis: p.letter === 'A' ? 'INVASIVE DUCTAL CARCINOMA. See synoptic report.' : 'Benign skin.',
      })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { c, rowVersion: saved.json().rowVersion as number };
}

const putSynoptic = (
  caseId: number,
  label: string,
  payload: Record<string, unknown>,
  who: 'pathologist' = 'pathologist',
) => t.as(who, { method: 'PUT', url: `/api/cases/${caseId}/parts/${label}/synoptic`, payload });

const signOut = (id: number, rowVersion: number) =>
  t.as('pathologist', {
    method: 'POST',
    url: `/api/cases/${id}/sign-out`,
    payload: { password: 'pathologist', rowVersion, confirmWarnings: true },
  });

const COMPLETE_BREAST = {
  procedure: 'total-mastectomy',
  laterality: '7771000',
  'tumor-site': ['upper-outer', 'central'],
  'histologic-type': 'nst',
  tubules: '3',
  nuclei: '2',
  mitoses: '2',
  'tumor-size': 22,
  focality: 'single',
  dcis: 'present',
  lvi: 'not-identified',
  'margin-status': 'negative',
  'margin-distance': 4,
  'dcis-margin-status': 'negative',
  'dcis-margin-distance': 6,
  'ln-status': 'present',
  'ln-examined': 3,
  'ln-macro': 1,
  'ln-micro': 0,
  'ln-itc': 0,
  'ln-largest-deposit': 3.5,
  pt: 'pT2',
  pn: 'pN1a',
};

describe('protocols', () => {
  it('lists the shipped protocols, each version active with its case types; one is served as its Questionnaire', async () => {
    expect(protocols.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        BREAST,
        'Breast: ductal carcinoma in situ, resection',
        'Breast: biomarker reporting template',
        'Colon and rectum: resection',
        'Prostate: radical prostatectomy',
        'Lung: resection',
        'Skin: melanoma, excision',
      ]),
    );
    expect(protocols.find((p) => p.name === BREAST)).toMatchObject({
      version: '1.0.0',
      status: 'active',
      caseTypes: ['S'],
    });
    const res = await t.as('editor', { url: `/api/synoptic/protocols/${protocolId(BREAST)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      resourceType: 'Questionnaire',
      id: String(protocolId(BREAST)),
      version: '1.0.0',
      title: BREAST,
    });
    expect(res.json().item[0]).toMatchObject({ linkId: 'procedure', type: 'choice', required: true });
    expect((await t.as('editor', { url: '/api/synoptic/protocols/999999' })).statusCode).toBe(404);
    expect((await t.as('physician', { url: '/api/synoptic/protocols' })).statusCode).toBe(403);
  });

  const imported = {
    resourceType: 'Questionnaire',
    url: 'http://example.org/Questionnaire/thyroid-checklist',
    version: '0.1',
    title: 'Thyroid checklist (imported)',
    status: 'draft',
    item: [
      { linkId: 'intro', type: 'display', text: 'Complete for every thyroidectomy.' },
      {
        linkId: 'site',
        type: 'choice',
        text: 'Tumour site',
        required: true,
        answerOption: [{ valueString: 'Left lobe' }, { valueString: 'Right lobe' }],
      },
    ],
  };

  it('an admin imports a Questionnaire (201), not twice the same version (409), and retires it', async () => {
    const post = (who: 'admin' | 'editor', payload: unknown, query = '') =>
      t.as(who, { method: 'POST', url: `/api/synoptic/protocols${query}`, payload: payload as object });
    expect((await post('editor', imported)).statusCode).toBe(403);
    const created = await post('admin', imported, '?caseTypes=S,C');
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const listed = (await t.as('editor', { url: '/api/synoptic/protocols' })).json() as TProtocolSummary[];
    expect(listed.find((p) => p.id === id)).toEqual({
      id,
      name: 'Thyroid checklist (imported)',
      version: '0.1',
      status: 'active',
      caseTypes: ['S', 'C'],
    });
    const again = await post('admin', imported);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/thyroid-checklist version 0\.1 is already stored/);

    // A cytology case reports with it, answered by the option's string.
    const { c } = await breastCase('C');
    const saved = await putSynoptic(c.id, 'A', { protocolId: id, answers: { site: 'Left lobe' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().response.item).toEqual([
      { linkId: 'site', text: 'Tumour site', answer: [{ valueString: 'Left lobe' }] },
    ]);

    const retired = await t.as('admin', { method: 'POST', url: `/api/synoptic/protocols/${id}/retire` });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json()).toMatchObject({ id, status: 'retired' });
    expect((await t.as('admin', { method: 'POST', url: `/api/synoptic/protocols/${id}/retire` })).statusCode).toBe(409);
    expect((await t.as('editor', { url: `/api/synoptic/protocols/${id}` })).json().status).toBe('retired');
    // The part reported with it keeps it; a part not yet reported cannot start with it.
    const keep = await putSynoptic(c.id, 'A', { protocolId: id, answers: { site: 'Right lobe' }, rowVersion: 1 });
    expect(keep.statusCode, keep.body).toBe(200);
    const fresh = await putSynoptic(c.id, 'B', { protocolId: id, answers: {} });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().fields).toEqual({
      protocolId: 'Thyroid checklist (imported) 0.1 is retired; choose an active protocol',
    });
    const audits = await t.database.db
      .select({ type: auditEvents.eventtype, description: auditEvents.eventdescription })
      .from(auditEvents)
      .where(eq(auditEvents.entity, 'synoptic-protocol'))
      .orderBy(asc(auditEvents.id));
    expect(audits).toEqual([
      { type: 'import', description: 'Synoptic protocol Thyroid checklist (imported) 0.1 imported' },
      { type: 'deactivate', description: 'Synoptic protocol Thyroid checklist (imported) 0.1 retired' },
    ]);
  });

  it('a Questionnaire the engine cannot run is a 400 naming what it does not support', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/synoptic/protocols',
      payload: {
        ...imported,
        version: '0.2',
        item: [
          {
            ...imported.item[1],
            extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/questionnaire-hidden', valueBoolean: true }],
          },
          { linkId: 'photo', type: 'attachment', text: 'Photograph' },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'The questionnaire cannot be used: item site: unsupported extension http://hl7.org/fhir/StructureDefinition/questionnaire-hidden; item photo: type attachment is not supported',
    );
    const notOne = await t.as('admin', {
      method: 'POST',
      url: '/api/synoptic/protocols',
      payload: { resourceType: 'Patient' },
    });
    expect(notOne.statusCode).toBe(400);
    expect(notOne.json().fields).toHaveProperty('resourceType');
  });
});

describe("a part's synoptic report", () => {
  it('a breast resection from an empty checklist: sign-out refused naming the missing items, then completed and signed', async () => {
    const { c, rowVersion } = await breastCase();
    const empty = await putSynoptic(c.id, 'A', { protocolId: protocolId(BREAST), answers: {} });
    expect(empty.statusCode, empty.body).toBe(200);
    const first = empty.json() as TPartSynoptic;
    expect(first).toMatchObject({ part: 'A', protocolName: BREAST, protocolVersion: '1.0.0', rowVersion: 1 });
    expect(first.response).toMatchObject({ resourceType: 'QuestionnaireResponse', status: 'in-progress', item: [] });
    expect(first.missing.slice(0, 3)).toEqual(['Procedure', 'Specimen laterality', 'Tumor site']);

    const refused = await signOut(c.id, rowVersion);
    expect(refused.statusCode).toBe(400);
    const error = refused.json().error as string;
    expect(error).toMatch(
      /^parts: Part A \(Breast: invasive carcinoma, resection 1\.0\.0\) is missing required items: Procedure, Specimen laterality, Tumor site, Histologic type, /,
    );
    expect(error).toContain('Overall grade');
    expect(error).toContain('Margin status for invasive carcinoma');
    expect(error).toContain('pN category');
    expect(error).not.toContain('Part B');

    // Half done: the margins involved ask for which margins.
    const half = await putSynoptic(c.id, 'A', {
      protocolId: protocolId(BREAST),
      answers: { ...COMPLETE_BREAST, 'margin-status': 'involved' },
      rowVersion: 1,
    });
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json().missing).toEqual(['Margin(s) involved by invasive carcinoma']);
    expect(half.json().answers).not.toHaveProperty('margin-distance');
    const stillRefused = await signOut(c.id, rowVersion);
    expect(stillRefused.statusCode).toBe(400);
    expect(stillRefused.json().error).toBe(
      'parts: Part A (Breast: invasive carcinoma, resection 1.0.0) is missing required items: Margin(s) involved by invasive carcinoma',
    );

    const done = await putSynoptic(c.id, 'A', {
      protocolId: protocolId(BREAST),
      answers: COMPLETE_BREAST,
      rowVersion: 2,
    });
    expect(done.statusCode, done.body).toBe(200);
    const complete = done.json() as TPartSynoptic;
    expect(complete.missing).toEqual([]);
    expect(complete.rowVersion).toBe(3);
    // Calculated: Nottingham 3 + 2 + 2 = 7 → grade 2; nodes with metastasis 1 + 0.
    expect(complete.answers).toMatchObject({ 'overall-grade': '2', 'ln-positive': 1 });
    expect(complete.response.status).toBe('completed');
    expect(complete.response.item).toContainEqual({
      linkId: 'laterality',
      text: 'Specimen laterality',
      answer: [{ valueCoding: { system: 'http://snomed.info/sct', code: '7771000', display: 'Left' } }],
    });

    const signed = await signOut(c.id, rowVersion);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().report).toMatchObject({ version: 1, kind: 'final' });

    // Every answered item is in the PDF ("Item: Answer" after the final diagnosis), the FHIR Bundle and the ORU.
    const lines = [
      'Procedure: Total mastectomy (including nipple-sparing and skin-sparing)',
      'Specimen laterality: Left',
      'Tumor site: Upper outer quadrant; Central',
      'Overall grade: Grade 2 (scores of 6 or 7)',
      'Tumor size (greatest dimension of largest invasive focus): 22 mm',
      'Distance from invasive carcinoma to closest margin: 4 mm',
      'Number of lymph nodes with macro- or micrometastases: 1',
      'Size of largest nodal metastatic deposit: 3.5 mm',
      'pT category: pT2: tumor > 20 mm but ≤ 50 mm',
      'pN category: pN1a: metastases in 1–3 axillary lymph nodes',
    ];
    const text = pdfText((await t.as('editor', { url: `/api/cases/${c.id}/reports/1/pdf` })).rawPayload).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(`Synoptic report: ${BREAST}, version 1.0.0`);
    for (const line of lines) expect(text).toContain(line);
    expect(text.indexOf('Synoptic report')).toBeGreaterThan(text.indexOf('INVASIVE DUCTAL CARCINOMA'));
    expect(text).not.toContain('Margin(s) involved');

    const answered = Object.values(complete.answers).flat().length;
    const bundle = (await t.as('editor', { url: `/api/cases/${c.id}/reports/1/fhir` })).json() as {
      entry: Array<{ fullUrl: string; resource: Record<string, unknown> & { resourceType: string } }>;
    };
    const synopticEntries = bundle.entry.filter(
      (e) =>
        e.resource.resourceType === 'Observation' && JSON.stringify(e.resource.identifier).includes('-synoptic-A-'),
    );
    const synopticObs = synopticEntries.map((e) => e.resource);
    expect(synopticObs).toHaveLength(answered);
    expect(synopticObs).toContainEqual(
      expect.objectContaining({
        code: {
          coding: [
            { system: 'http://loinc.org', code: '21899-0', display: 'Primary tumor.pathology Cancer' },
            expect.objectContaining({ code: 'pt' }),
          ],
          text: 'pT category',
        },
        valueCodeableConcept: expect.objectContaining({ coding: [expect.objectContaining({ code: 'pT2' })] }),
      }),
    );
    expect(synopticObs).toContainEqual(
      expect.objectContaining({
        valueQuantity: { value: 22, unit: 'mm', system: 'http://unitsofmeasure.org', code: 'mm' },
      }),
    );
    const report = bundle.entry.find((e) => e.resource.resourceType === 'DiagnosticReport')!.resource;
    const resultRefs = (report.result as Array<{ reference: string }>).map((r) => r.reference);
    for (const e of synopticEntries) expect(resultRefs).toContain(e.fullUrl);
    // The part's QuestionnaireResponse rides along; each answer's Observation derives from it.
    const responses = bundle.entry.filter((e) => e.resource.resourceType === 'QuestionnaireResponse');
    expect(responses).toHaveLength(1);
    expect(responses[0]!.resource).toMatchObject({
      status: 'completed',
      questionnaire: expect.stringMatching(/breast-invasive-resection\|1\.0\.0$/),
      subject: { reference: expect.stringMatching(/^urn:uuid:/) },
    });
    for (const o of synopticObs) expect(o.derivedFrom).toEqual([{ reference: responses[0]!.fullUrl }]);

    const hl7 = (await t.as('editor', { url: `/api/cases/${c.id}/reports/1/hl7` })).body;
    const obx = hl7.split('\r').filter((seg) => seg.startsWith('OBX|'));
    const synopticObx = obx.filter((seg) => seg.split('|')[4] === 'A' && !/22633-2|22634-0|22635-7|22637-3/.test(seg));
    expect(synopticObx).toHaveLength(Object.keys(complete.answers).length);
    expect(synopticObx).toContainEqual(
      expect.stringMatching(/^OBX\|\d+\|NM\|21889-1\^Size Tumor\^LN\|A\|22\|mm\^mm\^UCUM\|/),
    );
    expect(synopticObx).toContainEqual(
      expect.stringMatching(/^OBX\|\d+\|CWE\|laterality\^Specimen laterality\^L\|A\|7771000\^Left\^SCT\|/),
    );
    expect(synopticObx).toContainEqual(
      expect.stringMatching(
        /^OBX\|\d+\|CWE\|tumor-site\^Tumor site\^L\|A\|upper-outer\^Upper outer quadrant\^L~central\^Central\^L\|/,
      ),
    );

    // Both exports, and the QuestionnaireResponse, pass validators written elsewhere.
    expect(hl7StrictErrors(hl7)).toEqual([]);
    const fhirSchema = fhirSchemaValidator();
    expect(fhirSchema.validate(bundle)).toEqual([]);
    expect(fhirSchema.validate(complete.response)).toEqual([]);

    // Signed: the answers stay as signed; the checklist is frozen with the report.
    const read = await t.as('editor', { url: `/api/cases/${c.id}/parts/a/synoptic` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ rowVersion: 3, answers: complete.answers, missing: [] });
    const frozen = await putSynoptic(c.id, 'A', {
      protocolId: protocolId(BREAST),
      answers: { ...COMPLETE_BREAST, pt: 'pT3' },
      rowVersion: 3,
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error).toMatch(/is signed out: its synoptic reports are frozen/);

    // A correction and an addendum keep the answers of the version they correct.
    const d = (await t.as('pathologist', { url: `/api/cases/${c.id}/diagnosis` })).json() as TDiagnosis;
    const amended = await t.as('pathologist', {
      method: 'POST',
      url: `/api/cases/${c.id}/amendments`,
      payload: {
        reason: 'Comment added on margins',
        password: 'pathologist',
        rowVersion: d.rowVersion,
        comment: 'Margins re-examined on deeper levels.',
      },
    });
    expect(amended.statusCode, amended.body).toBe(200);
    const v1 = (await t.as('editor', { url: `/api/cases/${c.id}/reports/1` })).json();
    const v2 = (await t.as('editor', { url: `/api/cases/${c.id}/reports/2` })).json();
    expect(v2.content.parts[0].synoptic).toEqual(v1.content.parts[0].synoptic);
    expect(v2.content.parts[0].synoptic.entries.length).toBeGreaterThan(lines.length);
    expect(v2.content.parts[1].synoptic).toBeNull();
    expect(pdfText((await t.as('editor', { url: `/api/cases/${c.id}/reports/2/pdf` })).rawPayload)).toContain(
      'Synoptic report',
    );

    // A correction of the answers themselves: checked as a save is, kept with the protocol version, shown as changed.
    const d2 = (await t.as('pathologist', { url: `/api/cases/${c.id}/diagnosis` })).json() as TDiagnosis;
    const amend = (synoptic: unknown) =>
      t.as('pathologist', {
        method: 'POST',
        url: `/api/cases/${c.id}/amendments`,
        payload: { reason: 'pT revised', password: 'pathologist', rowVersion: d2.rowVersion, synoptic },
      });
    const wrong = await amend([{ part: 'A', answers: { ...COMPLETE_BREAST, pt: 'pT9' } }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ 'synoptic.0.answers.pt': expect.stringContaining('"pT9" is not one of') });
    const gap = await amend([{ part: 'A', answers: { ...COMPLETE_BREAST, pt: null } }]);
    expect(gap.statusCode).toBe(400);
    expect(gap.json().error).toBe(`synoptic: Part A (${BREAST} 1.0.0) is missing required items: pT category`);
    expect((await amend([{ part: 'B', answers: {} }])).json().fields).toEqual({
      'synoptic.0.part': 'has no synoptic report to correct',
    });
    const revised = await amend([{ part: 'A', answers: { ...COMPLETE_BREAST, pt: 'pT3' } }]);
    expect(revised.statusCode, revised.body).toBe(200);
    const v3 = (await t.as('editor', { url: `/api/cases/${c.id}/reports/3` })).json();
    expect(v3.content.previous.changes).toEqual([
      { part: 'A', item: 'Synoptic: pT category', previously: 'pT2: tumor > 20 mm but ≤ 50 mm' },
    ]);
    expect(v3.content.parts[0].synoptic.entries).toContainEqual(
      expect.objectContaining({ linkId: 'pt', answer: 'pT3: tumor > 50 mm' }),
    );
    expect((await t.as('editor', { url: `/api/cases/${c.id}/parts/A/synoptic` })).json()).toMatchObject({
      rowVersion: 4,
      answers: { pt: 'pT3' },
    });

    const audits = await t.database.db
      .select({ type: auditEvents.eventtype, description: auditEvents.eventdescription, data: auditEvents.datavalue })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'synoptic-report'), eq(auditEvents.casenumber, c.caseNumber)))
      .orderBy(asc(auditEvents.id));
    // Two reads (written by the audit batcher, plugins/audit.ts); the writes compared in their order.
    expect(audits.filter((a) => a.type === 'read')).toHaveLength(2);
    const writes = audits.filter((a) => a.type !== 'read');
    expect(writes.map((a) => [a.type, a.data])).toEqual([
      ['create', null],
      ['update', expect.stringMatching(/^procedure, laterality, tumor-site, /)],
      ['update', 'margin-status, margin-distance'],
      ['update', 'pt'],
    ]);
    expect(writes[2]!.description).toBe(
      `Synoptic report of case ${c.caseNumber} part A saved (${BREAST} 1.0.0, version 3, complete)`,
    );
  });

  it('a wrong type or an answer not among the options is a 400 naming the linkId; nothing is saved', async () => {
    const { c } = await breastCase();
    const wrongType = await putSynoptic(c.id, 'A', {
      protocolId: protocolId(BREAST),
      answers: { 'tumor-size': '22 mm', procedure: 'lumpectomy-ish' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields).toEqual({
      'answers.tumor-size': 'must be a number',
      'answers.procedure': expect.stringMatching(/^"lumpectomy-ish" is not one of its options \(excision, /),
    });
    expect(wrongType.json().error).toMatch(/^answers: tumor-size must be a number; procedure "lumpectomy-ish"/);
    const tooMany = await putSynoptic(c.id, 'A', {
      protocolId: protocolId(BREAST),
      answers: { 'ln-status': 'present', 'ln-examined': 2, 'ln-macro': 2, 'ln-micro': 1 },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({
      'answers.ln-positive': 'must be at most number of lymph nodes examined (2)',
    });
    const unknown = await putSynoptic(c.id, 'A', { protocolId: protocolId(BREAST), answers: { elbow: 'x' } });
    expect(unknown.json().fields).toEqual({ 'answers.elbow': 'is not an item of this protocol' });
    const noProtocol = await putSynoptic(c.id, 'A', { protocolId: 999999, answers: {} });
    expect(noProtocol.statusCode).toBe(400);
    expect(noProtocol.json().fields).toEqual({ protocolId: 'is not a synoptic protocol' });
    const missingBody = await putSynoptic(c.id, 'A', { answers: {} });
    expect(missingBody.statusCode).toBe(400);
    expect(missingBody.json().fields).toHaveProperty('protocolId');
    expect((await putSynoptic(c.id, 'Z', { protocolId: protocolId(BREAST), answers: {} })).statusCode).toBe(404);
    expect((await t.as('editor', { url: `/api/cases/${c.id}/parts/A/synoptic` })).statusCode).toBe(404);
    expect((await t.as('physician', { url: `/api/cases/${c.id}/parts/A/synoptic` })).statusCode).toBe(403);
  });

  it('a stale rowVersion is a 409 with the report as stored, as for the diagnosis', async () => {
    const { c } = await breastCase();
    const id = protocolId(BREAST);
    expect((await putSynoptic(c.id, 'A', { protocolId: id, answers: { procedure: 'excision' } })).statusCode).toBe(200);
    // A second first save (no rowVersion) finds one stored: stale.
    const second = await putSynoptic(c.id, 'A', { protocolId: id, answers: { procedure: 'total-mastectomy' } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'stale_version',
      current: { rowVersion: 1, answers: { procedure: 'excision' } },
    });
    expect(second.json().error).toMatch(/saved the synoptic report of part A since you loaded it/);
    expect((await putSynoptic(c.id, 'A', { protocolId: id, answers: {}, rowVersion: 1 })).statusCode).toBe(200);
    const stale = await putSynoptic(c.id, 'A', { protocolId: id, answers: {}, rowVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.rowVersion).toBe(2);
    // A first save that claims a version the part never had.
    expect((await putSynoptic(c.id, 'B', { protocolId: id, answers: {}, rowVersion: 4 })).statusCode).toBe(409);
  });

  it('a protocol is offered for its case types only', async () => {
    const { c } = await breastCase('C');
    const res = await putSynoptic(c.id, 'A', { protocolId: protocolId(BREAST), answers: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ protocolId: `${BREAST} is not a protocol for C cases` });
  });
});

describe('suggested protocols', () => {
  it("suggests by the part's specimen and final diagnosis: the breast resection for part A, none for B", async () => {
    const { c } = await breastCase();
    const a = await t.as('editor', { url: `/api/cases/${c.id}/parts/A/synoptic/suggestions` });
    expect(a.statusCode, a.body).toBe(200);
    // Part A: "Mastectomy, left" with "INVASIVE DUCTAL CARCINOMA. See synoptic report."
    expect((a.json() as TProtocolSummary[]).map((p) => p.name)).toEqual([BREAST]);
    expect((await t.as('editor', { url: `/api/cases/${c.id}/parts/B/synoptic/suggestions` })).json()).toEqual([]);
    expect((await t.as('editor', { url: `/api/cases/${c.id}/parts/Q/synoptic/suggestions` })).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the synoptic calls', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths as Record<string, object>;
    expect(Object.keys(paths['/api/synoptic/protocols']!)).toEqual(['get', 'post']);
    expect(paths).toHaveProperty(['/api/synoptic/protocols/{id}', 'get']);
    expect(paths).toHaveProperty(['/api/synoptic/protocols/{id}/retire', 'post']);
    expect(Object.keys(paths['/api/cases/{id}/parts/{label}/synoptic']!)).toEqual(['get', 'put']);
  });
});

describe('the breast biomarker template', () => {
  it("fills its ISH items from the case's accepted HER2 FISH (group 1), an answer sent winning", async () => {
    const table = (key: string) => lookupTables[key]!;
    const code = async (key: string, c: string) =>
      (
        await t.database.db
          .select({ id: table(key).id })
          .from(table(key))
          .where(eq(table(key).code, c))
      )[0]!.id;
    const res = await t.as('editor', {
      method: 'POST',
      url: '/api/cases',
      payload: { caseType: 'F', patientId, pathologistId: rl, parts: [{ description: 'Block A2, breast' }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json() as TCase;
    const started = await t.as('editor', {
      method: 'POST',
      url: `/api/cases/${c.id}/fish`,
      payload: { probeSetId: await code('probesets', 'HER2'), probeLotId: await code('probelots', 'HER2-25C042') },
    });
    expect(started.statusCode, started.body).toBe(201);
    const s = started.json() as { id: number; rowVersion: number };
    // 20 nuclei, HER2 90 and CEP17 40 in all: 4.50 and 2.00 per cell, ratio 2.25, group 1 (docs/fish.md).
    const nuclei = Array.from({ length: 20 }, (_, i) => ({ her2: i < 10 ? 5 : 4, cep17: 2 }));
    const fishUrl = `/api/cases/${c.id}/fish/${s.id}`;
    const counted = await t.as('editor', {
      method: 'PUT',
      url: fishUrl,
      payload: { nuclei, rowVersion: s.rowVersion },
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect((await t.as('editor', { method: 'POST', url: `${fishUrl}/submit` })).statusCode).toBe(200);
    expect((await t.as('editor', { method: 'POST', url: `${fishUrl}/accept` })).statusCode).toBe(200);

    const biomarkers = protocolId('Breast: biomarker reporting template');
    const saved = await putSynoptic(c.id, 'A', {
      protocolId: biomarkers,
      answers: { 'specimen-tested': 'A2', 'er-status': 'negative', 'her2-ish-nuclei': 40 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().answers).toEqual({
      'specimen-tested': 'A2',
      'er-status': 'negative',
      'her2-ish-done': true,
      'her2-ish-group': 1,
      'her2-ish-ratio': 2.25,
      'her2-ish-her2': 4.5,
      'her2-ish-cep17': 2,
      'her2-ish-nuclei': 40,
      'her2-ish-result': 'positive',
    });
    expect(saved.json().missing).toEqual([
      'Progesterone receptor (PR) status',
      // PR not yet answered "negative": its percentage and intensity are asked for.
      'PR: percentage of cells with nuclear positivity',
      'PR: average intensity of staining',
      'HER2 (by immunohistochemistry)',
    ]);
  });
});
