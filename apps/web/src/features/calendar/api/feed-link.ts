import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCalendarFeed } from '@lab/domain';
import { api } from '@/lib/api-client';
import { calendarKeys } from '@/api/query-keys';

export const getFeed = () => api('/api/apps/calendar/feed', { schema: ZCalendarFeed });
export const makeFeedLink = () => api('/api/apps/calendar/feed', { method: 'POST', schema: ZCalendarFeed });
export const revokeFeedLink = () => api('/api/apps/calendar/feed/revoke', { method: 'POST', schema: ZCalendarFeed });

/** My .ics subscription link: its URL is known only right after it is made (the server keeps a hash). */
export function useFeedLink() {
  return useQuery({ queryKey: calendarKeys.feed(), queryFn: getFeed });
}

export function useMakeFeedLink() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: makeFeedLink, onSuccess: (d) => qc.setQueryData(calendarKeys.feed(), d) });
}

export function useRevokeFeedLink() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revokeFeedLink, onSuccess: (d) => qc.setQueryData(calendarKeys.feed(), d) });
}
