import { and, inArray, isNull, max, sql } from 'drizzle-orm';
import { presenceOf, ZPresenceStatus, type TPresenceStatus } from '@lab/domain';
import { sessions, userPresence } from '../db/schema/index';
import type { Executor } from '../db/client';

/** docs/workspace.md#presence: what others see of these users, from their choice, their live channel and their last request. */
export async function presenceOfUsers(
  ex: Executor,
  userIds: readonly number[],
  now = new Date(),
): Promise<Map<number, TPresenceStatus>> {
  const out = new Map<number, TPresenceStatus>(userIds.map((id) => [id, 'offline']));
  if (userIds.length === 0) return out;
  const [rows, activity] = await Promise.all([
    ex
      .select()
      .from(userPresence)
      .where(inArray(userPresence.userId, [...userIds])),
    ex
      .select({ userId: sessions.userId, at: max(sessions.lastSeenAt) })
      .from(sessions)
      .where(and(inArray(sessions.userId, [...userIds]), isNull(sessions.revokedAt)))
      .groupBy(sessions.userId),
  ]);
  const lastActive = new Map(activity.map((a) => [a.userId, a.at ? new Date(a.at) : null]));
  for (const r of rows) {
    const chosen = ZPresenceStatus.safeParse(r.chosenStatus);
    out.set(
      r.userId,
      presenceOf(
        {
          chosenStatus: chosen.success ? chosen.data : 'online',
          connectedUntil: r.connectedUntil,
          activeAt: lastActive.get(r.userId) ?? null,
        },
        now,
      ),
    );
  }
  return out;
}

/** The status a user chose for themselves (online when they never chose). */
export async function chosenStatus(ex: Executor, userId: number): Promise<TPresenceStatus> {
  const [row] = await ex
    .select({ s: userPresence.chosenStatus })
    .from(userPresence)
    .where(inArray(userPresence.userId, [userId]));
  const parsed = ZPresenceStatus.safeParse(row?.s);
  return parsed.success ? parsed.data : 'online';
}

export async function chooseStatus(ex: Executor, userId: number, status: TPresenceStatus): Promise<void> {
  await ex
    .insert(userPresence)
    .values({ userId, chosenStatus: status })
    .onConflictDoUpdate({ target: userPresence.userId, set: { chosenStatus: status, updatedAt: sql`now()` } });
}

/** A live channel of the user is open until `until` (pushed forward by each heartbeat, or ended with `until` = now). */
export async function markConnected(ex: Executor, userId: number, until: Date): Promise<void> {
  await ex
    .insert(userPresence)
    .values({ userId, connectedUntil: until })
    .onConflictDoUpdate({ target: userPresence.userId, set: { connectedUntil: until, updatedAt: sql`now()` } });
}
