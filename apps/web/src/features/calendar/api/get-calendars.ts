import { useQuery } from '@tanstack/react-query';
import { ZCalendarList } from '@lab/domain';
import { api } from '@/lib/api-client';
import { calendarKeys } from '@/api/query-keys';

export const getCalendars = () => api('/api/apps/calendar/calendars', { schema: ZCalendarList });

/** The calendars I see (my personal one first), with their colour and whether I may write. */
export function useCalendars() {
  return useQuery({ queryKey: calendarKeys.calendars(), queryFn: getCalendars, staleTime: 60_000 });
}
