import type { TLookupItem } from '@lab/domain';
import { fetchLookupEntries } from '@/lib/lookups-api';

export interface EntryFilters extends Record<string, unknown> {
  /** 'active' | 'inactive' | 'all' */
  status: 'active' | 'inactive' | 'all';
}

export const activeParam = (status: EntryFilters['status']) => (status === 'all' ? undefined : status === 'active');

/** One page of a list's entries for the admin screen (all statuses, unlike pickers). */
export const getEntries = (
  key: string,
  p: { q: string; page: number; pageSize: number; sort?: string; status: EntryFilters['status'] },
  signal?: AbortSignal,
): Promise<{ data: TLookupItem[]; total: number }> =>
  fetchLookupEntries(key, { q: p.q || undefined, page: p.page, pageSize: p.pageSize, sort: p.sort, active: activeParam(p.status) }, signal);
