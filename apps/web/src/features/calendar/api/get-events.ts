import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCalendarEventList } from '@lab/domain';
import { api } from '@/lib/api-client';
import { useLiveEvent } from '@/lib/live';
import { calendarKeys } from '@/api/query-keys';

export interface EventRange {
  start: string;
  end: string;
}

export const getEvents = (range: EventRange, signal?: AbortSignal) =>
  api('/api/apps/calendar/events', { query: { ...range }, schema: ZCalendarEventList, signal });

/**
 * The events of the visible range; refetched when the live channel says an event of a calendar I see changed
 * (docs/workspace.md#calendar), so a colleague's drag shows without a reload.
 */
export function useCalendarEvents(range: EventRange | null) {
  const qc = useQueryClient();
  useLiveEvent('calendar', () => void qc.invalidateQueries({ queryKey: calendarKeys.events() }));
  return useQuery({
    queryKey: calendarKeys.events(range ?? undefined),
    queryFn: ({ signal }) => getEvents(range!, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
