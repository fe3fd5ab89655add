import { z } from 'zod';
import type { TLookupItem } from '@lab/domain';
import { api } from './api-client';

const ZItems = z.object({ data: z.array(z.record(z.string(), z.unknown())), total: z.number() });

/** Entries of a lookup list (active only by default), for pickers and lists. */
export async function fetchLookupEntries(
  key: string,
  query: { q?: string; page?: number; pageSize?: number; sort?: string; active?: boolean },
  signal?: AbortSignal,
): Promise<{ data: TLookupItem[]; total: number }> {
  const res = await api(`/api/lookups/${key}`, { query, schema: ZItems, signal });
  return res as { data: TLookupItem[]; total: number };
}

export async function fetchLookupEntry(key: string, id: number): Promise<TLookupItem> {
  return (await api(`/api/lookups/${key}/${id}`)) as TLookupItem;
}
