import { createHash } from 'node:crypto';
import type { TReportContent, TReportFish, TReportKind } from '@lab/domain';
import { partLabel, reportTitle, siteWithLaterality } from './report-pdf';

/**
 * A signed report version as a FHIR R4 DiagnosticReport, self-contained: the patient, the specimens, the
 * pathologist, the ordering provider and order, the performing laboratory and the FISH observations are
 * `contained` resources, and the PDF is the `presentedForm`.
 */

const LOINC = 'http://loinc.org';
const V2_0074 = 'http://terminology.hl7.org/CodeSystem/v2-0074';
const V2_0203 = 'http://terminology.hl7.org/CodeSystem/v2-0203';
const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const UCUM = 'http://unitsofmeasure.org';
export const NPI_SYSTEM = 'http://hl7.org/fhir/sid/us-npi';
export const ICD10CM_SYSTEM = 'http://hl7.org/fhir/sid/icd-10-cm';
/** The OID of CLIA numbers. */
const CLIA_SYSTEM = 'urn:oid:2.16.840.1.113883.4.7';

export const REPORT_KIND_FHIR_STATUS: Record<TReportKind, 'final' | 'corrected' | 'appended'> = {
  final: 'final',
  corrected: 'corrected',
  addendum: 'appended',
};

const FHIR_GENDER: Record<string, 'male' | 'female' | 'other' | 'unknown'> = {
  female: 'female',
  male: 'male',
  intersex: 'other',
  other: 'other',
  unknown: 'unknown',
};

const SECTION_CATEGORY: Record<TReportContent['caseType'], { code: string; display: string }> = {
  S: { code: 'SP', display: 'Surgical Pathology' },
  C: { code: 'CP', display: 'Cytopathology' },
  F: { code: 'SP', display: 'Surgical Pathology' },
};

/** A FHIR instant / dateTime with seconds and zone; null when the value is not a date. */
function instant(iso: string | null): string | undefined {
  if (!iso) return undefined;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** `Alan Grant` → family Grant, given Alan; `Grant, Alan` likewise. */
export function splitName(name: string): { family: string; given: string[] } {
  const n = name.trim();
  if (n.includes(',')) {
    const [family, rest] = [n.slice(0, n.indexOf(',')).trim(), n.slice(n.indexOf(',') + 1).trim()];
    return { family, given: rest ? rest.split(/\s+/) : [] };
  }
  const words = n.split(/\s+/).filter(Boolean);
  return words.length > 1 ? { family: words.at(-1)!, given: words.slice(0, -1) } : { family: n, given: [] };
}

function humanName(name: string, credentials: string | null): Record<string, unknown> {
  const { family, given } = splitName(name);
  return {
    text: credentials ? `${name}, ${credentials}` : name,
    family,
    ...(given.length ? { given } : {}),
    ...(credentials ? { suffix: credentials.split(/\s*,\s*/).filter(Boolean) } : {}),
  };
}

/** A local id for a contained resource: letters, digits, `-` and `.` only. */
const localId = (s: string) => s.replace(/[^A-Za-z0-9.-]/g, '-').slice(0, 64);

function interpretationCode(result: string): { code: string; display: string } {
  const r = result.toLowerCase();
  if (/negative|not amplified|not detected/.test(r)) return { code: 'NEG', display: 'Negative' };
  if (/positive|amplified|detected/.test(r)) return { code: 'POS', display: 'Positive' };
  return { code: 'IND', display: 'Indeterminate' };
}

const FISH_METHOD_TEXT: Record<TReportFish['method'], string> = {
  'her2-dual': 'FISH, HER2/CEP17 dual probe',
  urovysion: 'FISH, UroVysion multi-target',
  'break-apart': 'FISH, break-apart probe',
};

function fishObservation(
  c: TReportContent,
  f: TReportFish,
  i: number,
  specimenRefs: { reference: string }[],
): Record<string, unknown> {
  const quantity = (value: number, unit: string, code: string) => ({ value, unit, system: UCUM, code });
  const component: Record<string, unknown>[] = [];
  const add = (text: string, value: Record<string, unknown> | undefined) =>
    value && component.push({ code: { text }, ...value });
  if (f.meanHer2 !== null)
    add('Mean HER2 signals per nucleus', { valueQuantity: quantity(f.meanHer2, '/nucleus', '{signals}/{nucleus}') });
  if (f.meanCep17 !== null)
    add('Mean CEP17 signals per nucleus', { valueQuantity: quantity(f.meanCep17, '/nucleus', '{signals}/{nucleus}') });
  if (f.group !== null) add('ASCO/CAP 2018 HER2 FISH group', { valueInteger: f.group });
  add('Nuclei counted', { valueInteger: f.counted });
  if (f.positiveNuclei !== null) add('Positive nuclei', { valueInteger: f.positiveNuclei });
  const interp = interpretationCode(f.result);
  const notes = [
    f.interpretation,
    f.comment,
    `Probe lot ${f.lot}${f.lotExpiry ? ` (expires ${f.lotExpiry})` : ''}; readers: ${f.readers.map((r) => `${r.name} (${r.nuclei} nuclei)`).join('; ')}`,
  ]
    .map((t) => t.trim())
    .filter(Boolean);
  return {
    resourceType: 'Observation',
    id: `fish-${i + 1}`,
    status: c.kind === 'corrected' ? 'corrected' : 'final',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: 'laboratory',
            display: 'Laboratory',
          },
        ],
      },
    ],
    code: { text: `${f.probeSet} ${f.method === 'her2-dual' ? 'HER2/CEP17 ratio' : 'result'}` },
    subject: { reference: '#patient' },
    ...(instant(c.collectedAt ?? c.receivedAt) ? { effectiveDateTime: instant(c.collectedAt ?? c.receivedAt) } : {}),
    issued: instant(f.acceptedAt ?? c.reportedAt),
    performer: [{ reference: '#lab' }],
    ...(f.ratio !== null ? { valueQuantity: quantity(f.ratio, 'ratio', '{ratio}') } : { valueString: f.result }),
    interpretation: [{ coding: [{ system: INTERPRETATION, ...interp }], text: f.result }],
    ...(notes.length ? { note: notes.map((text) => ({ text })) } : {}),
    method: { text: FISH_METHOD_TEXT[f.method] },
    ...(specimenRefs.length ? { specimen: specimenRefs[0] } : {}),
    ...(component.length ? { component } : {}),
  };
}

export function toFhirDiagnosticReport(
  content: TReportContent,
  pdf: Buffer,
  opts: { baseUrl?: string } = {},
): Record<string, unknown> {
  const c = content;
  const base = (opts.baseUrl ?? 'urn:lab-portal').replace(/\/+$/, '');
  const sys = (name: string) => `${base}/${name}`;

  const patient = {
    resourceType: 'Patient',
    id: 'patient',
    identifier: [
      {
        use: 'usual',
        type: { coding: [{ system: V2_0203, code: 'MR', display: 'Medical record number' }] },
        system: sys('mrn'),
        value: c.patient.mrn,
      },
    ],
    name: [{ use: 'official', family: c.patient.lastName, given: [c.patient.firstName].filter(Boolean) }],
    gender: FHIR_GENDER[c.patient.sex] ?? 'unknown',
    ...(/^\d{4}-\d{2}-\d{2}$/.test(c.patient.dob) ? { birthDate: c.patient.dob } : {}),
  };

  const lab = {
    resourceType: 'Organization',
    id: 'lab',
    identifier: [{ system: CLIA_SYSTEM, value: c.lab.clia }],
    name: c.lab.name,
    ...(c.lab.address ? { address: [{ text: c.lab.address }] } : {}),
  };

  const pathologist = {
    resourceType: 'Practitioner',
    id: 'pathologist',
    ...(c.pathologist.npi ? { identifier: [{ system: NPI_SYSTEM, value: c.pathologist.npi }] } : {}),
    name: [humanName(c.pathologist.name, c.pathologist.credentials)],
  };

  const specimens = c.parts.map((p) => {
    const site = siteWithLaterality(p);
    return {
      resourceType: 'Specimen',
      id: localId(`specimen-${p.letter}`),
      identifier: [{ system: sys('specimen'), value: `${c.caseNumber}-${p.letter}` }],
      accessionIdentifier: { system: sys('case-number'), value: c.caseNumber },
      type: { text: partLabel(p) },
      subject: { reference: '#patient' },
      ...(instant(c.receivedAt) ? { receivedTime: instant(c.receivedAt) } : {}),
      collection: {
        ...(instant(c.collectedAt) ? { collectedDateTime: instant(c.collectedAt) } : {}),
        ...(site ? { bodySite: { text: site } } : {}),
      },
      ...(p.blocks.length
        ? {
            container: p.blocks.map((b) => ({
              identifier: [{ value: `${c.caseNumber}-${b.label}` }],
              description: `Block ${b.label}`,
            })),
          }
        : {}),
    };
  });
  const specimenRefs = specimens.map((s) => ({ reference: `#${s.id}`, display: s.type.text }));

  const orderer = c.provider
    ? {
        resourceType: 'Practitioner',
        id: 'orderer',
        ...(c.provider.npi ? { identifier: [{ system: NPI_SYSTEM, value: c.provider.npi }] } : {}),
        name: [humanName(c.provider.name, c.provider.credentials)],
      }
    : null;
  const order = {
    resourceType: 'ServiceRequest',
    id: 'order',
    identifier: [
      {
        type: { coding: [{ system: V2_0203, code: 'PLAC', display: 'Placer Identifier' }] },
        system: sys('case-number'),
        value: c.caseNumber,
      },
    ],
    status: 'completed',
    intent: 'order',
    priority: c.priority === 'stat' ? 'stat' : 'routine',
    code: { text: c.testsOrdered.length ? c.testsOrdered.join('; ') : `${c.caseTypeLabel} pathology` },
    subject: { reference: '#patient' },
    ...(orderer ? { requester: { reference: '#orderer' } } : {}),
    ...(c.facility
      ? {
          note: [
            {
              text: `Submitting facility: ${[c.facility.name, c.facility.address, c.facility.phone].filter(Boolean).join(', ')}`,
            },
          ],
        }
      : {}),
    ...(c.clinicalHistory?.trim() ? { reasonCode: [{ text: c.clinicalHistory.trim() }] } : {}),
    specimen: specimenRefs.map(({ reference }) => ({ reference })),
  };

  const observations = c.fish.map((f, i) =>
    fishObservation(
      c,
      f,
      i,
      specimenRefs.map(({ reference }) => ({ reference })),
    ),
  );

  const conclusion = [
    ...c.parts.map((p) => `${p.letter}. ${partLabel(p)}:\n${p.finalDiagnosis.trim()}`),
    ...(c.comment.trim() ? [`Comment: ${c.comment.trim()}`] : []),
    ...c.addenda.map((a) => `Addendum (${a.signedAt.slice(0, 10)}, ${a.signedBy}): ${a.text.trim()}`),
  ].join('\n\n');

  const title = reportTitle(c);
  return {
    resourceType: 'DiagnosticReport',
    id: localId(`${c.caseNumber}-v${c.version}`),
    contained: [patient, lab, pathologist, ...(orderer ? [orderer] : []), order, ...specimens, ...observations],
    ...(c.kind === 'corrected' && c.reason
      ? { extension: [{ url: sys('StructureDefinition/correction-reason'), valueString: c.reason }] }
      : {}),
    identifier: [
      {
        use: 'official',
        type: { coding: [{ system: V2_0203, code: 'FILL', display: 'Filler Identifier' }] },
        system: sys('case-number'),
        value: c.caseNumber,
      },
      { use: 'secondary', system: sys('report-version'), value: `${c.caseNumber}-v${c.version}` },
    ],
    basedOn: [{ reference: '#order' }],
    status: REPORT_KIND_FHIR_STATUS[c.kind],
    category: [
      { coding: [{ system: V2_0074, code: 'LAB', display: 'Laboratory' }] },
      {
        coding: [
          { system: V2_0074, ...SECTION_CATEGORY[c.caseType] },
          { system: LOINC, code: 'LP7839-6', display: 'Pathology' },
        ],
      },
    ],
    code: {
      coding: [{ system: LOINC, code: '60567-5', display: 'Comprehensive pathology report panel' }],
      text: title.replace(/ v\d+$/, ''),
    },
    subject: { reference: '#patient' },
    ...(instant(c.collectedAt ?? c.receivedAt) ? { effectiveDateTime: instant(c.collectedAt ?? c.receivedAt) } : {}),
    issued: instant(c.reportedAt),
    performer: [{ reference: '#lab', display: c.lab.name }],
    resultsInterpreter: [
      {
        reference: '#pathologist',
        display: `${c.pathologist.name}${c.pathologist.credentials ? `, ${c.pathologist.credentials}` : ''}`,
      },
    ],
    specimen: specimenRefs,
    ...(observations.length ? { result: observations.map((o) => ({ reference: `#${String(o.id)}` })) } : {}),
    conclusion,
    ...(c.icdCodes.length
      ? {
          conclusionCode: c.icdCodes.map((d) => ({
            coding: [{ system: ICD10CM_SYSTEM, code: d.code, display: d.description }],
            text: d.description,
          })),
        }
      : {}),
    presentedForm: [
      {
        contentType: 'application/pdf',
        language: 'en-US',
        data: pdf.toString('base64'),
        size: pdf.length,
        hash: createHash('sha1').update(pdf).digest('base64'),
        title,
        creation: instant(c.reportedAt),
      },
    ],
  };
}
