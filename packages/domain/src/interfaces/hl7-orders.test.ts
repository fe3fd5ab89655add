import { describe, expect, it } from 'vitest';
import { fillExample, OML_251_SPM, ORM_23_EHR, ORM_251_STANDARD } from './example-messages';
import { hl7CollectionTime, hl7Day, hl7Instant, parseHl7, readSegment, unescapeHl7, escapeHl7 } from './hl7';
import { buildHl7Ack, mapHl7Order, messageMrn, normalizeIcd10, readOrderMessage } from './hl7-orders';
import { findOrderCode, type TOrderCodeEntry } from './orders';

/** The seeded Order Codes list (migration of the ordercodes list). */
const CODES: TOrderCodeEntry[] = [
  { code: 'SURG', codingSystem: 'L', caseType: 'S', testCodes: 'SP-BX', active: true },
  { code: 'CYTO', codingSystem: 'L', caseType: 'C', testCodes: 'URINE-CYTO', active: true },
  { code: 'FISH', codingSystem: 'L', caseType: 'F', testCodes: 'FISH-HER2', active: true },
  { code: '88305', codingSystem: 'CPT', caseType: 'S', testCodes: 'SP-BX', active: true },
  { code: '88112', codingSystem: 'CPT', caseType: 'C', testCodes: 'URINE-CYTO', active: true },
  { code: '88367', codingSystem: 'CPT', caseType: 'F', testCodes: 'FISH-HER2', active: true },
];

function map(text: string) {
  const read = readOrderMessage(text);
  if (!read.ok) throw new Error(JSON.stringify(read.issues));
  return mapHl7Order(read.message, CODES);
}

describe('HL7 v2 text', () => {
  it('reads delimiters from MSH, any line end, escapes and MSH field numbering', () => {
    const m = parseHl7('MSH|^~\\&|APP|FAC|||20260101||ORM^O01|X1|P|2.5.1\r\nPID|1||A\\F\\B^^^AUTH^MR\nOBR|1');
    expect(m.segments.map((s) => s.name)).toEqual(['MSH', 'PID', 'OBR']);
    const msh = readSegment(m.segments[0]!, m.delimiters);
    expect([msh.get(1), msh.get(3), msh.get(9, 2), msh.get(10), msh.get(12)]).toEqual([
      '|',
      'APP',
      'O01',
      'X1',
      '2.5.1',
    ]);
    expect(readSegment(m.segments[1]!, m.delimiters).get(3)).toBe('A|B');
    expect(unescapeHl7('a\\.br\\b\\X41\\\\E\\')).toBe('a\nbA\\');
    expect(escapeHl7('a|b^c&d~e\\f')).toBe('a\\F\\b\\S\\c\\T\\d\\R\\e\\E\\f');
    expect(() => parseHl7('garbage')).toThrow();
    expect(() => parseHl7('MSH|^~\\&|A\rP D|x')).toThrow(/segment 2/);
  });

  it('reads HL7 dates and instants, refusing impossible ones', () => {
    expect(hl7Day('19680412')).toBe('1968-04-12');
    expect(hl7Day('19680231')).toBeNull();
    expect(hl7Instant('202611260900')).toBe('2026-11-26T09:00:00.000Z');
    expect(hl7Instant('20261126090000-0500')).toBe('2026-11-26T14:00:00.000Z');
    expect(hl7Instant('2026112625')).toBeNull();
    expect(hl7CollectionTime('20261126')).toBe('2026-11-26T00:00:00.000Z');
    expect(hl7CollectionTime('2026112609')).toBe('2026-11-26T09:00:00.000Z');
    expect(hl7CollectionTime('20261126093015+0100')).toBe('2026-11-26T08:30:15.000Z');
    expect(hl7CollectionTime('20261131250000')).toBeNull();
    expect(hl7CollectionTime('20261130250000')).toBeNull();
    expect(hl7CollectionTime('20261131')).toBeNull();
  });
});

describe('ORM^O01 / OML^O21 → order draft', () => {
  it('maps the 2.5.1 standard example', () => {
    const r = map(fillExample(ORM_251_STANDARD, 'C1', 'PO-1'));
    expect(r).toEqual({
      ok: true,
      draft: {
        control: 'NW',
        placerOrderNumber: 'PO-1',
        patient: {
          mrn: 'M20001',
          assigningAuthority: 'STLUKE',
          firstName: 'Grace',
          middleName: 'Adaeze',
          lastName: 'Okafor',
          dob: '1968-04-12',
          sex: 'female',
          addressLine1: '12 Oak St',
          city: 'Springfield',
          state: 'IL',
          postalCode: '62704',
          country: 'USA',
        },
        provider: { npi: '1234567893', name: 'Lucia Ibarra' },
        facility: { code: 'STLUKE', name: "St. Luke's Medical Center" },
        caseType: 'S',
        tests: [{ code: 'SURG', system: 'L', name: 'Surgical pathology' }],
        testCodes: ['SP-BX'],
        specimens: [{ source: 'Biopsy', site: 'Left breast' }],
        icd10: ['N63.20'],
        clinicalHistory: 'Breast mass, left, 2 cm',
        collectedAt: '2026-11-26T08:00:00.000Z',
        priority: 'routine',
      },
    });
  });

  it("maps a real EHR's 2.3 style: MR repetition, legal name, CPT as C4, two parts, Z-segments ignored, CRLF", () => {
    const r = map(fillExample(ORM_23_EHR, 'C2', '778899'));
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.draft.patient).toMatchObject({
      mrn: 'R55501',
      assigningAuthority: 'RIVERW',
      lastName: 'Delgado',
      middleName: 'L',
    });
    expect(r.draft.tests).toEqual([
      { code: '88305', system: 'CPT', name: 'Surgical pathology, gross and microscopic' },
      { code: '88305', system: 'CPT', name: 'Surgical pathology, gross and microscopic' },
    ]);
    expect(r.draft.specimens).toEqual([
      { source: 'Cervix', site: '' },
      { source: 'Endocervix&curettage', site: '' },
    ]);
    expect(r.draft.icd10).toEqual(['R87.610', 'N87.1']);
    expect(r.draft.clinicalHistory).toBe('Abnormal Pap, colposcopy-directed biopsies');
    expect(r.draft.priority).toBe('stat');
    expect(r.draft.facility).toBeNull();
  });

  it('maps OML^O21 with SPM segments to one part per specimen', () => {
    const r = map(fillExample(OML_251_SPM, 'C3', 'PO-3'));
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.draft.caseType).toBe('F');
    expect(r.draft.specimens).toEqual([
      { source: 'Urine', site: 'Bladder' },
      { source: 'Bladder washing', site: 'Bladder' },
    ]);
  });

  it('lists what is wrong, located for ERR-2 (AE)', () => {
    const text = fillExample(ORM_251_STANDARD, 'C4', 'PO-4')
      .replace('PID|1||M20001^^^STLUKE^MR', 'PID|1||')
      .replace('19680412', '19681332')
      .replace('SURG^Surgical pathology^L', 'XYZ^Unknown^L')
      .replace('N63.20^', 'N63-20^');
    const r = map(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => `${i.segment}^${i.sequence}^${i.field} ${i.code}`)).toEqual([
      'PID^1^3 101',
      'PID^1^7 102',
      'OBR^1^4 103',
      'DG1^1^3 102',
    ]);
    expect(r.issues[2]!.message).toBe('OBR-4: test code XYZ^L is not in the Order Codes list');
  });

  it('answers an impossible collection time (OBR-7, SPM-17) as a data type error, never dropping it', () => {
    const obr = map(fillExample(ORM_251_STANDARD, 'C5', 'PO-5').replace('|||20261126080000||', '|||20261131250000||'));
    expect(obr).toEqual({
      ok: false,
      issues: [
        {
          segment: 'OBR',
          sequence: 1,
          field: 7,
          code: 102,
          message: 'OBR-7: "20261131250000" is not a date and time (YYYYMMDDHHMM[SS][+/-ZZZZ])',
        },
      ],
    });
    // A real day at an impossible hour is no midnight either.
    const hour = map(fillExample(ORM_251_STANDARD, 'C6', 'PO-6').replace('|||20261126080000||', '|||20261130250000||'));
    expect(hour.ok ? null : hour.issues.map((i) => `${i.segment}^${i.sequence}^${i.field} ${i.code}`)).toEqual([
      'OBR^1^7 102',
    ]);
    const spm = OML_251_SPM.split('\r').find((l) => l.startsWith('SPM|'))!;
    const fields = spm.split('|');
    fields[17] = '20260230';
    const bad = map(fillExample(OML_251_SPM, 'C7', 'PO-7').replace(spm, fields.join('|')));
    expect(bad.ok ? null : bad.issues.map((i) => `${i.segment}^${i.sequence}^${i.field} ${i.code}`)).toEqual([
      'SPM^1^17 102',
    ]);
  });

  it('takes the MRN from the MR repetition of PID-3 for the order and the message log alike', () => {
    const text = fillExample(ORM_251_STANDARD, 'C8', 'PO-8').replace(
      'M20001^^^STLUKE^MR',
      '123^^^SSA^SS~z777001^^^GENHOSP^MR',
    );
    const r = map(text);
    expect(r.ok && r.draft.patient).toMatchObject({ mrn: 'Z777001', assigningAuthority: 'GENHOSP' });
    expect(messageMrn(parseHl7(text))).toBe('Z777001');
    expect(messageMrn(parseHl7(text.replace('123^^^SSA^SS~z777001^^^GENHOSP^MR', '')))).toBeNull();
  });

  it('refuses other message types, versions and garbage (AR)', () => {
    const oru = readOrderMessage('MSH|^~\\&|A|B|||2026||ORU^R01|9|P|2.5.1\rPID|1');
    expect(oru).toMatchObject({ ok: false, header: { controlId: '9' }, issues: [{ field: 9, code: 200 }] });
    const v26 = readOrderMessage('MSH|^~\\&|A|B|||2026||ORM^O01|9|P|2.6\rPID|1');
    expect(v26).toMatchObject({ ok: false, issues: [{ field: 12, code: 203 }] });
    expect(readOrderMessage('hello')).toMatchObject({ ok: false, header: null });
  });

  it('finds order codes through coding system aliases, and a bare code when it is unambiguous', () => {
    expect(findOrderCode(CODES, '88305', 'C4')?.caseType).toBe('S');
    expect(findOrderCode(CODES, 'surg', '')?.code).toBe('SURG');
    expect(findOrderCode(CODES, 'SURG', 'CPT')).toBeUndefined();
    expect(normalizeIcd10('c50911')).toBe('C50.911');
    expect(normalizeIcd10('U07.1')).toBeNull();
  });
});

describe('ACK', () => {
  it('answers AA with MSA-2 = MSH-10 and the sender as receiver', () => {
    const read = readOrderMessage(fillExample(ORM_251_STANDARD, 'CTRL-7', 'PO'));
    const ack = buildHl7Ack({
      header: read.header,
      code: 'AA',
      ackControlId: 'A1',
      now: new Date('2026-11-26T10:00:00Z'),
    });
    expect(ack.split('\r')).toEqual([
      'MSH|^~\\&|LABPORTAL|LAB|CPOE|STLUKE|20261126100000+0000||ACK^O01^ACK|A1|P|2.5.1||||||UNICODE UTF-8',
      'MSA|AA|CTRL-7|',
      '',
    ]);
  });

  it('answers a message it could not read with MSH-9 ACK alone and MSA-2 UNKNOWN', () => {
    const garbage = readOrderMessage('hello');
    const ack = buildHl7Ack({
      header: garbage.header,
      code: 'AR',
      text: 'unreadable',
      ackControlId: 'A3',
      now: new Date('2026-11-26T10:00:00Z'),
    });
    expect(ack.split('\r').slice(0, 2)).toEqual([
      'MSH|^~\\&|LABPORTAL|LAB|||20261126100000+0000||ACK|A3|P|2.5.1||||||UNICODE UTF-8',
      'MSA|AR|UNKNOWN|unreadable',
    ]);
  });

  it('answers AE with one ERR per issue (2.5: ERR-2, ERR-3, ERR-4, ERR-8; 2.3 ERR-1 alone, as 2.3 defines it)', () => {
    const read = readOrderMessage(fillExample(ORM_23_EHR, 'C9', 'P'));
    const ack = buildHl7Ack({
      header: read.header,
      code: 'AE',
      issues: [{ segment: 'PID', sequence: 1, field: 3, code: 101, message: 'PID-3: the MRN is missing' }],
      ackControlId: 'A2',
      now: new Date('2026-11-26T10:00:00Z'),
    });
    const segs = ack.split('\r');
    expect(segs[0]).toMatch(/\|ACK\^O01\|A2\|P\|2\.3$/);
    expect(segs[2]).toBe('ERR|PID^1^3^101&Required field missing&HL70357&&PID-3: the MRN is missing');
  });
});
