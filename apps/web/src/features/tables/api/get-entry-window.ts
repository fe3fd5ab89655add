import { queryOptions } from '@tanstack/react-query';
import type { TLookupItem } from '@lab/domain';
import { lookupKeys } from '@/api/query-keys';
import { fetchLookupEntries } from '@/lib/lookups-api';

/** How many rows the virtual table reads at most. */
export const WINDOW_ROWS = 10_000;
/** Rows per request: the API's largest page. */
const PAGE = 500;
/** Requests in flight at once: quick without crowding out the rest of the portal. */
const PARALLEL = 4;

export interface EntryWindow {
  rows: TLookupItem[];
  /** Entries of the list in all; more than `rows` when the list is longer than WINDOW_ROWS. */
  total: number;
}

/**
 * The first WINDOW_ROWS entries of a lookup list by code, every status, read in pages of 500 (four at a time).
 * Under the list's admin key, so an edit on the list's own screen refreshes it.
 */
export const entryWindowQuery = (key: string, onProgress?: (loaded: number, of: number) => void) =>
  queryOptions({
    queryKey: [...lookupKeys.admin(key), 'window', WINDOW_ROWS],
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<EntryWindow> => {
      const first = await fetchLookupEntries(key, { page: 1, pageSize: PAGE, sort: 'code' }, signal);
      const want = Math.min(first.total, WINDOW_ROWS);
      const pages = Math.ceil(want / PAGE);
      const byPage: TLookupItem[][] = [first.data];
      let loaded = first.data.length;
      onProgress?.(loaded, want);
      for (let p = 2; p <= pages; p += PARALLEL) {
        const batch = Array.from({ length: Math.min(PARALLEL, pages - p + 1) }, (_, i) => p + i);
        const answers = await Promise.all(
          batch.map((page) => fetchLookupEntries(key, { page, pageSize: PAGE, sort: 'code' }, signal)),
        );
        answers.forEach((a, i) => {
          byPage[batch[i]! - 1] = a.data;
          loaded += a.data.length;
        });
        onProgress?.(loaded, want);
      }
      return { rows: byPage.flat().slice(0, WINDOW_ROWS), total: first.total };
    },
  });
