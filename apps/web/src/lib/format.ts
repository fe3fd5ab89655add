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
const once = <T>(make: (locale: string | undefined) => T) => {
  const made = new Map<string | undefined, T>();
  return () => {
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale)!;
  };
};
const dateTime = once((l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' }));
const date = once((l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium' }));
const dayMonth = once((l) => new Intl.DateTimeFormat(l, { month: 'short', day: 'numeric' }));

/** A calendar date ("1980-04-12", a birth date) is that day wherever the reader is, not UTC midnight. */
const toDate = (v: string | Date) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00`) : new Date(v);

export const formatDateTime = (v: string | Date | null | undefined) =>
  v ? isolateLtr(dateTime().format(toDate(v))) : '';
export const formatDate = (v: string | Date | null | undefined) => (v ? isolateLtr(date().format(toDate(v))) : '');

/** "Nov 3": a day on a chart's axis, where a table beside it carries the full date. */
export const formatDayMonth = (v: string | Date) => dayMonth().format(toDate(v));

const number = once((l) => new Intl.NumberFormat(l));
/** A count in the language shown ("1,234" in en, "1234" and "12.345" in es, "12 345" in fr). */
export const formatNumber = (n: number) => number().format(n);

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
