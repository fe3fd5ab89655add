import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZSupplyDashboard,
  ZSupplyOrder,
  ZSupplyOrderPage,
  type TSupplyOrderListQuery,
  type TSupplyOrderStatus,
} from '@lab/domain';
import { api } from '@/lib/api-client';
import { supplyKeys } from '@/api/query-keys';

/** The lab's order desk: the clients' orders, newest first. */
export const ordersQuery = (query: TSupplyOrderListQuery) =>
  queryOptions({
    queryKey: supplyKeys.orders(query),
    queryFn: ({ signal }) => api('/api/supply-orders', { query, schema: ZSupplyOrderPage, signal }),
  });

export const dashboardQuery = () =>
  queryOptions({
    queryKey: supplyKeys.dashboard(),
    queryFn: ({ signal }) => api('/api/supply-orders/dashboard', { schema: ZSupplyDashboard, signal }),
  });

/** Staff move an order on (audited; the ordering user is notified). */
export function useChangeOrderStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: number; status: TSupplyOrderStatus; note?: string }) =>
      api(`/api/supply-orders/${id}/status`, { method: 'POST', body: { status, note }, schema: ZSupplyOrder }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: supplyKeys.all() }),
  });
}
