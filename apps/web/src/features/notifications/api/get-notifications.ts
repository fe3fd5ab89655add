import { useQuery } from '@tanstack/react-query';
import { ZNotificationList } from '@lab/domain';
import { api } from '@/lib/api-client';
import { notificationKeys } from '@/api/query-keys';

export const notificationsKey = notificationKeys.all();
export const getNotifications = () => api('/api/notifications', { schema: ZNotificationList });

/** My notifications; polled so a new STAT case shows without a reload. */
export const useNotifications = () =>
  useQuery({ queryKey: notificationsKey, queryFn: getNotifications, refetchInterval: 60_000 });
