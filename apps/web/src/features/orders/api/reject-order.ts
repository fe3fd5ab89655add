import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZIncomingOrder } from '@lab/domain';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/api/query-keys';

export const rejectOrder = (id: number, reason: string) =>
  api(`/api/orders/${id}/reject`, { method: 'POST', body: { reason }, schema: ZIncomingOrder });

export function useRejectOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectOrder(id, reason),
    onSuccess: () => void qc.invalidateQueries({ queryKey: orderKeys.all() }),
  });
}
