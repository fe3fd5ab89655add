import { activeParam, type ActiveStatus } from '@/components/data-table';

/** The path and query of the list's CSV under the current search, status filter and sort (opened by a signed link). */
export const exportEntries = (key: string, p: { q: string; sort?: string; status: ActiveStatus }) => ({
  path: `/api/lookups/${key}/export.csv`,
  query: { q: p.q || undefined, sort: p.sort, active: activeParam(p.status) },
});
