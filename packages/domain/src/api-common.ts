import { z } from 'zod';
import { ERROR_CODES } from './errors';

/** Every error the API sends: a message, a stable machine-readable code, and for validation errors the fields at fault. */
export const ZApiError = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const MAX_PAGE_SIZE = 500;

/** Paging and text search shared by every list endpoint. */
export const ZPageQuery = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A list's `sort`: one of its sortable fields, or `-field` for descending. */
export type TSort<F extends string> = F | `-${F}`;

/**
 * The `sort` of a list whose sortable fields are fixed: `field` or `-field`, anything else a 400 that names the
 * allowed values. Every list query declares its `*_SORT_FIELDS` through this, so the repository can map each
 * field to a column with a typed record.
 */
export function ZSort<const F extends readonly [string, ...string[]]>(fields: F) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [TSort<F[number]>, ...TSort<F[number]>[]];
  return z.enum(values, `must be one of ${fields.join(', ')} (prefix - to sort descending)`);
}

/**
 * Paging, text search and a free-form `sort` (`field` or `-field`): for lists whose fields are declared at run
 * time (the lookup lists), which check the field against their declaration. Fixed lists use ZSort.
 */
export const ZListQuery = ZPageQuery.extend({
  sort: z
    .string()
    .regex(/^-?[A-Za-z_][A-Za-z0-9_]*$/, 'sort must be a field name, optionally prefixed by -')
    .optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export function ZPaged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int() });
}

export function parseSort<F extends string>(sort: TSort<F> | undefined): { field: F; desc: boolean } | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { field: sort.slice(1) as F, desc: true } : { field: sort as F, desc: false };
}

/** Query-string booleans: "true"/"false"/"1"/"0". */
export const ZQueryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], 'must be true or false')
  .transform((v) => v === true || v === 'true' || v === '1');

export const ZIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
