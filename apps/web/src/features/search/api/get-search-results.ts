import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZSearchResultsResponse } from '@lab/domain';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/api/query-keys';

export interface SearchResultsParams {
  q: string;
  group?: string;
  page: number;
  pageSize: number;
}

/** The full results (docs/shell.md#the-full-results): every group's total and one page of one group. */
export const getSearchResults = (p: SearchResultsParams, signal?: AbortSignal) =>
  api('/api/search/results', {
    query: { q: p.q, group: p.group, page: p.page, pageSize: p.pageSize },
    schema: ZSearchResultsResponse,
    signal,
  });

export const useSearchResults = (p: SearchResultsParams) =>
  useQuery({
    queryKey: searchKeys.results(p),
    queryFn: ({ signal }) => getSearchResults(p, signal),
    enabled: p.q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
