import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { calendarFeeds } from '../db/schema/index';

/**
 * Revokes a user's live calendar subscription links; returns how many. The calendar's own "revoke" and blocking or
 * deactivating the account both come here: a link ends with its owner's access, and unblocking the owner does not
 * bring it back (a new one must be made, docs/security.md#links-feeds-names-and-files).
 */
export async function revokeCalendarFeeds(ex: Executor, userId: number): Promise<number> {
  const rows = await ex
    .update(calendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return rows.length;
}
