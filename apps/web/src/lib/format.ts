/**
 * Wraps a left-to-right value in Unicode isolates (LRI … PDI) so it reads in order inside right-to-left text,
 * also where it is interpolated into a sentence ("received 11/21/26, 8:37 PM" and not "PM 8:37 ,11/21/26").
 */
export const isolateLtr = (text: string) => (text ? `\u2066${text}\u2069` : '');

// One way to write a date, and one to write a moment, on every screen, in the user's language (docs/i18n.md): the
// browser's own locale while it speaks that language (en-GB keeps its day-month order), else the language itself:
// "Nov 21, 2026" and "Nov 21, 2026, 8:37 PM" in en-US, "21 nov 2026" in es, "21 nov. 2026" in fr.
// Each formatter is made on first use for a locale: making one costs the locale's data, which a page that shows no
// such value should not wait for.
let locale: string | undefined;
/** The language shown (lib/i18n calls it when the language changes); undefined: the browser's. */
export function setFormatLanguage(language: string | undefined) {
  const browser = typeof navigator !== 'undefined' ? navigator.language : undefined;
  locale = !language || browser?.split('-')[0]?.toLowerCase() === language ? browser : language;
}

// The lab's clock (docs/lab-settings.md): a moment is printed in the lab's time zone on every screen, whatever the
// browser's zone, as on the report. The zone comes with the public configuration (lib/lab-clock.ts) and is kept in
// this browser so the next start prints in it at once; undefined until known: the browser's own.
const ZONE_KEY = 'labTimeZone';
let zone: string | undefined = readStoredZone();
function readStoredZone() {
  try {
    return (typeof localStorage !== 'undefined' && localStorage.getItem(ZONE_KEY)) || undefined;
  } catch {
    return undefined;
  }
}
/** Prints moments in `timeZone` from now on; true when that changed the zone. */
export function setFormatTimeZone(timeZone: string | undefined): boolean {
  if (!timeZone || timeZone === zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone }); // an unknown zone keeps the one before
  } catch {
    return false;
  }
  zone = timeZone;
  try {
    localStorage.setItem(ZONE_KEY, timeZone);
  } catch {
    /* private mode: the zone lasts this page */
  }
  return true;
}
/** Whether the lab's zone is known in this browser (else moments print in the browser's zone). */
export const labZoneKnown = () => zone !== undefined;
/** The zone moments are printed in (the lab's, else the browser's). */
export const formatTimeZone = () => zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

const once = <T>(make: (locale: string | undefined, zone: string | undefined) => T) => {
  const made = new Map<string, T>();
  return () => {
    const key = `${locale ?? ''}|${zone ?? ''}`;
    if (!made.has(key)) made.set(key, make(locale, zone));
    return made.get(key)!;
  };
};
const dateTime = once((l, z) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short', timeZone: z }));
const date = once((l, z) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeZone: z }));
const dayMonth = once((l, z) => new Intl.DateTimeFormat(l, { month: 'short', day: 'numeric', timeZone: z }));
const time = once((l, z) => new Intl.DateTimeFormat(l, { hour: '2-digit', minute: '2-digit', timeZone: z }));
// A calendar date ("1980-04-12", a birth date) is that day wherever the reader and the lab are: drawn at UTC midnight
// and printed in UTC.
const calendarDate = once((l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeZone: 'UTC' }));
const calendarDayMonth = once((l) => new Intl.DateTimeFormat(l, { month: 'short', day: 'numeric', timeZone: 'UTC' }));

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string | Date): v is string => typeof v === 'string' && DAY_ONLY.test(v);

export const formatDateTime = (v: string | Date | null | undefined) =>
  v ? isolateLtr(isDay(v) ? calendarDate().format(new Date(`${v}T00:00:00Z`)) : dateTime().format(new Date(v))) : '';
export const formatDate = (v: string | Date | null | undefined) =>
  v ? isolateLtr(isDay(v) ? calendarDate().format(new Date(`${v}T00:00:00Z`)) : date().format(new Date(v))) : '';
/** "14:05" / "2:05 PM": the clock of a moment, in the lab's zone. */
export const formatTime = (v: string | Date) => isolateLtr(time().format(new Date(v)));

/** "Nov 3": a day on a chart's axis, where a table beside it carries the full date. */
export const formatDayMonth = (v: string | Date) =>
  isDay(v) ? calendarDayMonth().format(new Date(`${v}T00:00:00Z`)) : dayMonth().format(new Date(v));

const number = once((l) => new Intl.NumberFormat(l));
/** A count in the language shown ("1,234" in en, "1234" and "12.345" in es, "12 345" in fr). */
export const formatNumber = (n: number) => number().format(n);
const oneDecimal = once((l) => new Intl.NumberFormat(l, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
/** A figure with one decimal in the language shown ("20.4" in en, "20,4" in es and fr). */
export const formatDecimal = (n: number) => oneDecimal().format(n);

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

const relative = once((l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto', style: 'short' }));
/** "5 min ago", "yesterday"… for recent events. */
export function formatRelative(v: string | Date, now = Date.now()): string {
  const s = Math.round((new Date(v).getTime() - now) / 1000);
  const abs = Math.abs(s);
  if (abs < 60) return relative().format(s, 'second');
  if (abs < 3600) return relative().format(Math.round(s / 60), 'minute');
  if (abs < 86400) return relative().format(Math.round(s / 3600), 'hour');
  if (abs < 86400 * 30) return relative().format(Math.round(s / 86400), 'day');
  return formatDate(v);
}
/** Date and time in dense lists: the same format as everywhere else (a second format was a third way to read dates). */
export const formatDateTimeShort = formatDateTime;
