import { HttpError } from './http-error';

/** Unique indexes and the input field each one guards (lookup lists: `<table>_code_uq`). */
const UNIQUE_FIELDS: Record<string, string> = {
  cases_number_uq: 'caseNumber',
  case_parts_label_uq: 'label',
  payers_code_uq: 'payerCode',
  patients_mrn_uq: 'mrn',
  providers_npi_uq: 'npi',
  case_reports_version_uq: 'version',
  users_email_lower_idx: 'email',
};

const LABELS: Record<string, string> = { payerCode: 'payer code', mrn: 'MRN', npi: 'NPI', caseNumber: 'case number' };

/** The PostgreSQL error inside what the driver or Drizzle threw (they wrap it as `cause`). */
function pgError(err: unknown): { code: string; constraint?: string } | null {
  for (
    let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    }
  }
  return null;
}

/**
 * A database refusal the caller caused, as the answer it deserves: a unique violation that a concurrent create
 * slipped past the route's own check → 409 naming the field; text the database cannot store (NUL) or a number out
 * of its range → 400. Anything else stays a 500.
 */
export function httpErrorFromDatabase(err: unknown): HttpError | null {
  const pg = pgError(err);
  if (!pg) return null;
  if (pg.code === '23505') {
    const c = pg.constraint ?? '';
    const field = UNIQUE_FIELDS[c] ?? (c.endsWith('_code_uq') ? 'code' : 'request');
    const message = `This ${LABELS[field] ?? field} is already in use`;
    return new HttpError(409, `${field}: ${message}`, { [field]: message });
  }
  if (pg.code === '22021' || pg.code === '22P05') return new HttpError(400, 'Text may not contain NUL characters');
  if (pg.code === '22003') return new HttpError(400, 'A number is out of range');
  if (pg.code === '22007' || pg.code === '22008') return new HttpError(400, 'A date is not valid');
  return null;
}
