import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZMainSearchResponse } from '@lab/domain';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/api/query-keys';

/** Grouped suggestions, filtered, ranked and limited by the server. */
export const getMainSearch = (q: string, signal?: AbortSignal) =>
  api('/api/main-search/data', { query: { q }, schema: ZMainSearchResponse, signal });

export const useMainSearch = (q: string) =>
  useQuery({
    queryKey: searchKeys.main(q),
    queryFn: ({ signal }) => getMainSearch(q, signal),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
