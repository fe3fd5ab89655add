import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZPendingOrderCount } from '@lab/domain';
import { api } from '@/lib/api-client';
import { useLiveEvent } from '@/lib/live';
import { orderKeys } from '@/api/query-keys';

export const getPendingOrderCount = () => api('/api/orders/count', { schema: ZPendingOrderCount });

/** How many incoming orders wait, for the menu's badge: the live channel carries the new count. */
export function usePendingOrderCount(enabled: boolean): number {
  const qc = useQueryClient();
  useLiveEvent('orders', (e) => {
    const pending = e.data?.pending;
    if (typeof pending === 'number') qc.setQueryData(orderKeys.count(), { pending });
    else void qc.invalidateQueries({ queryKey: orderKeys.count() });
  });
  const q = useQuery({ queryKey: orderKeys.count(), queryFn: getPendingOrderCount, enabled, refetchInterval: 120_000 });
  return q.data?.pending ?? 0;
}
