/** A message time as the list and the thread show it: the hour today, the weekday this week, else the date. */
export function chatTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const sameDay = d.toDateString() === now.toDateString();
  if (sameDay) return d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  const days = (now.getTime() - d.getTime()) / 86_400_000;
  if (days < 6) return d.toLocaleDateString(undefined, { weekday: 'short' });
  return d.toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}

/** The time under a bubble: the hour, with the day when it is not today. */
export function bubbleTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const hour = d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return d.toDateString() === now.toDateString()
    ? hour
    : `${d.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}, ${hour}`;
}
