import { describe, expect, it } from 'vitest';
import { parseDateToken, parsePatientSearch, patientNameReadings } from './patient-search';

describe('parsePatientSearch', () => {
  it('reads a name prefix and a birth year', () => {
    expect(parsePatientSearch('smi 1980')).toEqual({
      birthYear: 1980,
      dob: null,
      mrnPrefix: null,
      lastName: 'smi',
      firstName: null,
    });
  });

  it('reads last then first name, with or without a comma', () => {
    expect(parsePatientSearch('Smith John')).toMatchObject({ lastName: 'smith', firstName: 'john' });
    expect(parsePatientSearch('smith, jo')).toMatchObject({ lastName: 'smith', firstName: 'jo' });
  });

  it('reads dates in both formats as an exact date of birth', () => {
    expect(parsePatientSearch('1980-03-14').dob).toBe('1980-03-14');
    expect(parsePatientSearch('3/4/1980 smith')).toMatchObject({ dob: '1980-03-04', lastName: 'smith' });
  });

  it('treats a token with digits as an MRN prefix', () => {
    expect(parsePatientSearch('m00012')).toMatchObject({ mrnPrefix: 'M00012', lastName: null });
    expect(parsePatientSearch('12345')).toMatchObject({ mrnPrefix: '12345', birthYear: null });
  });

  it('does not take years outside 1900–2100 as birth years', () => {
    expect(parsePatientSearch('1850')).toMatchObject({ birthYear: null, mrnPrefix: '1850' });
    expect(parsePatientSearch('2100').birthYear).toBe(2100);
  });

  it('keeps names with apostrophes and dashes and drops other punctuation', () => {
    expect(parsePatientSearch("O'Brien-Lee")).toMatchObject({ lastName: "o'brien-lee" });
    expect(parsePatientSearch('smith%_')).toMatchObject({ lastName: 'smith' });
  });

  it('returns nothing for empty text', () => {
    expect(parsePatientSearch('  ')).toEqual({
      birthYear: null,
      dob: null,
      mrnPrefix: null,
      lastName: null,
      firstName: null,
    });
    expect(parsePatientSearch(undefined).lastName).toBeNull();
  });
});

describe('parseDateToken', () => {
  it('refuses impossible dates', () => {
    expect(parseDateToken('2023-02-30')).toBeNull();
    expect(parseDateToken('13/01/2000')).toBeNull();
    expect(parseDateToken('02/29/2024')).toBe('2024-02-29');
  });
});

describe('patientNameReadings', () => {
  it('reads two names as typed and the other way round, typed first', () => {
    const [typed, swapped, more] = patientNameReadings(parsePatientSearch('zelda qatest 1980'));
    expect(typed).toMatchObject({ lastName: 'zelda', firstName: 'qatest', birthYear: 1980 });
    expect(swapped).toMatchObject({ lastName: 'qatest', firstName: 'zelda', birthYear: 1980 });
    expect(more).toBeUndefined();
  });

  it('reads one name as a last or a first name; no name, one reading', () => {
    expect(patientNameReadings(parsePatientSearch('zel')).map((r) => [r.lastName, r.firstName])).toEqual([
      ['zel', null],
      [null, 'zel'],
    ]);
    expect(patientNameReadings(parsePatientSearch('M0001'))).toHaveLength(1);
  });
});
