import { z } from 'zod';
import { ZListQuery, ZQueryBool } from '../api-common';
import { isValidNpi, NPI_MESSAGE } from '../identifiers';
import { ZPersonName } from '../person-names';
import { expiryField, type LookupField, type LookupList } from './registry';

function fieldValueSchema(f: LookupField): z.ZodType {
  switch (f.kind) {
    case 'boolean':
      return z.boolean();
    case 'integer':
      return z.number({ error: 'must be a whole number' }).int('must be a whole number');
    case 'money':
      return z
        .number({ error: 'must be an amount' })
        .min(0, 'must not be negative')
        .multipleOf(0.01, 'must have at most 2 decimals');
    case 'date':
      return z.iso.date('must be a date (YYYY-MM-DD)');
    case 'color':
      return z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #7367f0');
    case 'enum':
      return z.enum(f.options, `must be one of ${f.options.join(', ')}`);
    case 'multienum':
      return z.array(z.enum(f.options)).min(f.required ? 1 : 0, 'choose at least one');
    case 'ref':
      return z
        .number({ error: `choose a ${f.label.toLowerCase()}` })
        .int()
        .positive(`choose a ${f.label.toLowerCase()}`);
    default: {
      let s = z
        .string()
        .trim()
        .max(f.maxLength ?? 4000, `must be at most ${f.maxLength ?? 4000} characters`);
      if (f.required) s = s.min(1, 'is required');
      if (f.pattern) s = s.regex(new RegExp(f.pattern.regex), f.pattern.message);
      if (f.check === 'npi') return s.refine((v) => v === '' || isValidNpi(v), NPI_MESSAGE);
      return s;
    }
  }
}

/** An entry as a client sends it: code, name, active, then the list's own fields by their API names. */
export type TLookupInput = { code: string; name: string; active: boolean } & Record<string, unknown>;

/** What a client sends to create or update an entry of `list` (code, name, active and its own fields). */
export function lookupInputSchema(list: LookupList): z.ZodType<TLookupInput, Record<string, unknown>> {
  let code = z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters');
  if (list.codePattern) code = code.regex(new RegExp(list.codePattern.regex), list.codePattern.message);
  const shape: Record<string, z.ZodType> = {};
  for (const f of list.fields) {
    const v = fieldValueSchema(f);
    // Optional text fields accept '' (an emptied input) as "no value".
    shape[f.name] = f.required
      ? v
      : f.kind === 'multienum' || f.kind === 'boolean'
        ? v.optional()
        : // '' becomes null before the field's own check, so its message (not a generic union error) is shown.
          z.preprocess((x) => (x === '' ? null : x), v.nullable()).optional();
  }
  return z.object({
    code,
    name: list.personName
      ? ZPersonName(500)
      : z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
    active: z.boolean().default(true),
    ...shape,
  });
}

/** An entry as the API returns it. Refs come with their display label in `<field>Label`. */
export function lookupItemSchema(list: LookupList): z.ZodType<TLookupItem> {
  const shape: Record<string, z.ZodType> = {};
  for (const f of list.fields) {
    shape[f.name] =
      f.kind === 'boolean'
        ? z.boolean()
        : f.kind === 'multienum'
          ? z.array(z.string())
          : f.kind === 'ref' || f.kind === 'integer' || f.kind === 'money'
            ? z.number().nullable()
            : z.string().nullable();
    if (f.kind === 'ref') shape[`${f.name}Label`] = z.string().nullable();
  }
  if (expiryField(list)) shape.expired = z.boolean();
  return z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    ...shape,
  });
}

/** An entry of any list: the common columns, then its own fields (by their API names). */
export type TLookupItem = {
  id: number;
  code: string;
  name: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
} & Record<string, unknown>;

export const ZLookupListQuery = ZListQuery.extend({
  /** true: active only, false: inactive only, absent: all */
  active: ZQueryBool.optional(),
});
export type TLookupListQuery = z.infer<typeof ZLookupListQuery>;

/** One refused row of a CSV import: the file's line number, the column and why. */
const ZImportRowError = z.object({ line: z.number().int(), field: z.string(), message: z.string() });
export type TImportRowError = z.infer<typeof ZImportRowError>;

/** What an import would do (dry run) or did. Nothing is written while `errors` is not empty. */
export const ZImportReport = z.object({
  total: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  errors: z.array(ZImportRowError),
  columns: z.array(z.string()),
  preview: z.array(z.record(z.string(), z.unknown())),
  dryRun: z.boolean(),
});
export type TImportReport = z.infer<typeof ZImportReport>;

/** Errors beyond this many are not listed (the count still says how many rows failed). */
export const IMPORT_MAX_ERRORS = 200;
