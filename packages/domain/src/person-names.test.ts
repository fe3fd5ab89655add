import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isSafePersonName,
  PERSON_NAME_MESSAGES,
  personNameProblem,
  ZOptionalPersonName,
  ZPersonName,
} from './person-names';
import { ZPatientInput } from './patients';

describe('a safe person name', () => {
  it('takes names of every script, with apostrophes, hyphens, periods, accents and the joiners some scripts need', () => {
    for (const name of [
      "O'Brien-Smith",
      'Jean-Luc Picard Jr.',
      'Zoë Ångström',
      '李小龍',
      'Ζωή',
      'مهر\u200Cآرا',
      'क्\u200Dष',
    ]) {
      expect(personNameProblem(name), name).toBeNull();
      expect(personNameProblem(name, { hl7: true }), name).toBeNull();
    }
  });

  it('refuses line breaks, tabs and every other control character', () => {
    for (const name of [
      'Ann\rPID|1',
      'Ann\nLee',
      'Ann\tLee',
      'Ann\u0007',
      'Ann\u007f',
      'Ann\u0085',
      'Ann\u2028Lee',
      'Ann\u2029',
    ]) {
      expect(personNameProblem(name), JSON.stringify(name)).toBe(PERSON_NAME_MESSAGES.control);
    }
  });

  it('refuses every text-direction control', () => {
    const controls = [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ];
    for (const c of controls)
      expect(personNameProblem(`Smith${c}nhoj`), c.codePointAt(0)!.toString(16)).toBe(PERSON_NAME_MESSAGES.direction);
  });

  it('refuses invisible characters that make two names look alike', () => {
    for (const c of ['\u200B', '\u2060', '\uFEFF'])
      expect(personNameProblem(`Smi${c}th`)).toBe(PERSON_NAME_MESSAGES.invisible);
  });

  it("refuses HL7's delimiters only where the name travels in HL7", () => {
    for (const c of ['|', '^', '~', '\\', '&']) {
      expect(personNameProblem(`Smith${c}Jones`, { hl7: true })).toBe(PERSON_NAME_MESSAGES.hl7);
      expect(isSafePersonName(`Smith${c}Jones`)).toBe(true);
    }
  });

  it('checks the text as sent (a trailing CR is refused, not trimmed away), then trims and bounds it', () => {
    const s = z.object({ name: ZPersonName(10), middle: ZOptionalPersonName(10) });
    expect(s.safeParse({ name: 'Ann\r' }).error?.issues[0]).toMatchObject({
      path: ['name'],
      message: PERSON_NAME_MESSAGES.control,
    });
    expect(s.parse({ name: '  Ann ', middle: '' })).toEqual({ name: 'Ann', middle: null });
    expect(s.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('is required');
    expect(s.safeParse({ name: 'A'.repeat(11) }).error?.issues[0]?.message).toBe('must be at most 10 characters');
    expect(s.safeParse({ name: 'Ann', middle: 'B\u202E' }).error?.issues[0]).toMatchObject({ path: ['middle'] });
  });

  it("holds a patient's names to it, HL7's delimiters included", () => {
    const base = { firstName: 'Ann', lastName: 'Lee', dob: '1980-01-01', sex: 'female' };
    for (const [field, value] of [
      ['lastName', 'Lee|X'],
      ['firstName', 'A\u202Eb'],
      ['middleName', 'B\rC'],
    ] as const) {
      const r = ZPatientInput.safeParse({ ...base, [field]: value });
      expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual([field]);
    }
  });
});
