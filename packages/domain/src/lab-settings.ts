import { z } from 'zod';
import { formatReportDateTime } from './report-language';

/**
 * The lab's clock and calendar (docs/lab-settings.md): the IANA time zone every printed or counted time is in, the
 * language of its reports, and the holidays that turnaround does not count. Stored times stay UTC; these rules
 * turn an instant into the lab's wall time and count working days on the lab's calendar.
 */

export const REPORT_LANGUAGES = ['en', 'es', 'fr'] as const;
export type TReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** The IANA name as the runtime spells it (`america/chicago` → `America/Chicago`), or null when it is no zone. */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const ZTimeZone = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(64)
  .transform((name, ctx) => {
    const zone = canonicalTimeZone(name);
    if (!zone) {
      ctx.addIssue({ code: 'custom', message: 'must be an IANA time zone name, such as America/Chicago or UTC' });
      return z.NEVER;
    }
    return zone;
  });

const ZHoliday = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'must be a real date');

export const ZLabSettings = z.object({
  /** IANA time zone name (America/Chicago); UTC by default, or LAB_TIMEZONE until an admin saves one. */
  timeZone: ZTimeZone,
  /** The language the report PDFs are written in. */
  reportLanguage: z.enum(REPORT_LANGUAGES),
  /** Days the lab is closed (YYYY-MM-DD, in the lab's calendar): turnaround does not count them. Kept sorted. */
  holidays: z
    .array(ZHoliday)
    .max(400)
    .transform((days) => [...new Set(days)].sort()),
});
export type TLabSettings = z.infer<typeof ZLabSettings>;

/** The settings as the API answers them (already checked and spelled as stored). */
export const ZLabSettingsRecord = z.object({
  timeZone: z.string(),
  reportLanguage: z.enum(REPORT_LANGUAGES),
  holidays: z.array(z.string()),
});

export const DEFAULT_LAB_SETTINGS: TLabSettings = { timeZone: 'UTC', reportLanguage: 'en', holidays: [] };

/** What the working-day count needs of the lab: its zone and its holidays. */
export type TLabCalendar = Pick<TLabSettings, 'timeZone' | 'holidays'>;
export const UTC_CALENDAR: TLabCalendar = { timeZone: 'UTC', holidays: [] };

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

/** The wall time of an instant in a zone: its calendar date and the clock. */
export function wallTime(
  at: Date,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  if (timeZone === 'UTC') {
    const d = at;
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    };
  }
  const parts: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Chicago in winter: −6 h). */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const w = wallTime(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a wall time of the zone happens (the earlier one when a clock change repeats it). */
export function instantOfWallTime(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - zoneOffsetMs(new Date(wall), timeZone);
  return new Date(wall - zoneOffsetMs(new Date(guess), timeZone));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-20`: the lab's calendar date of an instant. */
export function labDate(at: Date, timeZone: string): string {
  const w = wallTime(at, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

const DAY_MS = 86_400_000;

/**
 * Working days between two instants on the lab's calendar, to one decimal: the hours of the lab's weekdays
 * (Monday to Friday in its zone) that are not its holidays. A case received on Friday at 19:30 in Chicago
 * (Saturday in UTC) is 4.5 hours old on Friday at midnight, as one received at 19:30 in a lab on UTC.
 */
export function labWorkingDaysBetween(from: Date, to: Date, calendar: TLabCalendar): number {
  if (to.getTime() <= from.getTime()) return 0;
  const holidays = new Set(calendar.holidays);
  let ms = 0;
  let t = from.getTime();
  const end = to.getTime();
  while (t < end) {
    const w = wallTime(new Date(t), calendar.timeZone);
    const nextMidnight = instantOfWallTime(calendar.timeZone, w.year, w.month, w.day + 1).getTime();
    // A zone whose day would not move forward (never for a real zone) counts a plain day, so the loop ends.
    const next = Math.min(nextMidnight > t ? nextMidnight : t + DAY_MS, end);
    const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
    const date = `${w.year}-${pad(w.month)}-${pad(w.day)}`;
    if (weekday !== 0 && weekday !== 6 && !holidays.has(date)) ms += next - t;
    t = next;
  }
  return Math.round((ms / DAY_MS) * 10) / 10;
}

/**
 * `11/20/2026 19:30 CST`: an instant as the lab's documents print it, in the lab's zone with the zone's short name
 * (`UTC`, `CST`/`CDT`; `GMT+1` where English has no abbreviation). An unreadable value is printed as it is. The
 * report's own languages: `formatReportDateTime` (report-language.ts), whose English this is.
 */
export function formatLabDateTime(iso: string | Date | null, timeZone: string): string {
  return formatReportDateTime(iso, timeZone, 'en');
}

/** `2026-11-20 19:30 -06:00`: an instant in the lab's zone with its offset (the audit trail's form). */
export function formatLabDateTimeWithOffset(at: Date, timeZone: string): string {
  const w = wallTime(at, timeZone);
  const offset = Math.round(zoneOffsetMs(at, timeZone) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)} ${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
