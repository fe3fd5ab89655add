/**
 * Conversions between the API's event times and the modal's inputs (docs/workspace.md#calendar): timed events
 * travel as ISO instants and are edited in local time; all-day events travel as days with an exclusive end, and
 * the modal shows the last day inclusive, as people say it ("Mon to Wed").
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-23T09:30` in local time (a datetime-local input's value). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `2026-11-23` of a day or of an instant (local). */
export function toDayInput(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : toLocalInput(value).slice(0, 10);
}

/** The day `n` days after `day` (`YYYY-MM-DD`, calendar arithmetic). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A datetime-local value as an ISO instant. */
export const fromLocalInput = (value: string) => new Date(value).toISOString();
