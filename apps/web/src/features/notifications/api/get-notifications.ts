import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZNotificationList } from '@lab/domain';
import { api } from '@/lib/api-client';
import { useLiveEvent } from '@/lib/live';
import { notificationKeys } from '@/api/query-keys';

export const notificationsKey = notificationKeys.all();
export const getNotifications = () => api('/api/notifications', { schema: ZNotificationList });

/**
 * My notifications: refreshed at once when the live channel says a new one came (a task assigned to me), and
 * polled besides so a new STAT case shows without a reload.
 */
export function useNotifications() {
  const qc = useQueryClient();
  useLiveEvent('notification', () => void qc.invalidateQueries({ queryKey: notificationsKey }));
  return useQuery({ queryKey: notificationsKey, queryFn: getNotifications, refetchInterval: 60_000 });
}
