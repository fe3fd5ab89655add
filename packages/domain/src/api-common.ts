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

/** Paging, sorting and text search shared by every list endpoint. `sort` is `field` or `-field` (descending). */
export const ZListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  sort: z
    .string()
    .regex(/^-?[A-Za-z_][A-Za-z0-9_]*$/, 'sort must be a field name, optionally prefixed by -')
    .optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export function ZPaged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int() });
}

export function parseSort(sort: string | undefined): { field: string; desc: boolean } | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { field: sort.slice(1), desc: true } : { field: sort, desc: false };
}

/** Query-string booleans: "true"/"false"/"1"/"0". */
export const ZQueryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], 'must be true or false')
  .transform((v) => v === true || v === 'true' || v === '1');

export const ZIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
