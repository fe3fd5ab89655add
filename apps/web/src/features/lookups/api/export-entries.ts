import { authorizedUrl } from '@/lib/api-client';
import { activeParam, type EntryFilters } from './get-entries';

/** A download URL of the list's CSV under the current search, status filter and sort. */
export const exportEntriesUrl = (key: string, p: { q: string; sort?: string; status: EntryFilters['status'] }) =>
  authorizedUrl(`/api/lookups/${key}/export.csv`, { q: p.q || undefined, sort: p.sort, active: activeParam(p.status) });
