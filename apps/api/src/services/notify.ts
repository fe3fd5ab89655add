import { and, eq, inArray } from 'drizzle-orm';
import type { TNotificationType, TRole } from '@lab/domain';
import { notifications, users } from '../db/schema/index';
import type { Executor } from '../db/client';

export interface NotifyInput {
  /** Send to these users… */
  userIds?: number[];
  /** …and/or to every active user with one of these roles. */
  roles?: readonly TRole[];
  type: TNotificationType;
  title: string;
  body?: string;
  link?: string | null;
}

/**
 * Tells users about an event (a new STAT case, a signed report…). Call it with the transaction of the change,
 * so the notice exists exactly when the change does. Returns how many users were notified.
 */
export async function notify(ex: Executor, input: NotifyInput): Promise<number> {
  const ids = new Set(input.userIds ?? []);
  if (input.roles?.length) {
    const rows = await ex
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.role, input.roles), eq(users.status, 'active')));
    rows.forEach((r) => ids.add(r.id));
  }
  if (ids.size === 0) return 0;
  await ex.insert(notifications).values(
    [...ids].map((userId) => ({
      userId,
      type: input.type,
      title: input.title,
      body: input.body ?? '',
      link: input.link ?? null,
    })),
  );
  return ids.size;
}
