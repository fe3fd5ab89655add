/**
 * FHIR R4 orders in (docs/interfaces.md#fhir-r4-in): a transaction Bundle (Patient + ServiceRequest + Specimen,
 * optionally Condition / Practitioner / Organization) or a ServiceRequest with its Patient contained → an order
 * draft, or the OperationOutcome issues naming each wrong element by its path.
 */
import { MRN_MESSAGE, MRN_PATTERN } from '../identifiers';
import { hl7Day } from './hl7';
import { normalizeIcd10 } from './hl7-orders';
import {
  findOrderCode,
  splitTestCodes,
  type TOrderCodeEntry,
  type TOrderDraft,
  type TOrderSpecimen,
  type TOrderTest,
} from './orders';

export const NPI_SYSTEM = 'http://hl7.org/fhir/sid/us-npi';
export const ICD10CM_SYSTEM = 'http://hl7.org/fhir/sid/icd-10-cm';
export const CPT_SYSTEM = 'http://www.ama-assn.org/go/cpt';
/** The portal's own order codes (the Order Codes list's local system `L`). */
export const LOCAL_ORDER_CODE_SYSTEM = 'urn:oid:2.16.840.1.113883.6.12.99.1';

export interface TFhirIssue {
  severity: 'error';
  code: 'required' | 'invalid' | 'code-invalid' | 'not-supported' | 'structure';
  diagnostics: string;
  expression: string[];
}

export interface TOperationOutcome {
  resourceType: 'OperationOutcome';
  issue: Array<{ severity: string; code: string; diagnostics: string; expression?: string[] }>;
}

export const operationOutcome = (issues: readonly TFhirIssue[]): TOperationOutcome => ({
  resourceType: 'OperationOutcome',
  issue: issues.map((i) => ({ ...i, expression: [...i.expression] })),
});

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A FHIR `date` of the calendar (YYYY-MM-DD, not 1990-02-31), else null. */
export function fhirCalendarDate(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m && hl7Day(`${m[1]}${m[2]}${m[3]}`) ? value : null;
}

/**
 * A FHIR `dateTime` as an ISO instant: YYYY, YYYY-MM, YYYY-MM-DD (the start of it, UTC) or
 * YYYY-MM-DDThh:mm:ss[.s](Z|±hh:mm); null when it is not one or not on the calendar or the clock.
 */
export function fhirDateTimeInstant(value: string): string | null {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-](\d{2}):(\d{2})))?)?)?$/.exec(
    value,
  );
  if (!m) return null;
  const [, y, mo = '01', d = '01', h, mi, s, frac = '', zone, zh, zm] = m;
  if (!hl7Day(`${y}${mo}${d}`)) return null;
  if (h === undefined) return `${y}-${mo}-${d}T00:00:00.000Z`;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  if (zh !== undefined && (Number(zh) > 14 || Number(zm) > 59)) return null;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${frac.slice(0, 4)}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

interface Located {
  resource: Json;
  path: string;
}

export type TFhirOrderMapping =
  | {
      ok: true;
      draft: TOrderDraft;
      controlId: string;
      messageType: 'Bundle' | 'ServiceRequest';
      /** Where the ServiceRequest and the ordering facility's Organization (if any) are, for answers naming them. */
      serviceRequestPath: string;
      organizationPath: string | null;
    }
  | { ok: false; issues: TFhirIssue[] };

/** Maps a posted Bundle or ServiceRequest; `orderCodes` is the Order Codes lookup list. */
export function mapFhirOrder(body: unknown, orderCodes: readonly TOrderCodeEntry[]): TFhirOrderMapping {
  const issues: TFhirIssue[] = [];
  const fail = (code: TFhirIssue['code'], path: string, diagnostics: string) =>
    issues.push({ severity: 'error', code, diagnostics, expression: [path] });
  if (!isObj(body)) {
    fail('structure', 'Bundle', 'the body must be a FHIR JSON resource');
    return { ok: false, issues };
  }
  const all: Located[] = [];
  const byRef = new Map<string, Located>();
  const add = (resource: unknown, path: string, fullUrl?: string) => {
    if (!isObj(resource)) return;
    const l = { resource, path };
    all.push(l);
    const type = str(resource.resourceType);
    if (str(resource.id)) byRef.set(`${type}/${str(resource.id)}`, l);
    if (fullUrl) byRef.set(fullUrl, l);
    arr(resource.contained).forEach((c, i) => {
      if (isObj(c) && str(c.id)) {
        const cl = { resource: c, path: `${path}.contained[${i}]` };
        byRef.set(`#${str(c.id)}`, cl);
        all.push(cl);
      }
    });
  };
  let messageType: 'Bundle' | 'ServiceRequest';
  let controlId: string;
  if (body.resourceType === 'Bundle') {
    messageType = 'Bundle';
    if (body.type !== 'transaction' && body.type !== 'batch') {
      fail(
        'not-supported',
        'Bundle.type',
        `a ${str(body.type) || 'Bundle without type'} is not taken: send a transaction`,
      );
      return { ok: false, issues };
    }
    arr(body.entry).forEach((e, i) => {
      if (isObj(e)) add(e.resource, `Bundle.entry[${i}].resource`, str(e.fullUrl) || undefined);
    });
    controlId = str(isObj(body.identifier) ? body.identifier.value : '') || str(body.id);
  } else if (body.resourceType === 'ServiceRequest') {
    messageType = 'ServiceRequest';
    add(body, 'ServiceRequest');
    controlId = str(body.id);
  } else {
    fail(
      'not-supported',
      'resourceType',
      `${str(body.resourceType) || 'a resource without resourceType'} is not taken: send a Bundle or a ServiceRequest`,
    );
    return { ok: false, issues };
  }
  const resolve = (ref: unknown): Located | undefined => (isObj(ref) ? byRef.get(str(ref.reference)) : undefined);

  const requests = all.filter((l) => l.resource.resourceType === 'ServiceRequest');
  const sr = requests[0];
  if (!sr) {
    fail('required', 'Bundle.entry', 'no ServiceRequest in the Bundle');
    return { ok: false, issues };
  }
  const r = sr.resource;
  // The placer order number: the identifier typed PLAC, else the first.
  const ids = arr(r.identifier).filter(isObj);
  const plac =
    ids.find((i) => arr(isObj(i.type) ? i.type.coding : []).some((c) => isObj(c) && c.code === 'PLAC')) ?? ids[0];
  const placerOrderNumber = str(plac?.value) || str(isObj(r.requisition) ? r.requisition.value : '');
  if (!placerOrderNumber)
    fail('required', `${sr.path}.identifier`, 'the placer order number (identifier of type PLAC) is missing');
  const status = str(r.status);
  if (!['active', 'draft', 'revoked'].includes(status)) {
    fail(
      'code-invalid',
      `${sr.path}.status`,
      `status ${status || '(none)'} is not taken: active, or revoked to cancel`,
    );
  }
  if (!controlId) controlId = str(r.id);

  // The patient.
  const patient = resolve(r.subject) ?? all.find((l) => l.resource.resourceType === 'Patient');
  let draftPatient: TOrderDraft['patient'] | null = null;
  if (!patient || patient.resource.resourceType !== 'Patient') {
    fail('required', `${sr.path}.subject`, 'the subject must reference a Patient in the Bundle (or contained)');
  } else {
    const p = patient.resource;
    const pids = arr(p.identifier).filter(isObj);
    const mr =
      pids.find((i) => arr(isObj(i.type) ? i.type.coding : []).some((c) => isObj(c) && c.code === 'MR')) ?? pids[0];
    const mrn = str(mr?.value).toUpperCase();
    if (!mrn) fail('required', `${patient.path}.identifier`, 'the MRN (identifier of type MR) is missing');
    else if (!MRN_PATTERN.test(mrn))
      fail('invalid', `${patient.path}.identifier[${pids.indexOf(mr!)}].value`, `"${mrn}" ${MRN_MESSAGE}`);
    const names = arr(p.name).filter(isObj);
    const name = names.find((n) => n.use === 'official') ?? names[0];
    const given = arr(name?.given).map(str);
    if (!name || !str(name.family) || !given[0])
      fail('required', `${patient.path}.name`, 'the patient name needs a family and a given name');
    const dob = str(p.birthDate);
    if (!dob) fail('required', `${patient.path}.birthDate`, 'the birth date (YYYY-MM-DD) is missing');
    else if (!fhirCalendarDate(dob))
      fail('invalid', `${patient.path}.birthDate`, `"${dob}" is not a date of the calendar (YYYY-MM-DD)`);
    else if (dob < '1900-01-01') fail('invalid', `${patient.path}.birthDate`, `${dob} is before 1900`);
    const gender = str(p.gender) || 'unknown';
    if (!['male', 'female', 'other', 'unknown'].includes(gender))
      fail('code-invalid', `${patient.path}.gender`, `gender ${gender} is not male, female, other or unknown`);
    const address = arr(p.address).filter(isObj)[0];
    draftPatient = {
      mrn,
      assigningAuthority: str(mr?.system) || null,
      firstName: given[0] ?? '',
      middleName: given[1] || null,
      lastName: str(name?.family),
      dob,
      sex: gender,
      addressLine1: str(arr(address?.line)[0]) || null,
      city: str(address?.city) || null,
      state: str(address?.state) || null,
      postalCode: str(address?.postalCode) || null,
      country: str(address?.country) || null,
    };
  }

  // The test: the first coding the Order Codes list knows.
  const tests: TOrderTest[] = [];
  let entry: TOrderCodeEntry | undefined;
  const codings = arr(isObj(r.code) ? r.code.coding : []).filter(isObj);
  for (const c of codings) {
    const system =
      str(c.system) === CPT_SYSTEM ? 'CPT' : str(c.system) === LOCAL_ORDER_CODE_SYSTEM ? 'L' : str(c.system);
    entry = findOrderCode(orderCodes, str(c.code), system) ?? findOrderCode(orderCodes, str(c.code), '');
    if (entry) {
      tests.push({ code: str(c.code), system: entry.codingSystem, name: str(c.display) || entry.code });
      break;
    }
  }
  if (!codings.length) fail('required', `${sr.path}.code`, 'the test code (ServiceRequest.code.coding) is missing');
  else if (!entry) {
    fail(
      'code-invalid',
      `${sr.path}.code.coding[0]`,
      `test code ${str(codings[0]!.code)} is not in the Order Codes list`,
    );
  }

  // The ordering provider (requester → Practitioner with an NPI) and facility (an Organization in the Bundle).
  const requester = resolve(r.requester);
  const practitioner = requester?.resource.resourceType === 'Practitioner' ? requester.resource : undefined;
  const npi = str(
    arr(practitioner?.identifier)
      .filter(isObj)
      .find((i) => i.system === NPI_SYSTEM)?.value,
  );
  const pname = arr(practitioner?.name).filter(isObj)[0];
  const provider = practitioner
    ? {
        npi: /^\d{10}$/.test(npi) ? npi : null,
        name: [...arr(pname?.given).map(str), str(pname?.family)].filter(Boolean).join(' '),
      }
    : null;
  const org =
    (requester?.resource.resourceType === 'Organization' ? requester : undefined) ??
    all.find((l) => l.resource.resourceType === 'Organization');
  const facility = org
    ? { code: str(arr(org.resource.identifier).filter(isObj)[0]?.value), name: str(org.resource.name) }
    : null;

  // Specimens → parts; the first collection time.
  const specimens: TOrderSpecimen[] = [];
  let collectedAt: string | null = null;
  const specimenRefs = arr(r.specimen);
  const specimenRes = specimenRefs.length
    ? specimenRefs.map((ref, i) => {
        const l = resolve(ref);
        if (!l) fail('invalid', `${sr.path}.specimen[${i}]`, 'does not reference a Specimen in the Bundle');
        return l;
      })
    : all.filter((l) => l.resource.resourceType === 'Specimen');
  for (const l of specimenRes) {
    if (!l) continue;
    const s = l.resource;
    const cc = (v: unknown) =>
      isObj(v)
        ? str(v.text) || str(arr(v.coding).filter(isObj)[0]?.display) || str(arr(v.coding).filter(isObj)[0]?.code)
        : '';
    const collection = isObj(s.collection) ? s.collection : {};
    specimens.push({ source: cc(s.type), site: cc(collection.bodySite) });
    const when = str(collection.collectedDateTime);
    const instant = when ? fhirDateTimeInstant(when) : null;
    if (when && !instant) {
      fail(
        'invalid',
        `${l.path}.collection.collectedDateTime`,
        `"${when}" is not a date and time (YYYY-MM-DDThh:mm:ss with Z or ±hh:mm)`,
      );
    }
    if (!collectedAt && instant) collectedAt = instant;
  }

  // ICD-10: reasonCode codings, and Conditions referenced or in the Bundle.
  const icd10: string[] = [];
  const codeFrom = (cc: unknown, path: string) => {
    arr(isObj(cc) ? cc.coding : []).forEach((c, i) => {
      if (!isObj(c) || str(c.system) !== ICD10CM_SYSTEM) return;
      const code = normalizeIcd10(str(c.code));
      if (!code) fail('code-invalid', `${path}.coding[${i}].code`, `"${str(c.code)}" is not an ICD-10-CM code`);
      else if (!icd10.includes(code)) icd10.push(code);
    });
  };
  arr(r.reasonCode).forEach((cc, i) => codeFrom(cc, `${sr.path}.reasonCode[${i}]`));
  for (const l of all.filter((x) => x.resource.resourceType === 'Condition'))
    codeFrom(l.resource.code, `${l.path}.code`);

  const history = arr(r.note)
    .filter(isObj)
    .map((n) => str(n.text))
    .filter(Boolean);
  if (issues.length || !draftPatient || !entry) return { ok: false, issues };
  return {
    ok: true,
    messageType,
    controlId,
    serviceRequestPath: sr.path,
    organizationPath: org?.path ?? null,
    draft: {
      control: status === 'revoked' ? 'CA' : 'NW',
      placerOrderNumber,
      patient: draftPatient,
      provider,
      facility,
      caseType: entry.caseType as TOrderDraft['caseType'],
      tests,
      testCodes: splitTestCodes(entry.testCodes),
      specimens: specimens.length ? specimens : [{ source: '', site: '' }],
      icd10,
      clinicalHistory: history.join('\n') || null,
      collectedAt,
      priority: ['stat', 'asap', 'urgent'].includes(str(r.priority)) ? 'stat' : 'routine',
    },
  };
}

/** An example transaction Bundle (docs and tests). */
export function exampleFhirOrderBundle(opts: { placer: string; mrn: string; id?: string }): Json {
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    ...(opts.id ? { identifier: { system: 'urn:example:bundle', value: opts.id } } : {}),
    entry: [
      {
        fullUrl: 'urn:uuid:0f8e1c1e-0000-4000-8000-000000000001',
        resource: {
          resourceType: 'Patient',
          identifier: [
            {
              type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' }] },
              system: 'urn:oid:2.16.840.1.113883.19.5',
              value: opts.mrn,
            },
          ],
          name: [{ use: 'official', family: 'Whitaker', given: ['Joan', 'E'] }],
          birthDate: '1961-07-19',
          gender: 'female',
        },
        request: { method: 'POST', url: 'Patient' },
      },
      {
        fullUrl: 'urn:uuid:0f8e1c1e-0000-4000-8000-000000000002',
        resource: {
          resourceType: 'Practitioner',
          identifier: [{ system: NPI_SYSTEM, value: '1234567893' }],
          name: [{ family: 'Ibarra', given: ['Lucia'] }],
        },
        request: { method: 'POST', url: 'Practitioner' },
      },
      {
        fullUrl: 'urn:uuid:0f8e1c1e-0000-4000-8000-000000000003',
        resource: {
          resourceType: 'Specimen',
          type: { text: 'Core biopsy' },
          collection: { bodySite: { text: 'Right breast, 10 o’clock' }, collectedDateTime: '2026-11-26T08:30:00Z' },
        },
        request: { method: 'POST', url: 'Specimen' },
      },
      {
        fullUrl: 'urn:uuid:0f8e1c1e-0000-4000-8000-000000000004',
        resource: {
          resourceType: 'Condition',
          code: {
            coding: [{ system: ICD10CM_SYSTEM, code: 'N63.10', display: 'Unspecified lump in the right breast' }],
          },
          subject: { reference: 'urn:uuid:0f8e1c1e-0000-4000-8000-000000000001' },
        },
        request: { method: 'POST', url: 'Condition' },
      },
      {
        fullUrl: 'urn:uuid:0f8e1c1e-0000-4000-8000-000000000005',
        resource: {
          resourceType: 'ServiceRequest',
          identifier: [
            {
              type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'PLAC' }] },
              system: 'urn:oid:2.16.840.1.113883.19.6',
              value: opts.placer,
            },
          ],
          status: 'active',
          intent: 'order',
          priority: 'routine',
          code: { coding: [{ system: CPT_SYSTEM, code: '88305', display: 'Surgical pathology' }] },
          subject: { reference: 'urn:uuid:0f8e1c1e-0000-4000-8000-000000000001' },
          requester: { reference: 'urn:uuid:0f8e1c1e-0000-4000-8000-000000000002' },
          specimen: [{ reference: 'urn:uuid:0f8e1c1e-0000-4000-8000-000000000003' }],
          note: [{ text: 'Mammographic mass, BI-RADS 4' }],
        },
        request: { method: 'POST', url: 'ServiceRequest' },
      },
    ],
  };
}
