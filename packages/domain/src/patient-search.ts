import { MRN_PATTERN } from './identifiers';

/** What a patient search text asks for; every part narrows the result (AND). */
export interface TPatientSearch {
  /** Birth year (a 4-digit token 1900–2100). */
  birthYear: number | null;
  /** Exact date of birth, YYYY-MM-DD (typed as YYYY-MM-DD or MM/DD/YYYY). */
  dob: string | null;
  /** MRN prefix, upper-case (a token with a digit that fits the MRN pattern). */
  mrnPrefix: string | null;
  /** Last-name prefix (the first name token), lower-case. */
  lastName: string | null;
  /** First-name prefix (the second name token), lower-case. */
  firstName: string | null;
}

function isRealDate(y: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date token as YYYY-MM-DD, or null when it is not one. */
export function parseDateToken(token: string): string | null {
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(token);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isRealDate(y, mo, d) ? `${y}-${pad(mo)}-${pad(d)}` : null;
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(token);
  if (m) {
    const [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isRealDate(y, mo, d) ? `${y}-${pad(mo)}-${pad(d)}` : null;
  }
  return null;
}

/**
 * Splits what a user typed into a patient search ("smi 1980", "smith, john", "M00012", "03/14/1980")
 * into index-friendly parts. Later tokens of a kind replace earlier ones; a third name token is ignored.
 */
export function parsePatientSearch(text: string | null | undefined): TPatientSearch {
  const out: TPatientSearch = { birthYear: null, dob: null, mrnPrefix: null, lastName: null, firstName: null };
  const tokens = (text ?? '')
    .split(/[\s,;]+/)
    .map((t) => t.trim())
    .filter(Boolean);
  const names: string[] = [];
  for (const token of tokens) {
    if (/^\d{4}$/.test(token) && Number(token) >= 1900 && Number(token) <= 2100) {
      out.birthYear = Number(token);
      continue;
    }
    const date = parseDateToken(token);
    if (date) {
      out.dob = date;
      continue;
    }
    const upper = token.toUpperCase();
    if (/\d/.test(token) && /^[A-Z0-9][A-Z0-9-]*$/.test(upper) && upper.length <= 20) {
      out.mrnPrefix = upper;
      continue;
    }
    const name = token.toLowerCase().replace(/[^\p{L}\p{M}'\- ]/gu, '');
    if (name) names.push(name);
  }
  out.lastName = names[0] ?? null;
  out.firstName = names[1] ?? null;
  return out;
}

/**
 * The ways a quick search (the top bar) reads the name tokens: as typed ("smith john": last, first) and the other
 * way round ("john smith"); a single name may be a first name too. The typed reading comes first.
 */
export function patientNameReadings(s: TPatientSearch): TPatientSearch[] {
  if (!s.lastName) return [s];
  const other = s.firstName
    ? { ...s, lastName: s.firstName, firstName: s.lastName }
    : { ...s, lastName: null, firstName: s.lastName };
  return [s, other];
}

/** True when an MRN someone typed fits the pattern (after upper-casing). */
export const isValidMrn = (mrn: string) => MRN_PATTERN.test(mrn.trim().toUpperCase());
