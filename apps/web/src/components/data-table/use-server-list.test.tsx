import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { useServerList, type ListRequest, type Paged } from './use-server-list';

type Row = { id: number; name: string };
type Filters = { facilityId?: number };
type Request = ListRequest<Filters, string>;

function setup() {
  const fetcher = vi.fn(async (r: Request): Promise<Paged<Row>> => ({
    data: [{ id: r.page, name: `page ${r.page}` }],
    total: 120,
  }));
  const query = (r: Request) => queryOptions({ queryKey: ['rows', r], queryFn: () => fetcher(r) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { fetcher, query, wrapper };
}
const lastRequest = (f: ReturnType<typeof setup>['fetcher']) => f.mock.calls.at(-1)![0];

describe('useServerList', () => {
  it('pages: the table gets the rows, the total and the page, and a page change asks for that page', async () => {
    const { fetcher, query, wrapper } = setup();
    const { result } = renderHook(() => useServerList({ query, filters: {} as Filters }), { wrapper });
    await waitFor(() => expect(result.current.tableProps.data).toEqual([{ id: 1, name: 'page 1' }]));
    expect(result.current.tableProps).toMatchObject({ total: 120, page: 1, pageSize: 25, loading: false });
    expect(lastRequest(fetcher)).toMatchObject({ page: 1, pageSize: 25, q: undefined });

    act(() => result.current.tableProps.onPageChange(3));
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 3, name: 'page 3' }]));
    expect(lastRequest(fetcher)).toMatchObject({ page: 3 });

    act(() => result.current.tableProps.onPageSizeChange!(50));
    expect(result.current.params).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('sorts by a header: ascending, descending, off; a field the endpoint does not sort by is ignored', async () => {
    const { fetcher, query, wrapper } = setup();
    const { result } = renderHook(
      () => useServerList({ query, sort: { fields: ['name', 'createdAt'], initial: '-createdAt' } }),
      { wrapper },
    );
    await waitFor(() => expect(lastRequest(fetcher)).toMatchObject({ sort: '-createdAt' }));
    act(() => result.current.tableProps.onPageChange(2));
    act(() => result.current.tableProps.onSortChange('name'));
    expect(result.current.tableProps).toMatchObject({ sort: 'name', page: 1 });
    await waitFor(() => expect(lastRequest(fetcher)).toMatchObject({ sort: 'name', page: 1 }));
    act(() => result.current.tableProps.onSortChange('-name'));
    expect(result.current.tableProps.sort).toBe('-name');
    act(() => result.current.tableProps.onSortChange('phone'));
    expect(result.current.tableProps.sort).toBe('-name');
    act(() => result.current.tableProps.onSortChange(undefined));
    expect(result.current.tableProps.sort).toBeUndefined();
  });

  it('keeps the server order of a list without sort, and the page size of a fixed list', async () => {
    const { query, wrapper } = setup();
    const { result } = renderHook(() => useServerList({ query, pageSize: 10, fixedPageSize: true }), { wrapper });
    act(() => result.current.tableProps.onSortChange('name'));
    expect(result.current.tableProps.sort).toBeUndefined();
    expect(result.current.tableProps.onPageSizeChange).toBeUndefined();
    expect(result.current.tableProps.pageSize).toBe(10);
  });

  it('debounces the search and goes back to page 1 at once', async () => {
    const { fetcher, query, wrapper } = setup();
    const { result } = renderHook(() => useServerList({ query }), { wrapper });
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    act(() => result.current.setPage(4));
    await waitFor(() => expect(lastRequest(fetcher)).toMatchObject({ page: 4 }));
    fetcher.mockClear();

    act(() => result.current.toolbar.search.onChange('s'));
    act(() => result.current.toolbar.search.onChange('sm'));
    act(() => result.current.toolbar.search.onChange('smi'));
    // The box shows what is typed and the table is back on page 1 before the text is sent.
    expect(result.current.params).toMatchObject({ q: 'smi', page: 1 });
    expect(result.current.tableProps.page).toBe(1);
    await waitFor(() => expect(lastRequest(fetcher)).toMatchObject({ q: 'smi', page: 1 }));
    expect(fetcher.mock.calls.map(([r]) => r.q)).not.toContain('s');
    expect(fetcher.mock.calls.map(([r]) => r.q)).not.toContain('sm');
  });

  it('asks for active records by default when the list has the status control; Inactive and All change it', async () => {
    const { fetcher, query, wrapper } = setup();
    const { result } = renderHook(() => useServerList({ query, status: 'active' }), { wrapper });
    await waitFor(() => expect(lastRequest(fetcher)).toMatchObject({ active: true }));
    expect(result.current.toolbar.status?.value).toBe('active');
    act(() => result.current.setPage(2));
    act(() => result.current.toolbar.status!.onChange('inactive'));
    expect(result.current.params.page).toBe(1);
    await waitFor(() => expect(lastRequest(fetcher)).toMatchObject({ active: false, page: 1 }));
    act(() => result.current.toolbar.status!.onChange('all'));
    await waitFor(() => expect(lastRequest(fetcher).active).toBeUndefined());
  });

  it('a list without the status control neither shows it nor filters', async () => {
    const { fetcher, query, wrapper } = setup();
    const { result } = renderHook(() => useServerList({ query }), { wrapper });
    await waitFor(() => expect(fetcher).toHaveBeenCalled());
    expect(result.current.toolbar.status).toBeUndefined();
    expect(lastRequest(fetcher).active).toBeUndefined();
  });

  it('sends the filters by their query names and goes back to page 1 when one changes', async () => {
    const { fetcher, query, wrapper } = setup();
    const { result } = renderHook(() => useServerList({ query, filters: { facilityId: 3 } as Filters }), { wrapper });
    await waitFor(() => expect(lastRequest(fetcher)).toMatchObject({ facilityId: 3 }));
    act(() => result.current.setPage(2));
    act(() => result.current.setFilter('facilityId', 9));
    expect(result.current.params).toMatchObject({ page: 1, filters: { facilityId: 9 } });
    await waitFor(() => expect(lastRequest(fetcher)).toMatchObject({ facilityId: 9, page: 1 }));
  });
});
