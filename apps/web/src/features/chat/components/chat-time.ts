import { formatDayMonth, formatTime, formatTimeZone } from '@/lib/format';
import { i18n } from '@/lib/i18n';

// The weekday in the language shown and the lab's zone, as lib/format.ts prints every moment.
const weekdays = new Map<string, Intl.DateTimeFormat>();
const weekday = (d: Date) => {
  const key = `${i18n.language}|${formatTimeZone()}`;
  let f = weekdays.get(key);
  if (!f)
    weekdays.set(key, (f = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: formatTimeZone() })));
  return f.format(d);
};

/** A message time as the list and the thread show it: the hour today, the weekday this week, else the date. */
export function chatTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const sameDay = d.toDateString() === now.toDateString();
  if (sameDay) return formatTime(d);
  const days = (now.getTime() - d.getTime()) / 86_400_000;
  if (days < 6) return weekday(d);
  return formatDayMonth(d);
}

/** The time under a bubble: the hour, with the day when it is not today. */
export function bubbleTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const hour = formatTime(d);
  return d.toDateString() === now.toDateString()
    ? hour
    : i18n.t('chat:dayTime', { day: formatDayMonth(d), time: hour });
}
