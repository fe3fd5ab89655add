import { z } from 'zod';

/** docs/workspace.md#presence: the chat contact's `status`, docs/spec.md §3's four values. */
export const PRESENCE_STATUSES = ['online', 'away', 'do not disturb', 'offline'] as const;
export const ZPresenceStatus = z.enum(PRESENCE_STATUSES);
export type TPresenceStatus = z.infer<typeof ZPresenceStatus>;

/** Idle this long (no request of theirs) and a connected user shows as away. */
export const PRESENCE_AWAY_AFTER_MINUTES = 10;

/**
 * A user's presence as others see it: offline when no live channel of theirs is open (or they chose to appear
 * offline); otherwise their choice, except that an "online" user idle for a while is shown away.
 */
export function presenceOf(
  p: { chosenStatus: TPresenceStatus; connectedUntil: Date | null; activeAt: Date | null },
  now: Date = new Date(),
): TPresenceStatus {
  if (!p.connectedUntil || p.connectedUntil.getTime() <= now.getTime()) return 'offline';
  if (p.chosenStatus !== 'online') return p.chosenStatus;
  const idleMs = p.activeAt ? now.getTime() - p.activeAt.getTime() : Infinity;
  return idleMs > PRESENCE_AWAY_AFTER_MINUTES * 60_000 ? 'away' : 'online';
}

export const ZPresenceChoice = z.object({ status: ZPresenceStatus });
export const ZMyPresence = z.object({ status: ZPresenceStatus, chosen: ZPresenceStatus });
export type TMyPresence = z.infer<typeof ZMyPresence>;
