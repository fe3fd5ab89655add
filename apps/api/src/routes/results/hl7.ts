import {
  addendumHistoryNote,
  fishObservationCode,
  hl7CriticalFlag,
  hl7NamespaceId,
  hl7ResultStatus,
  RESULT_OBSERVATION_CODE,
  splitCredentials,
  synopticObx,
  type TFishMeasure,
  type TObservationCode,
  type TReportContent,
} from '@lab/domain';
import { partLabel, siteWithLaterality } from './report-pdf';
import { splitName } from './fhir';

/**
 * A signed report version as an HL7 v2.5.1 ORU^R01 message: MSH, PID, ORC, OBR, NTE (comment, correction
 * reason, addendum note, critical calls), OBX per part and section (FT text, CWE coded result and ICD-10-CM codes,
 * NM / CWE FISH values, ED PDF) and SPM per part. Segments end with a carriage return; text is escaped
 * (\F\ \S\ \T\ \R\ \E\, line breaks \.br\). The mapping rules (status, critical flag, codes, namespace IDs)
 * are the domain's (packages/domain/src/interfaces), listed in docs/interfaces.md.
 */

/** A recorded call of a critical result, carried in an NTE. */
export interface Hl7CriticalCall {
  calledWhom: string;
  calledAt: string;
  note: string | null;
}

export interface Hl7Options {
  messageControlId?: string;
  now?: Date;
  /** The calls recorded for a critical result by the time the message is made. */
  criticalCalls?: Hl7CriticalCall[];
  /** The placer order number (ORC-2 / OBR-2) when the case came from an incoming order (orders in). */
  placerOrderNumber?: string | null;
  /** MSH-5 / MSH-6: the destination's application and facility, when sent to one. */
  receivingApplication?: string;
}

const SEX: Record<string, string> = { female: 'F', male: 'M', unknown: 'U', other: 'O', intersex: 'O' };

/** Escapes the delimiters of a text value and turns line breaks into `\.br\` (formatted text, FT). */
export function hl7Escape(text: string): string {
  return (
    text
      .replace(/\\/g, '\\E\\')
      .replace(/\|/g, '\\F\\')
      .replace(/\^/g, '\\S\\')
      .replace(/&/g, '\\T\\')
      .replace(/~/g, '\\R\\')
      .replace(/\r\n|\r|\n/g, '\\.br\\')
      // eslint-disable-next-line no-control-regex -- other control characters have no place in a message
      .replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, ' ')
  );
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** `20261123140500+0000` (DTM, UTC); empty when there is no date. */
export function hl7DateTime(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const d = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}+0000`;
}

/** The fields of one segment, from field 1 on; components are joined by the caller (values already escaped). */
function segment(name: string, fields: (string | undefined)[]): string {
  const out = fields.map((f) => f ?? '');
  while (out.length && out.at(-1) === '') out.pop();
  return [name, ...out].join('|');
}

const trimEnd = (parts: string[]) => {
  while (parts.length && parts.at(-1) === '') parts.pop();
  return parts;
};

/**
 * XCN (`^`, ORC-12 / OBR-16) or CNN (`&`, inside OBR-32's NDL) from an NPI and a person's name: one value per
 * component, the first credential as the degree (component 7), the others as the XCN professional suffix (21),
 * `NPI` as the id's assigning authority (XCN.9 / CNN.9) and, in an XCN, its identifier type (XCN.13).
 */
function personComponents(
  id: string | null | undefined,
  name: string,
  credentials: string | null,
  kind: 'XCN' | 'CNN',
): string {
  const { family, given } = splitName(name);
  const { degree, suffixes } = splitCredentials(credentials);
  const parts = [id ?? '', family, given[0] ?? '', given.slice(1).join(' '), '', '', degree].map(hl7Escape);
  if (id) {
    parts[8] = 'NPI';
    if (kind === 'XCN') parts[12] = 'NPI';
  }
  if (kind === 'XCN' && suffixes.length) parts[20] = hl7Escape(suffixes.join(' '));
  return trimEnd(Array.from({ length: parts.length }, (_, i) => parts[i] ?? '')).join(kind === 'XCN' ? '^' : '&');
}

/** A CWE observation identifier: `code^text^system`. */
const cwe = (c: TObservationCode) => `${hl7Escape(c.code)}^${hl7Escape(c.display)}^${c.system}`;

export function toHl7OruR01(content: TReportContent, pdf?: Buffer, opts: Hl7Options = {}): string {
  const c = content;
  const now = opts.now ?? new Date();
  const status = hl7ResultStatus(c.version);
  const labNs = hl7NamespaceId(c.lab.name);
  const labHd = (sep: string) =>
    [labNs, hl7Escape(c.lab.clia), c.lab.clia ? 'CLIA' : ''].join(sep).replace(/[&^]+$/, '');
  const controlId = (
    opts.messageControlId ?? `${c.caseNumber}V${c.version}T${now.getTime().toString(36).toUpperCase()}`
  ).slice(0, 199);
  const segs: string[] = [];

  segs.push(
    // MSH-1 is the field separator itself, so MSH-2 (the encoding characters) is the first field written here.
    segment('MSH', [
      '^~\\&',
      'LABPORTAL',
      labHd('^'),
      hl7Escape(opts.receivingApplication ?? ''),
      c.facility ? hl7NamespaceId(c.facility.name) : '',
      hl7DateTime(now),
      '',
      'ORU^R01^ORU_R01',
      hl7Escape(controlId),
      'P',
      '2.5.1',
      '',
      '',
      'NE',
      'NE',
      '',
      'UNICODE UTF-8',
    ]),
  );

  segs.push(
    segment('PID', [
      '1',
      '',
      `${hl7Escape(c.patient.mrn)}^^^${labHd('&')}^MR`,
      '',
      `${hl7Escape(c.patient.lastName)}^${hl7Escape(c.patient.firstName)}^^^^^L`,
      '',
      /^\d{4}-\d{2}-\d{2}/.test(c.patient.dob) ? c.patient.dob.slice(0, 10).replace(/-/g, '') : '',
      SEX[c.patient.sex] ?? 'U',
    ]),
  );

  const provider = c.provider ? personComponents(c.provider.npi, c.provider.name, c.provider.credentials, 'XCN') : '';
  const caseId = `${hl7Escape(c.caseNumber)}^LABPORTAL`;
  // ORC-2 / OBR-2 placer order number: the incoming order's, when the case came from one; else the case number.
  const placerId = opts.placerOrderNumber ? `${hl7Escape(opts.placerOrderNumber)}` : caseId;
  segs.push(
    segment('ORC', [
      'RE',
      placerId,
      caseId,
      '',
      'CM',
      '',
      '',
      '',
      hl7DateTime(c.reportedAt),
      '',
      '',
      provider,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      c.facility ? `${hl7Escape(c.facility.name.slice(0, 50))}` : '',
    ]),
  );

  const obr: string[] = [];
  obr[0] = '1';
  obr[1] = placerId;
  obr[2] = caseId;
  obr[3] = '60567-5^Comprehensive pathology report panel^LN';
  obr[4] = c.priority === 'stat' ? 'S' : 'R';
  obr[6] = hl7DateTime(c.collectedAt ?? c.receivedAt);
  obr[12] = hl7Escape(c.clinicalHistory?.trim() ?? '');
  obr[13] = hl7DateTime(c.receivedAt);
  obr[15] = provider;
  obr[21] = hl7DateTime(c.reportedAt);
  obr[23] = c.caseType === 'C' ? 'CP' : 'SP';
  obr[24] = status;
  obr[31] = personComponents(c.pathologist.npi, c.pathologist.name, c.pathologist.credentials, 'CNN');
  segs.push(
    segment(
      'OBR',
      Array.from({ length: obr.length }, (_, i) => obr[i] ?? ''),
    ),
  );

  const notes: string[] = [];
  if (c.kind === 'corrected')
    notes.push(`CORRECTED REPORT (version ${c.version}). Reason: ${c.reason?.trim() || 'not stated'}`);
  if (c.kind === 'addendum')
    // The history told truthfully (docs/workspace.md): after a correction, the corrected diagnosis and its reason.
    notes.push(`ADDENDUM (version ${c.version}). ${addendumHistoryNote(c, (iso) => iso)}`);
  if (c.comment.trim()) notes.push(c.comment.trim());
  if (c.critical) {
    const calls = opts.criticalCalls ?? [];
    notes.push(
      calls.length
        ? `CRITICAL RESULT. ${calls.map((k) => `Called ${k.calledWhom} at ${k.calledAt}${k.note ? ` (${k.note})` : ''}`).join('; ')}.`
        : 'CRITICAL RESULT. The call to the ordering provider has not been recorded yet.',
    );
  }
  notes.forEach((n, i) => segs.push(segment('NTE', [String(i + 1), 'L', hl7Escape(n)])));

  let setId = 0;
  const obx = (type: string, id: string, subId: string, value: string, units = '', range = '', flag = '') =>
    segs.push(
      segment('OBX', [
        String(++setId),
        type,
        id,
        subId,
        value,
        units,
        range,
        flag,
        '',
        '',
        status,
        '',
        '',
        hl7DateTime(c.reportedAt),
      ]),
    );

  if (c.clinicalHistory?.trim())
    obx('FT', '22636-5^Pathology report relevant history^LN', '', hl7Escape(c.clinicalHistory.trim()));
  for (const p of c.parts) {
    obx('FT', '22633-2^Pathology report site of origin^LN', p.letter, hl7Escape(`${p.letter}. ${partLabel(p)}`));
    if (p.grossDescription.trim())
      obx('FT', '22634-0^Pathology report gross observation^LN', p.letter, hl7Escape(p.grossDescription.trim()));
    if (p.microscopicDescription.trim())
      obx(
        'FT',
        '22635-7^Pathology report microscopic observation^LN',
        p.letter,
        hl7Escape(p.microscopicDescription.trim()),
      );
    obx(
      'FT',
      '22637-3^Pathology report final diagnosis^LN',
      p.letter,
      hl7Escape(`${p.letter}. ${partLabel(p)}:\n${p.finalDiagnosis.trim()}`),
    );
    // The part's synoptic report: one OBX per answered item, the part's letter as the sub-ID (docs/synoptic.md).
    for (const e of p.synoptic?.entries ?? []) {
      const o = synopticObx(e);
      if (!o) continue;
      const components = (parts: string[]) => trimEnd(parts.map(hl7Escape)).join('^');
      obx(o.type, components(o.id), p.letter, o.values.map(components).join('~'), o.units ? components(o.units) : '');
    }
    // The coded result (Results list entry; its category as the original text, CWE.9), critical → OBX-8 AA.
    if (p.result)
      obx(
        'CWE',
        cwe(RESULT_OBSERVATION_CODE),
        p.letter,
        trimEnd([
          hl7Escape(p.result.code),
          hl7Escape(p.result.name),
          'L',
          '',
          '',
          '',
          '',
          '',
          hl7Escape(p.result.category ?? ''),
        ]).join('^'),
        '',
        '',
        hl7CriticalFlag(p.result.critical),
      );
  }
  if (c.comment.trim()) obx('FT', '22638-1^Pathology report comments^LN', '', hl7Escape(c.comment.trim()));
  for (const a of c.addenda)
    obx(
      'FT',
      '35265-8^Pathology report addendum^LN',
      String(a.version),
      hl7Escape(`${a.text.trim()}\n(Signed ${a.signedAt} by ${a.signedBy})`),
    );
  for (const d of c.icdCodes)
    obx('CWE', '29308-4^Diagnosis^LN', '', `${hl7Escape(d.code)}^${hl7Escape(d.description)}^I10C`);
  c.fish.forEach((f, i) => {
    const sub = String(i + 1);
    const code = (m: TFishMeasure) => cwe(fishObservationCode(f.method, m));
    const her2 = f.method === 'her2-dual';
    if (f.ratio !== null)
      obx(
        'NM',
        code('ratio'),
        sub,
        f.ratio.toFixed(2),
        '{ratio}^ratio^UCUM',
        her2 ? '<2.00' : '',
        her2 ? (f.ratio >= 2 ? 'A' : 'N') : '',
      );
    if (f.meanHer2 !== null)
      obx('NM', code('her2PerNucleus'), sub, f.meanHer2.toFixed(2), '{copies}/{nucleus}^copies per nucleus^UCUM');
    if (f.meanCep17 !== null)
      obx('NM', code('cep17PerNucleus'), sub, f.meanCep17.toFixed(2), '{copies}/{nucleus}^copies per nucleus^UCUM');
    if (f.group !== null) obx('NM', code('group'), sub, String(f.group));
    if (f.ihc) obx('CWE', code('ihc'), sub, `${hl7Escape(f.ihc)}^${hl7Escape(`IHC score ${f.ihc}`)}^L`);
    obx('NM', code('counted'), sub, String(f.counted));
    if (f.positiveNuclei !== null) obx('NM', code('positiveNuclei'), sub, String(f.positiveNuclei));
    if (f.polysomicCells != null) obx('NM', code('polysomicCells'), sub, String(f.polysomicCells));
    if (f.lossCells != null) obx('NM', code('lossCells'), sub, String(f.lossCells));
    const text = [
      `${f.probeSet}: ${f.result}`,
      f.interpretation && `Interpretation: ${f.interpretation}`,
      f.comment && `Comment: ${f.comment}`,
      `Probe lot ${f.lot}`,
    ]
      .filter(Boolean)
      .join('\n');
    obx('FT', code('interpretation'), sub, hl7Escape(text));
  });
  if (pdf) obx('ED', 'PDF^Pathology report PDF^L', '', `LABPORTAL^AP^PDF^Base64^${pdf.toString('base64')}`);

  c.parts.forEach((p, i) => {
    const site = siteWithLaterality(p);
    const id = `${hl7Escape(`${c.caseNumber}-${p.letter}`)}&LABPORTAL`;
    const spm: string[] = [];
    spm[0] = String(i + 1);
    spm[1] = `${id}^${id}`;
    spm[3] = `^${hl7Escape(p.description.trim() || 'Tissue')}`;
    if (site)
      spm[7] = `${p.bodySiteCode ? hl7Escape(p.bodySiteCode) : ''}^${hl7Escape(site)}${p.bodySiteCode ? '^L' : ''}`;
    spm[16] = hl7DateTime(c.collectedAt);
    spm[17] = hl7DateTime(c.receivedAt);
    segs.push(
      segment(
        'SPM',
        Array.from({ length: spm.length }, (_, k) => spm[k] ?? ''),
      ),
    );
  });

  return segs.join('\r') + '\r';
}
