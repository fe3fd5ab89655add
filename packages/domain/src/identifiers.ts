/** Identifiers a person types, validated with a clear message (docs/laboratory.md#identifiers). */

/**
 * NPI check digit: Luhn over the 9 leading digits with the prefix 80840 (CMS NPI standard), i.e. add
 * 24 to the Luhn sum of the first nine digits.
 */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = npi.split('').map(Number);
  let sum = 24;
  for (let i = 0; i < 9; i++) {
    let d = digits[8 - i]!;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  const check = (10 - (sum % 10)) % 10;
  return check === digits[9];
}

export const NPI_MESSAGE = 'must be 10 digits with a valid check digit';

/** Medical record number: letters, digits and dashes, 4–20 characters. Generated ones look like M0001234. */
export const MRN_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,19}$/;
export const MRN_MESSAGE = 'must be 4–20 letters, digits or dashes';
export const formatGeneratedMrn = (n: number) => `M${String(n).padStart(7, '0')}`;

/** Case types and their number prefixes (docs/laboratory.md#case-numbers-and-parts). */
export const CASE_TYPES = ['S', 'C', 'F'] as const;
export type TCaseType = (typeof CASE_TYPES)[number];
export const CASE_TYPE_LABELS: Record<TCaseType, string> = { S: 'Surgical', C: 'Cytology', F: 'FISH' };

/** `S26-00042`: prefix, two-digit year, dash, five-digit sequence per prefix and year. */
export const CASE_NUMBER_PATTERN = /^([SCF])(\d{2})-(\d{5})$/;

export function formatCaseNumber(type: TCaseType, year: number, seq: number): string {
  if (seq < 1 || seq > 99999) throw new RangeError('case sequence must be 1..99999');
  return `${type}${String(year % 100).padStart(2, '0')}-${String(seq).padStart(5, '0')}`;
}

export function parseCaseNumber(s: string): { type: TCaseType; year: number; seq: number } | null {
  const m = CASE_NUMBER_PATTERN.exec(s.trim().toUpperCase());
  if (!m) return null;
  return { type: m[1] as TCaseType, year: 2000 + Number(m[2]), seq: Number(m[3]) };
}

/** Part labels A, B, … Z, AA, AB … */
export function partLabel(index: number): string {
  let n = index;
  let s = '';
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

/** Appends the check digit to 9 digits (for demo data and tests). */
export function withNpiCheckDigit(nine: string): string {
  for (let c = 0; c <= 9; c++) if (isValidNpi(`${nine}${c}`)) return `${nine}${c}`;
  throw new Error(`not 9 digits: ${nine}`);
}
