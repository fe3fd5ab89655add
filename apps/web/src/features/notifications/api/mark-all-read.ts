import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNotificationList } from '@lab/domain';
import { api } from '@/lib/api-client';
import { notificationsKey } from './get-notifications';

export const markAllNotificationsRead = () =>
  api('/api/notifications/read-all', { method: 'POST', schema: ZNotificationList });

export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markAllNotificationsRead, onSuccess: (d) => qc.setQueryData(notificationsKey, d) });
}
