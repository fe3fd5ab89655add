import { createHash } from 'node:crypto';
import {
  FHIR_CRITICAL_INTERPRETATION,
  fhirIdentifierSystems,
  fishObservationCode,
  LOINC_URL,
  RESULT_OBSERVATION_CODE,
  splitCredentials,
  type TFhirIdentifierSystems,
  type TFishMeasure,
  type TObservationCode,
  type TReportContent,
  type TReportFish,
  type TReportKind,
  type TSynopticValue,
} from '@lab/domain';
import type {
  Bundle,
  BundleEntry,
  CodeableConcept,
  DiagnosticReport,
  HumanName,
  Observation,
  ObservationComponent,
  Organization,
  Patient,
  Practitioner,
  QuestionnaireResponse,
  Reference,
  Resource,
  Specimen,
} from '@medplum/fhirtypes';
import { partLabel, reportTitle, siteWithLaterality } from './report-pdf';

/**
 * A signed report version as FHIR R4 resources, each full and on its own (none contained, so a receiving server
 * can match the patient): Patient, the performing laboratory and the submitting facility (Organization), the
 * pathologist and the ordering provider (Practitioner), a Specimen per part, an Observation per coded result and
 * per FISH result, and the DiagnosticReport with the PDF as its `presentedForm`. Identifier systems are `https://`
 * URIs under the lab's public address or registered `urn:oid:` / `http://hl7.org/fhir/sid/` systems
 * (docs/interfaces.md). As a `collection` Bundle (the download) or a `transaction` Bundle (delivery to a FHIR
 * destination, each entry conditional on its identifier so a retry creates nothing twice).
 */

const LOINC = LOINC_URL;
const V2_0074 = 'http://terminology.hl7.org/CodeSystem/v2-0074';
const V2_0203 = 'http://terminology.hl7.org/CodeSystem/v2-0203';
const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const UCUM = 'http://unitsofmeasure.org';
export const NPI_SYSTEM = 'http://hl7.org/fhir/sid/us-npi';
export const ICD10CM_SYSTEM = 'http://hl7.org/fhir/sid/icd-10-cm';

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

function humanName(name: string, credentials: string | null): HumanName {
  const { family, given } = splitName(name);
  const { degree, suffixes } = splitCredentials(credentials);
  const suffix = [degree, ...suffixes].filter(Boolean);
  return {
    text: credentials ? `${name}, ${credentials}` : name,
    family,
    ...(given.length ? { given } : {}),
    ...(suffix.length ? { suffix } : {}),
  };
}

/** A resource id: letters, digits, `-` and `.` only, at most 64. */
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

/** A deterministic `urn:uuid:` for a resource of one report version (the same on every export and retry). */
function urnUuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `urn:uuid:${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface FhirOptions {
  /** The lab's public address (`https://…`): the base of the identifier systems (fhirIdentifierSystems). */
  publicOrigin?: string | null;
  /** `bundle`: references are the entries' `urn:uuid:` fullUrls; `server`: `Type/id` (the FHIR read API). */
  references?: 'bundle' | 'server';
  /** The incoming order the case came from (orders in): DiagnosticReport.basedOn the ServiceRequest. */
  order?: { placerOrderNumber: string; serviceRequestId?: string | null } | null;
  /** The calls recorded for a critical result: an Observation note. */
  criticalCalls?: { calledWhom: string; calledAt: string; note: string | null }[];
}

/** The resources of one report version, with their server ids. */
export interface FhirReportResources {
  patient: Patient;
  lab: Organization;
  facility: Organization | null;
  pathologist: Practitioner;
  orderer: Practitioner | null;
  specimens: Specimen[];
  observations: Observation[];
  /** The parts' synoptic reports. */
  questionnaireResponses: QuestionnaireResponse[];
  report: DiagnosticReport;
}

/** Server ids: a patient by its id, a report version as `<caseId>-<version>`, its parts and results below it. */
export const fhirReportId = (caseId: number, version: number) => `${caseId}-${version}`;

const coding = (c: TObservationCode, sys: TFhirIdentifierSystems): CodeableConcept => ({
  coding: [{ system: c.system === 'LN' ? LOINC : sys.localObservation, code: c.code, display: c.display }],
  text: c.display,
});

/** A synoptic answer as an Observation's value[x]. */
function synopticValue(v: TSynopticValue): Partial<Observation> {
  switch (v.type) {
    case 'coding':
      return {
        valueCodeableConcept: {
          coding: [{ ...(v.system ? { system: v.system } : {}), code: v.code, display: v.display }],
          text: v.display,
        },
      };
    case 'number':
      return v.unit
        ? { valueQuantity: { value: v.value, unit: v.unit.display, system: UCUM, code: v.unit.code } }
        : Number.isInteger(v.value)
          ? { valueInteger: v.value }
          : { valueQuantity: { value: v.value } };
    case 'boolean':
      return { valueBoolean: v.value };
    case 'date':
      return { valueDateTime: v.value };
    default:
      return { valueString: v.value };
  }
}

export function fhirReportResources(content: TReportContent, pdf: Buffer, opts: FhirOptions = {}): FhirReportResources {
  const c = content;
  const sys = fhirIdentifierSystems(opts.publicOrigin);
  const reportId = fhirReportId(c.caseId, c.version);
  const ids = {
    patient: String(c.patient.id),
    lab: localId(`lab-${c.lab.clia || 'main'}`),
    facility: c.facility ? localId(`facility-${c.facility.name}`) : '',
    pathologist: localId(`pract-${c.pathologist.npi ?? c.pathologist.name}`),
    orderer: c.provider ? localId(`pract-${c.provider.npi || c.provider.name}`) : '',
  };
  // A reference carries no `resource`: typed as any target so one helper serves every reference field.
  const refOf = <T extends Resource = never>(type: T['resourceType'], id: string): Reference<T> =>
    opts.references === 'server'
      ? { reference: `${type}/${id}` }
      : { reference: urnUuid(`${c.caseNumber}|${type}/${id}`) };
  const patientRef = refOf<Patient>('Patient', ids.patient);
  const labRef = { ...refOf<Organization>('Organization', ids.lab), display: c.lab.name };

  const facility: Organization | null = c.facility
    ? {
        resourceType: 'Organization',
        id: ids.facility,
        identifier: [{ system: sys.facility, value: c.facility.name }],
        type: [
          {
            coding: [{ system: 'http://terminology.hl7.org/CodeSystem/organization-type', code: 'prov' }],
            text: 'Submitting facility',
          },
        ],
        name: c.facility.name,
        ...(c.facility.address ? { address: [{ text: c.facility.address }] } : {}),
        ...(c.facility.phone ? { telecom: [{ system: 'phone', value: c.facility.phone }] } : {}),
      }
    : null;

  const patient: Patient = {
    resourceType: 'Patient',
    id: ids.patient,
    identifier: [
      {
        use: 'usual',
        type: { coding: [{ system: V2_0203, code: 'MR', display: 'Medical record number' }] },
        system: sys.mrn,
        value: c.patient.mrn,
        assigner: labRef,
      },
    ],
    name: [{ use: 'official', family: c.patient.lastName, given: [c.patient.firstName].filter(Boolean) }],
    gender: FHIR_GENDER[c.patient.sex] ?? 'unknown',
    ...(/^\d{4}-\d{2}-\d{2}$/.test(c.patient.dob) ? { birthDate: c.patient.dob } : {}),
    ...(facility
      ? { managingOrganization: { ...refOf<Organization>('Organization', ids.facility), display: facility.name } }
      : {}),
  };

  const lab: Organization = {
    resourceType: 'Organization',
    id: ids.lab,
    identifier: [{ system: sys.clia, value: c.lab.clia }],
    type: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/organization-type', code: 'prov' }] }],
    name: c.lab.name,
    ...(c.lab.address ? { address: [{ text: c.lab.address }] } : {}),
  };

  const pathologist: Practitioner = {
    resourceType: 'Practitioner',
    id: ids.pathologist,
    ...(c.pathologist.npi ? { identifier: [{ system: sys.npi, value: c.pathologist.npi }] } : {}),
    name: [humanName(c.pathologist.name, c.pathologist.credentials)],
  };
  const orderer: Practitioner | null = c.provider
    ? {
        resourceType: 'Practitioner',
        id: ids.orderer,
        ...(c.provider.npi ? { identifier: [{ system: sys.npi, value: c.provider.npi }] } : {}),
        name: [humanName(c.provider.name, c.provider.credentials)],
      }
    : null;

  const specimens: Specimen[] = c.parts.map((p) => {
    const site = siteWithLaterality(p);
    return {
      resourceType: 'Specimen',
      id: localId(`${reportId}-${p.letter}`),
      identifier: [{ system: sys.specimen, value: `${c.caseNumber}-${p.letter}` }],
      accessionIdentifier: { system: sys.caseNumber, value: c.caseNumber },
      type: { text: partLabel(p) },
      subject: patientRef,
      ...(instant(c.receivedAt) ? { receivedTime: instant(c.receivedAt) } : {}),
      collection: {
        ...(instant(c.collectedAt) ? { collectedDateTime: instant(c.collectedAt) } : {}),
        ...(site ? { bodySite: { text: site } } : {}),
      },
      ...(p.blocks.length
        ? {
            container: p.blocks.map((b) => ({
              identifier: [{ system: sys.container, value: `${c.caseNumber}-${b.label}` }],
              description: `Block ${b.label}`,
            })),
          }
        : {}),
    };
  });
  const specimenRef = (letter: string): Reference<Specimen> => ({
    ...refOf<Specimen>('Specimen', localId(`${reportId}-${letter}`)),
    display: partLabel(c.parts.find((p) => p.letter === letter)!),
  });

  const obsStatus = c.kind === 'corrected' ? 'corrected' : c.version > 1 ? 'amended' : 'final';
  const category = [
    {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/observation-category',
          code: 'laboratory',
          display: 'Laboratory',
        },
      ],
    },
  ];
  const calls = (opts.criticalCalls ?? []).map((k) => ({
    text: `Critical result called to ${k.calledWhom} at ${k.calledAt}${k.note ? ` (${k.note})` : ''}`,
  }));

  const resultObservations: Observation[] = c.parts
    .filter((p) => p.result)
    .map((p) => {
      const r = p.result!;
      return {
        resourceType: 'Observation',
        id: localId(`${reportId}-result-${p.letter}`),
        identifier: [{ system: sys.reportVersion, value: `${c.caseNumber}-v${c.version}-result-${p.letter}` }],
        status: obsStatus,
        category,
        code: coding(RESULT_OBSERVATION_CODE, sys),
        subject: patientRef,
        ...(instant(c.collectedAt ?? c.receivedAt)
          ? { effectiveDateTime: instant(c.collectedAt ?? c.receivedAt) }
          : {}),
        issued: instant(c.reportedAt),
        performer: [labRef],
        valueCodeableConcept: {
          coding: [{ system: sys.results, code: r.code, display: r.name }],
          text: r.category ?? r.name,
        },
        ...(r.critical ? { interpretation: [{ coding: [{ ...FHIR_CRITICAL_INTERPRETATION }] }] } : {}),
        ...(r.critical && calls.length ? { note: calls } : {}),
        specimen: specimenRef(p.letter),
      };
    });

  const fishObservations: Observation[] = c.fish.map((f, i) => {
    const code = (m: TFishMeasure) => coding(fishObservationCode(f.method, m), sys);
    const quantity = (value: number, unit: string, ucum: string) => ({ value, unit, system: UCUM, code: ucum });
    const component: ObservationComponent[] = [];
    if (f.meanHer2 !== null)
      component.push({
        code: code('her2PerNucleus'),
        valueQuantity: quantity(f.meanHer2, 'copies per nucleus', '{copies}/{nucleus}'),
      });
    if (f.meanCep17 !== null)
      component.push({
        code: code('cep17PerNucleus'),
        valueQuantity: quantity(f.meanCep17, 'copies per nucleus', '{copies}/{nucleus}'),
      });
    if (f.group !== null) component.push({ code: code('group'), valueInteger: f.group });
    if (f.ihc) component.push({ code: code('ihc'), valueString: f.ihc });
    component.push({ code: code('counted'), valueInteger: f.counted });
    if (f.positiveNuclei !== null) component.push({ code: code('positiveNuclei'), valueInteger: f.positiveNuclei });
    if (f.polysomicCells != null) component.push({ code: code('polysomicCells'), valueInteger: f.polysomicCells });
    if (f.lossCells != null) component.push({ code: code('lossCells'), valueInteger: f.lossCells });
    const interp = interpretationCode(f.result);
    const notes = [
      f.interpretation,
      f.comment,
      `Probe lot ${f.lot}${f.lotExpiry ? ` (expires ${f.lotExpiry})` : ''}; readers: ${f.readers.map((r) => `${r.name} (${r.nuclei} nuclei)`).join('; ')}`,
    ]
      .map((t) => t.trim())
      .filter(Boolean);
    const main: TFishMeasure = f.ratio !== null ? 'ratio' : 'interpretation';
    return {
      resourceType: 'Observation',
      id: localId(`${reportId}-fish-${i + 1}`),
      identifier: [{ system: sys.reportVersion, value: `${c.caseNumber}-v${c.version}-fish-${i + 1}` }],
      status: obsStatus,
      category,
      code: { ...code(main), text: `${f.probeSet} ${f.method === 'her2-dual' ? 'HER2/CEP17 ratio' : 'result'}` },
      subject: patientRef,
      ...(instant(c.collectedAt ?? c.receivedAt) ? { effectiveDateTime: instant(c.collectedAt ?? c.receivedAt) } : {}),
      issued: instant(f.acceptedAt ?? c.reportedAt),
      performer: [labRef],
      ...(f.ratio !== null ? { valueQuantity: quantity(f.ratio, 'ratio', '{ratio}') } : { valueString: f.result }),
      interpretation: [{ coding: [{ system: INTERPRETATION, ...interp }], text: f.result }],
      ...(notes.length ? { note: notes.map((text) => ({ text })) } : {}),
      method: { text: FISH_METHOD_TEXT[f.method] },
      ...(c.parts[0] ? { specimen: specimenRef(c.parts[0].letter) } : {}),
      ...(component.length ? { component } : {}),
    };
  });
  // Each part's synoptic report as its QuestionnaireResponse; the part's answer Observations derive from it.
  const questionnaireResponses: QuestionnaireResponse[] = c.parts.flatMap((p) =>
    p.synoptic?.response
      ? [
          {
            // The snapshot keeps the response as open JSON; buildQuestionnaireResponse made it a QuestionnaireResponse.
            ...(p.synoptic.response as unknown as QuestionnaireResponse),
            id: localId(`${reportId}-qr-${p.letter}`),
            identifier: { system: sys.reportVersion, value: `${c.caseNumber}-v${c.version}-qr-${p.letter}` },
            subject: patientRef,
          },
        ]
      : [],
  );
  // Only within a Bundle: the FHIR read API (`server` references) does not serve QuestionnaireResponses.
  const responseRef = (letter: string) => {
    const qr = questionnaireResponses.find((r) => r.id === localId(`${reportId}-qr-${letter}`));
    return qr && opts.references !== 'server'
      ? { derivedFrom: [refOf<QuestionnaireResponse>('QuestionnaireResponse', qr.id!)] }
      : {};
  };
  // The synoptic reports: one Observation per answer (a repeated item's answers one each), coded with the item's
  // codes (LOINC where it has one, the protocol's own code system always), the part's specimen (docs/synoptic.md).
  const synopticObservations: Observation[] = c.parts.flatMap((p) =>
    (p.synoptic?.entries ?? []).flatMap((e, i) =>
      e.answer === null
        ? []
        : e.values.map((v, n): Observation => {
            const key = `${c.caseNumber}-v${c.version}-synoptic-${p.letter}-${e.linkId}${e.values.length > 1 ? `-${n + 1}` : ''}`;
            return {
              resourceType: 'Observation',
              id: localId(`${reportId}-synoptic-${p.letter}-${i + 1}-${n + 1}`),
              identifier: [{ system: sys.reportVersion, value: key }],
              status: obsStatus,
              category,
              code: { coding: e.codes, text: e.item },
              subject: patientRef,
              ...(instant(c.collectedAt ?? c.receivedAt)
                ? { effectiveDateTime: instant(c.collectedAt ?? c.receivedAt) }
                : {}),
              issued: instant(c.reportedAt),
              performer: [labRef],
              ...synopticValue(v),
              specimen: specimenRef(p.letter),
              ...responseRef(p.letter),
            };
          }),
    ),
  );
  const observations = [...resultObservations, ...fishObservations, ...synopticObservations];

  const conclusion = [
    ...c.parts.map((p) => `${p.letter}. ${partLabel(p)}:\n${p.finalDiagnosis.trim()}`),
    ...(c.comment.trim() ? [`Comment: ${c.comment.trim()}`] : []),
    ...c.addenda.map((a) => `Addendum (${a.signedAt.slice(0, 10)}, ${a.signedBy}): ${a.text.trim()}`),
  ].join('\n\n');

  const title = reportTitle(c);
  const report: DiagnosticReport = {
    resourceType: 'DiagnosticReport',
    id: reportId,
    ...(c.kind === 'corrected' && c.reason
      ? { extension: [{ url: sys.correctionReasonExtension, valueString: c.reason }] }
      : {}),
    identifier: [
      {
        use: 'official',
        type: { coding: [{ system: V2_0203, code: 'FILL', display: 'Filler Identifier' }] },
        system: sys.caseNumber,
        value: c.caseNumber,
      },
      { use: 'secondary', system: sys.reportVersion, value: `${c.caseNumber}-v${c.version}` },
    ],
    // Orders in (the incoming order the case came from): the ServiceRequest it answers.
    ...(opts.order
      ? {
          basedOn: [
            opts.order.serviceRequestId
              ? { reference: `ServiceRequest/${opts.order.serviceRequestId}` }
              : {
                  type: 'ServiceRequest',
                  identifier: {
                    type: { coding: [{ system: V2_0203, code: 'PLAC', display: 'Placer Identifier' }] },
                    system: sys.placerOrder,
                    value: opts.order.placerOrderNumber,
                  },
                },
          ],
        }
      : {}),
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
    subject: patientRef,
    ...(instant(c.collectedAt ?? c.receivedAt) ? { effectiveDateTime: instant(c.collectedAt ?? c.receivedAt) } : {}),
    issued: instant(c.reportedAt),
    performer: [labRef],
    resultsInterpreter: [
      {
        ...refOf<Practitioner>('Practitioner', ids.pathologist),
        display: `${c.pathologist.name}${c.pathologist.credentials ? `, ${c.pathologist.credentials}` : ''}`,
      },
    ],
    specimen: c.parts.map((p) => specimenRef(p.letter)),
    ...(observations.length ? { result: observations.map((o) => refOf<Observation>('Observation', o.id!)) } : {}),
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
  return { patient, lab, facility, pathologist, orderer, specimens, observations, questionnaireResponses, report };
}

/** The conditional-create search of an entry: its first identifier, so a retry or a second report creates nothing twice. */
function ifNoneExist(r: Resource & { identifier?: { system?: string; value?: string }[] }): string | undefined {
  const id = r.identifier?.[0];
  return id?.system && id.value ? `identifier=${encodeURIComponent(`${id.system}|${id.value}`)}` : undefined;
}

/** A report version as a FHIR R4 Bundle: `collection` (the download) or `transaction` (delivery). */
export function toFhirBundle(
  content: TReportContent,
  pdf: Buffer,
  opts: Omit<FhirOptions, 'references'> & { type?: 'collection' | 'transaction' } = {},
): Bundle {
  const type = opts.type ?? 'collection';
  const r = fhirReportResources(content, pdf, { ...opts, references: 'bundle' });
  const resources: Resource[] = [
    r.report,
    r.patient,
    r.lab,
    ...(r.facility ? [r.facility] : []),
    r.pathologist,
    ...(r.orderer && r.orderer.id !== r.pathologist.id ? [r.orderer] : []),
    ...r.specimens,
    ...r.observations,
    ...r.questionnaireResponses,
  ];
  const entry: BundleEntry[] = resources.map((res) => {
    const fullUrl = urnUuid(`${content.caseNumber}|${res.resourceType}/${res.id!}`);
    if (type === 'collection') return { fullUrl, resource: res };
    // In a transaction the receiving server assigns the ids.
    const { id: _id, ...body } = res;
    const cond = ifNoneExist(res as Resource & { identifier?: { system?: string; value?: string }[] });
    return {
      fullUrl,
      resource: body as Resource,
      request: { method: 'POST', url: res.resourceType, ...(cond ? { ifNoneExist: cond } : {}) },
    };
  });
  return {
    resourceType: 'Bundle',
    id: localId(`${content.caseNumber}-v${content.version}${type === 'transaction' ? '-tx' : ''}`),
    identifier: {
      system: fhirIdentifierSystems(opts.publicOrigin).reportVersion,
      value: `${content.caseNumber}-v${content.version}`,
    },
    type,
    timestamp: instant(content.reportedAt),
    entry,
  };
}
