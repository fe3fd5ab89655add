import { queryOptions } from '@tanstack/react-query';
import { lookupKeys } from '@/api/query-keys';
import type { ListRequest } from '@/components/data-table';
import { fetchLookupEntries } from '@/lib/lookups-api';

/** One page of a list's entries for the admin screen (every status, unlike the pickers). */
export const entriesPageQuery = (key: string, request: ListRequest<object>) =>
  queryOptions({
    queryKey: [...lookupKeys.admin(key), request],
    queryFn: ({ signal }) => fetchLookupEntries(key, request, signal),
  });
