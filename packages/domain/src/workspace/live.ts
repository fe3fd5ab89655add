import { z } from 'zod';

/**
 * What the live channel (`GET /api/live`, server-sent events; docs/workspace.md#live-channel) tells a signed-in
 * user. Events are hints, not records: they name what changed (ids, counts) and the page refetches what it shows,
 * so no message body or patient detail travels through PostgreSQL's NOTIFY.
 */
export const LIVE_EVENT_TYPES = [
  /** A mail reached one of my folders, or my copy changed elsewhere (another tab, another device). */
  'mail',
  /** A chat message to or from me: `{contactId}`. */
  'chat.message',
  /** My messages to `contactId` were seen by them: `{contactId}`. */
  'chat.seen',
  /** A user's presence changed: `{userId, status}`. */
  'presence',
  /** A task I own or am assigned changed: `{id}`. */
  'task',
  /** An event of a calendar I see changed: `{id, calendarId}`. */
  'calendar',
  /** A new notification of the top bar's bell. */
  'notification',
  /** Orders in: an incoming order arrived or changed (staff only): `{pending}`, the count of pending orders. */
  'orders',
] as const;
export const ZLiveEventType = z.enum(LIVE_EVENT_TYPES);
export type TLiveEventType = z.infer<typeof ZLiveEventType>;

export const ZLiveEvent = z.object({
  type: ZLiveEventType,
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
});
export type TLiveEvent = z.input<typeof ZLiveEvent>;

/** Seconds between the stream's heartbeats (a comment line that keeps proxies from closing it). */
export const LIVE_HEARTBEAT_SECONDS = 25;
