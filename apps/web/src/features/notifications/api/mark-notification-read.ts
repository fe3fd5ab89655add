import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNotificationList } from '@lab/domain';
import { api } from '@/lib/api-client';
import { notificationsKey } from './get-notifications';

export const markNotificationRead = (id: number) =>
  api(`/api/notifications/${id}/read`, { method: 'POST', schema: ZNotificationList });

export function useMarkNotificationRead() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markNotificationRead, onSuccess: (d) => qc.setQueryData(notificationsKey, d) });
}
