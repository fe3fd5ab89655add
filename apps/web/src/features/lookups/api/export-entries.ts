import { activeParam, type ActiveStatus } from '@/components/data-table';
import { authorizedUrl } from '@/lib/api-client';

/** A download URL of the list's CSV under the current search, status filter and sort. */
export const exportEntriesUrl = (key: string, p: { q: string; sort?: string; status: ActiveStatus }) =>
  authorizedUrl(`/api/lookups/${key}/export.csv`, { q: p.q || undefined, sort: p.sort, active: activeParam(p.status) });
