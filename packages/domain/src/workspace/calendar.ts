import { z } from 'zod';

/**
 * The calendar app's shapes and pure rules (docs/workspace.md#calendar): the event record of docs/spec.md §3
 * (id, title, start, end, label, allDay, selectable) plus the calendar it belongs to and whether the caller may
 * change it, the lab's event labels, and the iCalendar (RFC 5545) serializer of the subscription feed.
 */

/** The lab's event labels and their Mantine colours (the label is the event's colour in every view). */
export const CALENDAR_LABELS = {
  'frozen-section': { name: 'Frozen section', color: 'red' },
  'tumor-board': { name: 'Tumor board', color: 'grape' },
  meeting: { name: 'Meeting', color: 'blue' },
  training: { name: 'Training', color: 'teal' },
  maintenance: { name: 'Maintenance', color: 'orange' },
  personal: { name: 'Personal', color: 'gray' },
} as const satisfies Record<string, { name: string; color: string }>;
export type TCalendarLabel = keyof typeof CALENDAR_LABELS;
export const CALENDAR_LABEL_KEYS = Object.keys(CALENDAR_LABELS) as [TCalendarLabel, ...TCalendarLabel[]];
export const ZCalendarLabel = z.enum(CALENDAR_LABEL_KEYS, {
  error: () => `must be one of ${CALENDAR_LABEL_KEYS.join(', ')}`,
});

/** The feed serves events from this many days back… */
export const ICS_DAYS_BACK = 60;
/** …to this many days ahead. */
export const ICS_DAYS_AHEAD = 365;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A day (`2026-11-23`, for all-day events) or an instant with its offset (`2026-11-23T09:00:00+01:00`). */
export const ZCalendarInstant = z
  .string()
  .trim()
  .refine((s) => (DATE_ONLY.test(s) || /^\d{4}-\d{2}-\d{2}T/.test(s)) && !Number.isNaN(Date.parse(s)), {
    message: 'must be a date (YYYY-MM-DD) or a date and time (ISO 8601)',
  });

/** A calendar I see: my personal one, or a shared one of the lab. */
export const ZCalendar = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['personal', 'shared']),
  /** A Mantine colour name. */
  color: z.string(),
  /** May I add, move and remove its events? */
  canWrite: z.boolean(),
});
export type TCalendar = z.infer<typeof ZCalendar>;
export const ZCalendarList = z.array(ZCalendar);

export const ZCalendarEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  /** ISO instant; for an all-day event the day `YYYY-MM-DD`. */
  start: z.string(),
  /** ISO instant; for an all-day event the day after the last (exclusive, as in iCalendar and FullCalendar). */
  end: z.string(),
  label: ZCalendarLabel,
  allDay: z.boolean(),
  /** docs/spec.md §3's flag: may the range of this event be selected (true when the caller may change it). */
  selectable: z.boolean(),
  calendarId: z.number().int(),
  description: z.string(),
  location: z.string(),
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  /** May the caller change or remove it (it is in a calendar they may write)? */
  editable: z.boolean(),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;
export const ZCalendarEventList = z.array(ZCalendarEvent);

const eventFields = {
  title: z.string().trim().min(1, 'is required').max(200),
  start: ZCalendarInstant,
  end: ZCalendarInstant,
  label: ZCalendarLabel,
  allDay: z.boolean().default(false),
  /** Omitted: my personal calendar. */
  calendarId: z.number().int().positive().optional(),
  description: z.string().max(5000).default(''),
  location: z.string().trim().max(200).default(''),
};

/** `end` must not come before `start` (checked again on update against the stored event). */
export function endBeforeStart(start: string, end: string): boolean {
  return Date.parse(end) < Date.parse(start);
}

export const ZCalendarEventInput = z.object(eventFields).superRefine((e, ctx) => {
  if (endBeforeStart(e.start, e.end))
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'must not be before the start' });
});
export type TCalendarEventInput = z.input<typeof ZCalendarEventInput>;
export type TCalendarEventData = z.output<typeof ZCalendarEventInput>;

/** An update names the event and the fields that change (a drag sends only start and end). */
export const ZCalendarEventPatch = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  title: eventFields.title.optional(),
  start: ZCalendarInstant.optional(),
  end: ZCalendarInstant.optional(),
  label: ZCalendarLabel.optional(),
  allDay: z.boolean().optional(),
  calendarId: z.number().int().positive().optional(),
  description: z.string().max(5000).optional(),
  location: z.string().trim().max(200).optional(),
});
export type TCalendarEventPatch = z.input<typeof ZCalendarEventPatch>;
export type TCalendarEventPatchData = z.output<typeof ZCalendarEventPatch>;

export const ZCreateEventBody = z.object({ event: ZCalendarEventInput });
export const ZUpdateEventBody = z.object({ event: ZCalendarEventPatch });
export const ZRemoveEventBody = z.object({ id: z.number().int().positive().max(2_147_483_647) });
export const ZEventsQuery = z.object({ start: ZCalendarInstant.optional(), end: ZCalendarInstant.optional() });
export const ZCreatedEvent = z.object({ id: z.number().int() });
export const ZCalendarOk = z.object({ ok: z.literal(true) });

/** A subscription link works this many days from when it is made (CALENDAR_FEED_DAYS); then a new one is made. */
export const DEFAULT_CALENDAR_FEED_DAYS = 365;

/**
 * My subscription link. Only a hash of its secret is stored, so the link itself is shown once, when it is made
 * (`url` is null afterwards while `active` stays true). It ends at `expiresAt` (making a new one renews it), when
 * it is revoked, and when its owner is blocked or deactivated (unblocking does not bring it back).
 */
export const ZCalendarFeed = z.object({
  url: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** When the link stops working; null when there is none, a past date when it has expired. */
  expiresAt: z.string().nullable(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;
export const ZIcsParams = z.object({ secret: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not a feed secret') });

// ---------------------------------------------------------------------------------------------------------------
// iCalendar (RFC 5545)

export interface IcsEvent {
  uid: string;
  title: string;
  /** ISO instant, or `YYYY-MM-DD` when allDay. */
  start: string;
  end: string;
  allDay: boolean;
  categories: string[];
  description?: string;
  location?: string;
  lastModified?: Date;
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function icsEscape(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 3.1: a content line longer than 75 octets is folded (CRLF and one space); the cut never splits a
 * UTF-8 character. The leading space of a continuation counts towards its 75 octets.
 */
export function icsFold(line: string): string {
  const enc = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    if (octets + n > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += ch;
    octets += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `20261123T090000Z` */
export function icsUtc(d: Date): string {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}
/** `20261123` from `2026-11-23` */
const icsDate = (day: string) => day.slice(0, 10).replace(/-/g, '');

/** A whole VCALENDAR with CRLF line ends, folded lines and escaped text. */
export function toICalendar(input: { name: string; events: IcsEvent[]; now: Date; prodId?: string }): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${input.prodId ?? '-//Lab Portal//Calendar//EN'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsEscape(input.name)}`,
  ];
  const stamp = icsUtc(input.now);
  for (const e of input.events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${stamp}`);
    if (e.allDay) {
      lines.push(`DTSTART;VALUE=DATE:${icsDate(e.start)}`, `DTEND;VALUE=DATE:${icsDate(e.end)}`);
    } else {
      lines.push(`DTSTART:${icsUtc(new Date(e.start))}`, `DTEND:${icsUtc(new Date(e.end))}`);
    }
    lines.push(`SUMMARY:${icsEscape(e.title)}`);
    if (e.categories.length) lines.push(`CATEGORIES:${e.categories.map(icsEscape).join(',')}`);
    if (e.description) lines.push(`DESCRIPTION:${icsEscape(e.description)}`);
    if (e.location) lines.push(`LOCATION:${icsEscape(e.location)}`);
    if (e.lastModified) lines.push(`LAST-MODIFIED:${icsUtc(e.lastModified)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(icsFold).join('\r\n') + '\r\n';
}

/** Unfolds a feed and splits it into `[name(;params), value]` pairs (for tests and readers). */
export function parseICalendarLines(text: string): Array<{ name: string; params: string; value: string }> {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((l) => {
      const i = l.indexOf(':');
      const head = l.slice(0, i);
      const [name, ...params] = head.split(';');
      return { name: name!, params: params.join(';'), value: l.slice(i + 1) };
    });
}

/** The inverse of icsEscape. */
export function icsUnescape(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}
