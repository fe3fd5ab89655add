import { queryOptions } from '@tanstack/react-query';
import type { TLookupItem } from '@lab/domain';
import { caseListQuery } from '@/api/cases/list-cases';
import { lookupKeys } from '@/api/query-keys';
import { fetchLookupEntries } from '@/lib/lookups-api';

const LIST = 'submittingfacilities';
const PAGE = 500;

/**
 * Every active submitting facility, read in pages of 500. Under the list's admin key, so adding coordinates on the
 * Submitting Facilities screen refreshes the map.
 */
export const facilitiesForMapQuery = () =>
  queryOptions({
    queryKey: [...lookupKeys.admin(LIST), 'map'],
    queryFn: async ({ signal }) => {
      const all: TLookupItem[] = [];
      for (let page = 1; ; page++) {
        const { data, total } = await fetchLookupEntries(
          LIST,
          { page, pageSize: PAGE, active: true, sort: 'name' },
          signal,
        );
        all.push(...data);
        if (data.length < PAGE || all.length >= total) return all;
      }
    },
  });

/** How many cases a facility sent since `from` (YYYY-MM-DD): one row asked for, the total read. */
export const facilityCasesSinceQuery = (facilityId: number, from: string) =>
  caseListQuery({ facilityId, from, page: 1, pageSize: 1 });
