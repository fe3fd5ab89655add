/**
 * ORM^O01 / OML^O21 → an incoming order draft, and the ACK that answers it (docs/interfaces.md#hl7-v2-over-mllp).
 * Accepted: versions 2.3 to 2.5.1 (what real EHRs send). One message is one order: its first ORC gives the order
 * control and placer number, every OBR a test, every OBR-15 or SPM a part (A, B, C…), every DG1 a diagnosis code.
 */
import { MRN_MESSAGE, MRN_PATTERN } from '../identifiers';
import { PATIENT_SEXES } from '../patients';
import {
  DEFAULT_DELIMITERS,
  escapeHl7,
  hl7CollectionTime,
  hl7Day,
  hl7Now,
  Hl7ParseError,
  parseHl7,
  readSegment,
  type Hl7Delimiters,
  type Hl7Message,
  type Hl7Reader,
} from './hl7';
import {
  findOrderCode,
  splitTestCodes,
  type TOrderCodeEntry,
  type TOrderControl,
  type TOrderDraft,
  type TOrderSpecimen,
  type TOrderTest,
} from './orders';

export const ACCEPTED_HL7_VERSIONS = ['2.3', '2.3.1', '2.4', '2.5', '2.5.1'] as const;
export const ACCEPTED_ORDER_MESSAGES = ['ORM^O01', 'OML^O21'] as const;

/** HL7 table 0357, the codes we answer with. */
export const HL7_ERROR_CODES = {
  101: 'Required field missing',
  102: 'Data type error',
  103: 'Table value not found',
  200: 'Unsupported message type',
  201: 'Unsupported event code',
  203: 'Unsupported version id',
  /** The order is already in work (accessioned) or closed: sending it again will not help. */
  206: 'Application record locked',
  /** Not stored (a database failure): send it again. */
  207: 'Application internal error',
} as const;
export type THl7ErrorCode = keyof typeof HL7_ERROR_CODES;

/** What went wrong, where: ERR-2 (segment^sequence^field) and ERR-8. */
export interface THl7Issue {
  segment: string;
  sequence: number;
  field: number;
  code: THl7ErrorCode;
  message: string;
}

export interface THl7Header {
  /** 'ORM^O01' */
  messageType: string;
  controlId: string;
  sendingApplication: string;
  sendingFacility: string;
  receivingApplication: string;
  receivingFacility: string;
  version: string;
  processingId: string;
}

export type THl7Read =
  | { ok: true; message: Hl7Message; header: THl7Header }
  /** AR: not HL7, not an order message, not a version we read. `header` when MSH could be read. */
  | { ok: false; header: THl7Header | null; issues: THl7Issue[] };

/** Reads MSH and decides whether the message is one we take at all (else AR). */
export function readOrderMessage(text: string): THl7Read {
  let message: Hl7Message;
  try {
    message = parseHl7(text);
  } catch (e) {
    const msg = e instanceof Hl7ParseError ? e.message : 'unreadable';
    return { ok: false, header: null, issues: [{ segment: 'MSH', sequence: 1, field: 1, code: 102, message: msg }] };
  }
  const msh = readSegment(message.segments[0]!, message.delimiters);
  const header: THl7Header = {
    messageType: [msh.get(9, 1), msh.get(9, 2)].filter(Boolean).join('^'),
    controlId: msh.get(10),
    sendingApplication: msh.get(3),
    sendingFacility: msh.get(4),
    receivingApplication: msh.get(5),
    receivingFacility: msh.get(6),
    version: msh.get(12),
    processingId: msh.get(11) || 'P',
  };
  const issue = (field: number, code: THl7ErrorCode, text: string) => ({
    ok: false as const,
    header,
    issues: [{ segment: 'MSH', sequence: 1, field, code, message: text }],
  });
  if (!header.controlId) return issue(10, 101, 'MSH-10 (message control ID) is missing');
  if (!(ACCEPTED_ORDER_MESSAGES as readonly string[]).includes(header.messageType)) {
    const code = ['ORM', 'OML'].includes(msh.get(9, 1)) ? 201 : 200;
    return issue(9, code, `${header.messageType || 'this message type'} is not taken here: send ORM^O01 or OML^O21`);
  }
  if (!(ACCEPTED_HL7_VERSIONS as readonly string[]).includes(header.version)) {
    return issue(12, 203, `version ${header.version || '(none)'} is not taken here: send 2.3 to 2.5.1`);
  }
  return { ok: true, message, header };
}

/**
 * The MRN of a PID: PID-3's repetition with identifier type (CX.5) `MR`, else its first; PID-2 (external ID) when
 * PID-3 is empty (senders still on 2.3). The order's patient and the message log's MRN both take it from here.
 */
export function pidMrn(p: Hl7Reader, d: Hl7Delimiters): { mrn: string; assigningAuthority: string | null } {
  const mrIndex = p.repetitions(3).findIndex((r) => (r[4] ?? '').split(d.subcomponent)[0] === 'MR');
  const rep = mrIndex >= 0 ? mrIndex : 0;
  const mrn = p.get(3, 1, 1, rep);
  if (!mrn && p.get(2)) return { mrn: p.get(2), assigningAuthority: p.get(2, 4) || null };
  return { mrn, assigningAuthority: p.get(3, 4, 1, rep) || null };
}

/** The MRN the message log keeps for a message (upper case, as the order has it), or null without a PID or MRN. */
export function messageMrn(message: Hl7Message): string | null {
  const pid = message.segments.find((s) => s.name === 'PID');
  if (!pid) return null;
  return pidMrn(readSegment(pid, message.delimiters), message.delimiters).mrn.toUpperCase().slice(0, 40) || null;
}

const SEX_CODES: Record<string, (typeof PATIENT_SEXES)[number]> = {
  F: 'female',
  M: 'male',
  O: 'other',
  U: 'unknown',
  A: 'intersex',
  N: 'unknown',
};

/** A named segment with its 1-based occurrence number, for ERR-2. */
interface Located {
  reader: Hl7Reader;
  sequence: number;
}

export type THl7OrderMapping = { ok: true; draft: TOrderDraft } | { ok: false; issues: THl7Issue[] };

/**
 * Maps an accepted ORM^O01 / OML^O21 to an order draft, or lists every problem (AE). `orderCodes` is the Order
 * Codes lookup list.
 */
export function mapHl7Order(message: Hl7Message, orderCodes: readonly TOrderCodeEntry[]): THl7OrderMapping {
  const counts = new Map<string, number>();
  const all: Array<Located & { name: string }> = message.segments.map((s) => {
    const n = (counts.get(s.name) ?? 0) + 1;
    counts.set(s.name, n);
    return { name: s.name, reader: readSegment(s, message.delimiters), sequence: n };
  });
  const first = (name: string) => all.find((s) => s.name === name);
  const issues: THl7Issue[] = [];
  const problem = (at: Located | undefined, name: string, field: number, code: THl7ErrorCode, text: string) => {
    issues.push({ segment: name, sequence: at?.sequence ?? 1, field, code, message: text });
  };

  // The patient (PID).
  const pid = first('PID');
  if (!pid) {
    problem(undefined, 'PID', 0, 101, 'the PID segment (patient) is missing');
    return { ok: false, issues };
  }
  const p = pid.reader;
  const { mrn, assigningAuthority } = pidMrn(p, message.delimiters);
  if (!mrn) problem(pid, 'PID', 3, 101, 'PID-3: the patient identifier (MRN) is missing');
  else if (!MRN_PATTERN.test(mrn.toUpperCase()))
    problem(pid, 'PID', 3, 102, `PID-3: "${mrn}" is not an MRN (${MRN_MESSAGE})`);
  const names = p.repetitions(5);
  const legal = names.findIndex((r) => r[6] === 'L');
  const n = legal >= 0 ? legal : 0;
  const lastName = p.get(5, 1, 1, n);
  const firstName = p.get(5, 2, 1, n);
  if (!lastName || !firstName) problem(pid, 'PID', 5, 101, 'PID-5: the patient name needs a family and a given name');
  const dobRaw = p.get(7);
  const dob = dobRaw ? hl7Day(dobRaw) : null;
  if (!dobRaw) problem(pid, 'PID', 7, 101, 'PID-7: the date of birth is missing');
  else if (!dob) problem(pid, 'PID', 7, 102, `PID-7: "${dobRaw}" is not a date (YYYYMMDD)`);
  else if (dob < '1900-01-01') problem(pid, 'PID', 7, 102, `PID-7: ${dob} is before 1900`);
  const sexCode = p.get(8).toUpperCase();
  const sex = sexCode ? SEX_CODES[sexCode] : 'unknown';
  if (!sex) problem(pid, 'PID', 8, 103, `PID-8: "${sexCode}" is not a sex code of HL7 table 0001 (F, M, O, U, A, N)`);

  // The order (first ORC) and its tests (OBR).
  const orc = first('ORC');
  const obrs = all.filter((s) => s.name === 'OBR');
  if (!orc) problem(undefined, 'ORC', 0, 101, 'the ORC segment (common order) is missing');
  const controlCode = orc?.reader.get(1).toUpperCase() ?? '';
  const control = (['NW', 'CA', 'XO'] as const).find((c) => c === controlCode);
  if (orc && !control) {
    problem(orc, 'ORC', 1, 103, `ORC-1: "${controlCode}" is not taken: NW (new), CA (cancel) or XO (change)`);
  }
  const placerOrderNumber = orc?.reader.get(2) || obrs[0]?.reader.get(2) || '';
  if (orc && !placerOrderNumber) problem(orc, 'ORC', 2, 101, 'ORC-2: the placer order number is missing');
  if (!obrs.length && control !== 'CA') problem(undefined, 'OBR', 0, 101, 'the OBR segment (the test) is missing');

  const tests: TOrderTest[] = [];
  const testCodes: string[] = [];
  const caseTypes = new Set<string>();
  const specimens: TOrderSpecimen[] = [];
  let clinicalHistory: string[] = [];
  let collectedAt: string | null = null;
  let priority: 'routine' | 'stat' = 'routine';
  for (const obr of obrs) {
    const r = obr.reader;
    const collected = r.get(7);
    const collectedIso = collected ? hl7CollectionTime(collected) : null;
    if (collected && !collectedIso) {
      problem(obr, 'OBR', 7, 102, `OBR-7: "${collected}" is not a date and time (YYYYMMDDHHMM[SS][+/-ZZZZ])`);
    }
    if (!collectedAt && collectedIso) collectedAt = collectedIso;
    const code = r.get(4, 1);
    const system = r.get(4, 3);
    const name = r.get(4, 2);
    if (!code) {
      problem(obr, 'OBR', 4, 101, 'OBR-4: the test code is missing');
      continue;
    }
    const entry = findOrderCode(orderCodes, code, system);
    if (!entry) {
      problem(
        obr,
        'OBR',
        4,
        103,
        `OBR-4: test code ${code}${system ? `^${system}` : ''} is not in the Order Codes list`,
      );
      continue;
    }
    tests.push({ code, system: entry.codingSystem, name: name || entry.code });
    caseTypes.add(entry.caseType);
    for (const t of splitTestCodes(entry.testCodes)) if (!testCodes.includes(t)) testCodes.push(t);
    if (r.get(13)) clinicalHistory.push(r.get(13));
    if (r.get(5).toUpperCase() === 'S' || r.get(27, 6).toUpperCase() === 'S') priority = 'stat';
    // OBR-15 (SPS, up to 2.5): source code^additives^free text^body site^modifier; the code and site are CEs.
    const source = r.get(15, 1, 2) || r.get(15, 1, 1) || r.get(15, 3);
    const site = r.get(15, 4, 2) || r.get(15, 4, 1);
    if (source || site) specimens.push({ source, site });
  }
  if (orc?.reader.get(7, 6).toUpperCase() === 'S') priority = 'stat';
  if (caseTypes.size > 1) {
    problem(
      obrs[0],
      'OBR',
      4,
      103,
      `OBR-4: the tests belong to different case types (${[...caseTypes].join(', ')}); send one order per case`,
    );
  }
  // SPM (2.5+): specimen type (SPM-4) and source site (SPM-8); they replace OBR-15 when sent.
  const spms = all.filter((s) => s.name === 'SPM');
  if (spms.length) {
    specimens.length = 0;
    for (const spm of spms) {
      const r = spm.reader;
      specimens.push({ source: r.get(4, 2) || r.get(4, 1), site: r.get(8, 2) || r.get(8, 1) });
      const collected = r.get(17);
      const collectedIso = collected ? hl7CollectionTime(collected) : null;
      if (collected && !collectedIso) {
        problem(spm, 'SPM', 17, 102, `SPM-17: "${collected}" is not a date and time (YYYYMMDDHHMM[SS][+/-ZZZZ])`);
      }
      if (!collectedAt && collectedIso) collectedAt = collectedIso;
    }
  }
  // NTE after the order segments: more clinical history (EHRs put the indication there).
  for (const nte of all.filter((s) => s.name === 'NTE')) if (nte.reader.get(3)) clinicalHistory.push(nte.reader.get(3));
  clinicalHistory = [...new Set(clinicalHistory)];

  const icd10: string[] = [];
  for (const dg1 of all.filter((s) => s.name === 'DG1')) {
    const code = dg1.reader.get(3, 1);
    const system = dg1.reader.get(3, 3).toUpperCase();
    if (!code) continue;
    if (system && !['I10', 'I10C', 'ICD10', 'ICD-10-CM', 'ICD10CM'].includes(system)) {
      problem(dg1, 'DG1', 3, 103, `DG1-3: ${code}^${system} is not an ICD-10 code (coding system I10)`);
      continue;
    }
    const normalized = normalizeIcd10(code);
    if (!normalized) problem(dg1, 'DG1', 3, 102, `DG1-3: "${code}" is not an ICD-10-CM code`);
    else if (!icd10.includes(normalized)) icd10.push(normalized);
  }

  // The ordering provider: ORC-12, else OBR-16 (XCN: NPI^family^given^middle^suffix^prefix^degree).
  const xcn = orc?.reader.get(12)
    ? { r: orc.reader, f: 12 }
    : obrs[0]?.reader.get(16)
      ? { r: obrs[0].reader, f: 16 }
      : null;
  const provider = xcn
    ? {
        npi: /^\d{10}$/.test(xcn.r.get(xcn.f, 1)) ? xcn.r.get(xcn.f, 1) : null,
        name: [xcn.r.get(xcn.f, 3), xcn.r.get(xcn.f, 2)].filter(Boolean).join(' ') || xcn.r.get(xcn.f, 1),
      }
    : null;
  // ORC-21 (XON): organization name^type^ID (2.3)^…^ID number (XON-10, 2.5).
  const facilityName = orc?.reader.get(21, 1) ?? '';
  const facilityCode = orc?.reader.get(21, 10) || orc?.reader.get(21, 3) || '';
  const facility = facilityName || facilityCode ? { code: facilityCode, name: facilityName } : null;

  if (issues.length) return { ok: false, issues };
  return {
    ok: true,
    draft: {
      control: control!,
      placerOrderNumber,
      patient: {
        mrn: mrn.toUpperCase(),
        assigningAuthority,
        firstName,
        middleName: p.get(5, 3, 1, n) || null,
        lastName,
        dob: dob!,
        sex: sex!,
        addressLine1: p.get(11, 1) || null,
        city: p.get(11, 3) || null,
        state: p.get(11, 4) || null,
        postalCode: p.get(11, 5) || null,
        country: p.get(11, 6) || null,
      },
      provider,
      facility,
      caseType: ([...caseTypes][0] ?? 'S') as TOrderDraft['caseType'],
      tests,
      testCodes,
      specimens: specimens.length ? specimens : [{ source: '', site: '' }],
      icd10,
      clinicalHistory: clinicalHistory.join('\n') || null,
      collectedAt,
      priority,
    },
  };
}

/** "C50911" or "c50.911" → "C50.911"; null when it cannot be an ICD-10-CM code. */
export function normalizeIcd10(code: string): string | null {
  const c = code.trim().toUpperCase().replace('.', '');
  if (!/^[A-TV-Z][0-9][0-9AB][0-9A-TV-Z]{0,4}$/.test(c)) return null;
  return c.length > 3 ? `${c.slice(0, 3)}.${c.slice(3)}` : c;
}

export type TAckCode = 'AA' | 'AE' | 'AR';

/** MSA-2 of the ACK to a message whose control ID (MSH-10) could not be read (docs/interfaces.md#ack-rules). */
export const UNKNOWN_CONTROL_ID = 'UNKNOWN';

/** The ACK for a message: MSH (sender and receiver swapped), MSA (MSA-2 = MSH-10), and one ERR per issue. */
export function buildHl7Ack(opts: {
  header: THl7Header | null;
  code: TAckCode;
  text?: string;
  issues?: readonly THl7Issue[];
  /** Our own MSH-10 for the ACK. */
  ackControlId: string;
  now: Date;
  application?: string;
  facility?: string;
}): string {
  const h = opts.header;
  const d: Hl7Delimiters = DEFAULT_DELIMITERS;
  const e = (v: string) => escapeHl7(v, d);
  const version = h && (ACCEPTED_HL7_VERSIONS as readonly string[]).includes(h.version) ? h.version : '2.5.1';
  const trigger = h?.messageType.split('^')[1] ?? '';
  const msh = [
    'MSH',
    '^~\\&',
    e(opts.application ?? 'LABPORTAL'),
    e(opts.facility ?? 'LAB'),
    e(h?.sendingApplication ?? ''),
    e(h?.sendingFacility ?? ''),
    hl7Now(opts.now),
    '',
    // 2.5 and later name the message structure (ACK); 2.3/2.4 stop at the trigger event. A message whose trigger
    // could not be read gets `ACK` alone (no empty trigger component).
    !trigger ? 'ACK' : version >= '2.5' ? `ACK^${e(trigger)}^ACK` : `ACK^${e(trigger)}`,
    e(opts.ackControlId),
    e(h?.processingId || 'P'),
    version,
    // MSH-18: the texts echoed back (names, messages) are UTF-8, as the report messages declare; table 0211 has
    // the value from 2.5 on, so a 2.3/2.4 sender gets no MSH-18.
    ...(version >= '2.5' ? ['', '', '', '', '', 'UNICODE UTF-8'] : []),
  ].join('|');
  // MSA-2 is required: a message whose MSH-10 could not be read (none, or no MSH at all) is answered UNKNOWN.
  const segments = [msh, ['MSA', opts.code, e(h?.controlId || UNKNOWN_CONTROL_ID), e(opts.text ?? '')].join('|')];
  for (const i of opts.issues ?? []) {
    const location = `${i.segment}^${i.sequence}^${i.field}`;
    const code = `${i.code}^${e(HL7_ERROR_CODES[i.code])}^HL70357`;
    // 2.5 on: ERR-2 (location), ERR-3 (code), ERR-4 (severity), ERR-8 (text). 2.3/2.4 define ERR-1 (ELD) alone:
    // segment^sequence^field^code, the readable sentence as the code's alternate text (CE.5).
    segments.push(
      version < '2.5'
        ? `ERR|${location}^${i.code}&${e(HL7_ERROR_CODES[i.code])}&HL70357&&${e(i.message)}`
        : ['ERR', '', location, code, 'E', '', '', '', e(i.message)].join('|'),
    );
  }
  return segments.join('\r') + '\r';
}

/** The order control of a draft: for the listener's answer texts. */
export const ORDER_CONTROL_LABELS: Record<TOrderControl, string> = { NW: 'new order', CA: 'cancel', XO: 'change' };
