import { createHash, randomBytes } from 'node:crypto';
import {
  CALENDAR_LABELS,
  endBeforeStart,
  type TCalendarEventData,
  type TCalendarEventPatchData,
  type TCalendarLabel,
} from '@lab/domain';
import type { Executor } from '../../db/client';
import { fieldError, forbidden, notFound } from '../../lib/http-error';
import {
  calendarById,
  canSee,
  canWrite,
  ensureCalendars,
  eventById,
  insertEvent,
  personalCalendar,
  updateEvent,
  type CalendarRow,
  type Caller,
  type EventRow,
} from './repository';

/** The rules of the calendar app (docs/workspace.md#calendar): who may write where, and what an event must be. */

/** Midnight UTC of the day an all-day value names (`2026-11-23` or the date part of an instant). */
const dayStart = (v: string) => new Date(`${v.slice(0, 10)}T00:00:00.000Z`);
const DAY_MS = 86_400_000;

/** Stored instants of an event: all-day events keep whole days, and end at least one day after they start. */
export function toInstants(start: string, end: string, allDay: boolean): { startAt: Date; endAt: Date } {
  if (!allDay) return { startAt: new Date(start), endAt: new Date(end) };
  const startAt = dayStart(start);
  let endAt = dayStart(end);
  if (endAt <= startAt) endAt = new Date(startAt.getTime() + DAY_MS);
  return { startAt, endAt };
}

const readOnly = (cal: CalendarRow) => forbidden(`The calendar "${cal.name}" is read-only for you`);

/** The calendar an event goes to: the one named (seen and writable) or my personal one. */
async function targetCalendar(ex: Executor, who: Caller, calendarId: number | undefined): Promise<CalendarRow> {
  await ensureCalendars(ex, who);
  if (calendarId === undefined) return (await personalCalendar(ex, who.id))!;
  const cal = await calendarById(ex, calendarId);
  if (!cal || !canSee(cal, who)) throw fieldError('event.calendarId', 'no such calendar', 404);
  if (!canWrite(cal, who)) throw readOnly(cal);
  return cal;
}

export async function createEvent(ex: Executor, who: Caller, input: TCalendarEventData) {
  const cal = await targetCalendar(ex, who, input.calendarId);
  const { startAt, endAt } = toInstants(input.start, input.end, input.allDay);
  const id = await insertEvent(ex, {
    calendarId: cal.id,
    title: input.title,
    description: input.description,
    location: input.location,
    label: input.label,
    allDay: input.allDay,
    startAt,
    endAt,
    createdBy: who.id,
    updatedBy: who.id,
  });
  return { id, calendar: cal };
}

/** An event the caller may change: unknown or unseen → 404, seen but read-only → 403. */
export async function writableEvent(
  ex: Executor,
  who: Caller,
  id: number,
): Promise<{ event: EventRow; calendar: CalendarRow }> {
  const found = await eventById(ex, id);
  if (!found || !canSee(found.calendar, who)) throw notFound('Event');
  if (!canWrite(found.calendar, who)) throw readOnly(found.calendar);
  return found;
}

export async function changeEvent(ex: Executor, who: Caller, patch: TCalendarEventPatchData) {
  const { event, calendar } = await writableEvent(ex, who, patch.id);
  const target =
    patch.calendarId !== undefined && patch.calendarId !== event.calendarId
      ? await targetCalendar(ex, who, patch.calendarId)
      : calendar;
  const allDay = patch.allDay ?? event.allDay;
  const iso = (d: Date) => (event.allDay ? d.toISOString().slice(0, 10) : d.toISOString());
  const start = patch.start ?? iso(event.startAt);
  const end = patch.end ?? iso(event.endAt);
  if (endBeforeStart(start, end)) throw fieldError('event.end', 'must not be before the start');
  const { startAt, endAt } = toInstants(start, end, allDay);
  const next = {
    calendarId: target.id,
    title: patch.title ?? event.title,
    description: patch.description ?? event.description,
    location: patch.location ?? event.location,
    label: (patch.label ?? event.label) as TCalendarLabel,
    allDay,
    startAt,
    endAt,
  };
  await updateEvent(ex, event.id, { ...next, updatedBy: who.id, updatedAt: new Date() });
  const changed = (Object.keys(next) as Array<keyof typeof next>).filter((k) => String(next[k]) !== String(event[k]));
  return { id: event.id, calendars: target.id === calendar.id ? [calendar] : [calendar, target], changed };
}

/** Soft delete: the row stays with who removed it and when. */
export async function removeEvent(ex: Executor, who: Caller, id: number) {
  const { event, calendar } = await writableEvent(ex, who, id);
  await updateEvent(ex, event.id, { removedAt: new Date(), removedBy: who.id });
  return { id: event.id, calendar };
}

export const labelName = (label: string) => CALENDAR_LABELS[label as TCalendarLabel]?.name ?? label;

/** A new feed secret (URL-safe, 256 bits) and the hash that is stored in its place. */
export function newFeedSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashFeedSecret(secret) };
}
export const hashFeedSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
