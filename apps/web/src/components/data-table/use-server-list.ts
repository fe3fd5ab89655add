import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';

export interface ListParams<F extends Record<string, unknown> = Record<string, unknown>> {
  q: string;
  page: number;
  pageSize: number;
  /** `field` or `-field` */
  sort: string | undefined;
  filters: F;
}

export interface Paged<T> {
  data: T[];
  total: number;
}

/**
 * Server-side list state (search, paging, sorting, filters) and its query. The search text is
 * debounced; changing anything but the page goes back to page 1.
 */
export function useServerList<T, F extends Record<string, unknown> = Record<string, unknown>>(
  key: readonly unknown[],
  fetcher: (p: ListParams<F>, signal: AbortSignal) => Promise<Paged<T>>,
  initial: Partial<ListParams<F>> = {},
) {
  const [params, setParams] = useState<ListParams<F>>({
    q: '',
    page: 1,
    pageSize: 25,
    sort: undefined,
    filters: {} as F,
    ...initial,
  });
  const [q] = useDebouncedValue(params.q, 250);
  const effective = { ...params, q };
  const query = useQuery({
    queryKey: [...key, effective],
    queryFn: ({ signal }) => fetcher(effective, signal),
    placeholderData: keepPreviousData,
  });
  return {
    params,
    query,
    setSearch: (text: string) => setParams((p) => ({ ...p, q: text, page: 1 })),
    setPage: (page: number) => setParams((p) => ({ ...p, page })),
    setPageSize: (pageSize: number) => setParams((p) => ({ ...p, pageSize, page: 1 })),
    setSort: (sort: string | undefined) => setParams((p) => ({ ...p, sort, page: 1 })),
    setFilter: <K extends keyof F>(k: K, v: F[K]) =>
      setParams((p) => ({ ...p, filters: { ...p.filters, [k]: v }, page: 1 })),
    setFilters: (filters: F) => setParams((p) => ({ ...p, filters, page: 1 })),
  };
}
