import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCalendarOk, ZCreatedEvent, type TCalendarEventInput, type TCalendarEventPatch } from '@lab/domain';
import { api } from '@/lib/api-client';
import { calendarKeys } from '@/api/query-keys';

export const createEvent = (event: TCalendarEventInput) =>
  api('/api/apps/calendar/events', { method: 'POST', body: { event }, schema: ZCreatedEvent });
export const updateEvent = (event: TCalendarEventPatch) =>
  api('/api/apps/calendar/update-event', { method: 'POST', body: { event }, schema: ZCalendarOk });
export const removeEvent = (id: number) =>
  api('/api/apps/calendar/remove-event', { method: 'POST', body: { id }, schema: ZCalendarOk });

function useRefetchAfter<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: calendarKeys.events() }) });
}

export const useCreateEvent = () => useRefetchAfter(createEvent);
/** Also used by drag and resize: the calendar shows the move at once and reverts it when this fails. */
export const useUpdateEvent = () => useRefetchAfter(updateEvent);
export const useRemoveEvent = () => useRefetchAfter(removeEvent);
