import { describe, expect, it } from 'vitest';
import { formatCaseNumber, isValidNpi, parseCaseNumber, partLabel, withNpiCheckDigit } from './identifiers';

describe('NPI check digit', () => {
  it('accepts valid NPIs and refuses a wrong check digit', () => {
    expect(isValidNpi('1234567893')).toBe(true); // CMS example
    expect(isValidNpi('1245319599')).toBe(true);
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678AB')).toBe(false);
    expect(isValidNpi('12345678931')).toBe(false);
  });

  it('computes the check digit', () => {
    expect(withNpiCheckDigit('123456789')).toBe('1234567893');
  });
});

describe('case numbers', () => {
  it('formats and parses S26-00042', () => {
    expect(formatCaseNumber('S', 2026, 42)).toBe('S26-00042');
    expect(parseCaseNumber('s26-00042')).toEqual({ type: 'S', year: 2026, seq: 42 });
    expect(parseCaseNumber('X26-00042')).toBeNull();
    expect(() => formatCaseNumber('F', 2026, 100000)).toThrow();
  });

  it('labels parts A..Z then AA', () => {
    expect([0, 1, 25, 26, 27].map(partLabel)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
  });
});
