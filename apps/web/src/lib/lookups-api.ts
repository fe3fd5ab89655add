import type { z } from 'zod';
import { ZPaged, getLookupList, lookupItemSchema, type TLookupItem } from '@lab/domain';
import { api } from './api-client';

const schemas = new Map<
  string,
  { entry: z.ZodType<TLookupItem>; page: z.ZodType<{ data: TLookupItem[]; total: number }> }
>();

/** The schemas the server answers an entry, and a page of entries, of list `key` with (its own fields included). */
export function lookupSchemas(key: string) {
  let found = schemas.get(key);
  if (!found) {
    const list = getLookupList(key);
    if (!list) throw new Error(`No lookup list ${key}`);
    const entry = lookupItemSchema(list);
    found = { entry, page: ZPaged(entry) };
    schemas.set(key, found);
  }
  return found;
}

/** Entries of a lookup list (active only by default), for pickers and lists. */
export function fetchLookupEntries(
  key: string,
  query: { q?: string; page?: number; pageSize?: number; sort?: string; active?: boolean },
  signal?: AbortSignal,
): Promise<{ data: TLookupItem[]; total: number }> {
  return api(`/api/lookups/${key}`, { query, schema: lookupSchemas(key).page, signal });
}

export function fetchLookupEntry(key: string, id: number): Promise<TLookupItem> {
  return api(`/api/lookups/${key}/${id}`, { schema: lookupSchemas(key).entry });
}
