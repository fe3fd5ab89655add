import { useState } from 'react';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { TSort } from '@lab/domain';

export interface Paged<T> {
  data: T[];
  total: number;
}

/** The Active / Inactive / All control of lists whose records are deactivated rather than deleted. */
export type ActiveStatus = 'active' | 'inactive' | 'all';

export const activeParam = (status: ActiveStatus) => (status === 'all' ? undefined : status === 'active');

/** What the list shows now: the search text as typed, the page, the order, the filters. */
export interface ListState<F, S extends string = string> {
  q: string;
  page: number;
  pageSize: number;
  sort: S | undefined;
  filters: F;
  status: ActiveStatus;
}

/**
 * What one page asks the endpoint for: paging, order, the search text (debounced, absent when empty), `active` for
 * lists with the status control, and the screen's filters by their query names.
 */
export type ListRequest<F, S extends string = string> = F & {
  q?: string;
  page: number;
  pageSize: number;
  sort?: S;
  active?: boolean;
};

export interface ServerListOptions<
  P extends Paged<unknown>,
  F extends object,
  SF extends string,
  K extends QueryKey = QueryKey,
> {
  /** The query of one page, usually a resource's `queryOptions` factory fed the request. */
  query(request: ListRequest<F, TSort<SF>>, state: ListState<F, TSort<SF>>): UseQueryOptions<P, Error, P, K>;
  /** Filters to start with (e.g. read from the address). */
  filters?: F;
  /** Search text to start with. */
  q?: string;
  /** Rows per page to start with (25). */
  pageSize?: number;
  /** A list in a tab or drawer keeps its page size: no rows-per-page picker. */
  fixedPageSize?: boolean;
  /**
   * A sortable list: the fields its endpoint sorts by (a click on another column's header changes nothing) and
   * the order to start with. Without it the list keeps the server's order.
   */
  sort?: { fields?: readonly SF[]; initial?: TSort<SF> };
  /** Lists of records that are deactivated: the Active / Inactive / All control, starting here. */
  status?: ActiveStatus;
}

const noSort = () => {};

/**
 * One server-side list: search (debounced), paging, sorting, filters and the active filter, with its query. It
 * answers the table's props and the toolbar's, so a screen keeps only its columns, filters and row actions.
 * Changing anything but the page goes back to page 1.
 */
export function useServerList<
  P extends Paged<unknown>,
  F extends object = Record<string, never>,
  SF extends string = string,
  K extends QueryKey = QueryKey,
>(options: ServerListOptions<P, F, SF, K>): ServerList<P, F, TSort<SF>> {
  return useList(options);
}

export interface ServerList<P extends Paged<unknown>, F, S extends string> {
  /** The state as shown (the search text as typed, not yet debounced). */
  params: ListState<F, S>;
  query: UseQueryResult<P, Error>;
  /** The rows of the page shown (the previous page's while the next loads). */
  rows: P['data'];
  setSearch(text: string): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setSort(sort: string | undefined): void;
  setFilter<K extends keyof F>(key: K, value: F[K]): void;
  setFilters(filters: F): void;
  setStatus(status: ActiveStatus): void;
  /** Spread on `<DataTable>`: rows, total, paging, order, loading and their handlers. */
  tableProps: {
    data: P['data'];
    total: number;
    page: number;
    pageSize: number;
    sort: string | undefined;
    loading: boolean;
    onPageChange(page: number): void;
    onPageSizeChange?(pageSize: number): void;
    onSortChange(sort: string | undefined): void;
  };
  /** For `<ListToolbar>`: the search box's value and the status control, where the list has one. */
  toolbar: ListToolbarState;
}

export interface ListToolbarState {
  search: { value: string; onChange(text: string): void };
  status?: { value: ActiveStatus; onChange(status: ActiveStatus): void };
}

function useList<P extends Paged<unknown>, F extends object, SF extends string, K extends QueryKey>(
  options: ServerListOptions<P, F, SF, K>,
): ServerList<P, F, TSort<SF>> {
  type S = TSort<SF>;
  const [params, setParams] = useState<ListState<F, S>>(() => ({
    q: options.q ?? '',
    page: 1,
    pageSize: options.pageSize ?? 25,
    sort: options.sort?.initial,
    filters: options.filters ?? ({} as F),
    status: options.status ?? 'all',
  }));
  const [q] = useDebouncedValue(params.q, 250);
  const state: ListState<F, S> = { ...params, q };
  const request: ListRequest<F, S> = {
    ...params.filters,
    q: q || undefined,
    page: params.page,
    pageSize: params.pageSize,
    sort: params.sort,
    active: options.status ? activeParam(params.status) : undefined,
  };
  const query = useQuery({ ...options.query(request, state), placeholderData: keepPreviousData });

  const fields = options.sort?.fields;
  const isSort = (s: string): s is S => !fields || fields.some((f) => f === s.replace(/^-/, ''));
  const change = (next: Partial<ListState<F, S>>) => setParams((p) => ({ ...p, ...next, page: 1 }));
  const setSort = options.sort
    ? (sort: string | undefined) => {
        if (sort === undefined || isSort(sort)) change({ sort });
      }
    : noSort;
  const setPage = (page: number) => setParams((p) => ({ ...p, page }));
  const setPageSize = (pageSize: number) => change({ pageSize });
  const setSearch = (text: string) => change({ q: text });
  const setStatus = (status: ActiveStatus) => change({ status });
  const rows = query.data?.data ?? [];

  return {
    params,
    query,
    rows,
    setSearch,
    setPage,
    setPageSize,
    setSort,
    setFilter: (k, v) => setParams((p) => ({ ...p, filters: { ...p.filters, [k]: v }, page: 1 })),
    setFilters: (filters) => change({ filters }),
    setStatus,
    tableProps: {
      data: rows,
      total: query.data?.total ?? 0,
      page: params.page,
      pageSize: params.pageSize,
      sort: options.sort ? params.sort : undefined,
      loading: query.isFetching,
      onPageChange: setPage,
      onPageSizeChange: options.fixedPageSize ? undefined : setPageSize,
      onSortChange: setSort,
    },
    toolbar: {
      search: { value: params.q, onChange: setSearch },
      status: options.status ? { value: params.status, onChange: setStatus } : undefined,
    },
  };
}
