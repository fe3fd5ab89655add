import { z } from 'zod';
import { parseDateToken } from './patient-search';

/** An optional text input: trimmed, at most `max` characters; '' (an emptied input) means "no value". */
export const ZOptionalText = (max = 200) =>
  z
    .union([z.string().trim().max(max, `must be at most ${max} characters`), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));

/** A required name-like text. */
export const ZRequiredText = (max = 100) =>
  z.string('is required').trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const ZOptionalEmail = z
  .union([z.literal(''), z.null(), z.string().trim().toLowerCase().pipe(z.email('must be an email address'))])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));

export const ZOptionalPhone = z
  .union([
    z.literal(''),
    z.null(),
    z
      .string()
      .trim()
      .regex(/^[0-9+()\-. ]{7,25}$/, 'must be a phone number (digits, spaces, + ( ) - .)')
      .max(25),
  ])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));

/** What a date input accepts (DateTextInput), and so what its error says. */
export const DATE_MESSAGE = 'must be a date (MM/DD/YYYY or YYYY-MM-DD)';

/** A real calendar date typed as YYYY-MM-DD or MM/DD/YYYY; the value is YYYY-MM-DD. */
export const ZDate = z
  .string(DATE_MESSAGE)
  .trim()
  .transform((v, ctx) => {
    const iso = parseDateToken(v);
    if (iso) return iso;
    ctx.addIssue({ code: 'custom', message: DATE_MESSAGE, input: v });
    return z.NEVER;
  });
export const ZOptionalDate = z
  .union([z.literal(''), z.null(), ZDate])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));
