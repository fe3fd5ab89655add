import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZIncomingOrderList, type TIncomingOrderStatus } from '@lab/domain';
import { api } from '@/lib/api-client';
import { useLiveEvent } from '@/lib/live';
import { orderKeys } from '@/api/query-keys';

export interface OrderListQuery {
  status?: TIncomingOrderStatus;
  page: number;
  pageSize: number;
}

export const listOrders = (query: OrderListQuery, signal?: AbortSignal) =>
  api('/api/orders', { query: { ...query }, schema: ZIncomingOrderList, signal });

/** The incoming orders of one status; a new or changed order (live channel) refreshes the list at once. */
export function useOrders(query: OrderListQuery) {
  const qc = useQueryClient();
  useLiveEvent('orders', () => void qc.invalidateQueries({ queryKey: orderKeys.all() }));
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => listOrders(query, signal),
    refetchInterval: 60_000,
  });
}
