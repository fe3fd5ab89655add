import { instantOfWallTime, wallTime } from '@lab/domain';
import { formatTimeZone } from '@/lib/format';

/**
 * Conversions between the API's event times and the modal's inputs (docs/workspace.md#calendar): timed events
 * travel as ISO instants and are edited on the lab's clock (docs/lab-settings.md: the calendar shows the lab's time
 * zone, whatever the browser's); all-day events travel as days with an exclusive end, and the modal shows the last
 * day inclusive, as people say it ("Mon to Wed").
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-23T09:30` on the lab's clock (a datetime-local input's value). */
export function toLocalInput(iso: string, timeZone = formatTimeZone()): string {
  const w = wallTime(new Date(iso), timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** `2026-11-23` of a day or of an instant (the lab's day). */
export function toDayInput(value: string, timeZone = formatTimeZone()): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : toLocalInput(value, timeZone).slice(0, 10);
}

/** The day `n` days after `day` (`YYYY-MM-DD`, calendar arithmetic). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A datetime-local value, read on the lab's clock, as an ISO instant. */
export function fromLocalInput(value: string, timeZone = formatTimeZone()): string {
  const [y, mo, d, h, mi] = value.split(/[-T:]/).map(Number);
  return instantOfWallTime(timeZone, y!, mo!, d!, h ?? 0, mi ?? 0).toISOString();
}
