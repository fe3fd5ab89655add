import { and, count, desc, eq, isNull, like } from 'drizzle-orm';
import { NOTIFICATION_LIST_LIMIT, type TNotification, type TNotificationType } from '@lab/domain';
import { auditEvents, notifications } from '../../db/schema/index';
import type { Executor } from '../../db/client';

type Row = typeof notifications.$inferSelect;
const toNotification = (r: Row): TNotification => ({
  id: r.id,
  type: r.type as TNotificationType,
  title: r.title,
  body: r.body,
  link: r.link,
  read: r.readAt !== null,
  createdAt: r.createdAt.toISOString(),
});

export async function listNotifications(ex: Executor, userId: number): Promise<TNotification[]> {
  const rows = await ex
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return rows.map(toNotification);
}

export async function unreadCount(ex: Executor, userId: number): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one of the user's notifications read; false when it is not theirs or does not exist. */
export async function markRead(ex: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await ex
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(ex: Executor, userId: number): Promise<number> {
  const rows = await ex
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Whether the user's notices up to `newestId` were already shown in an audited view (audit_entity_idx finds it). */
export async function viewAudited(ex: Executor, userId: number, newestId: number): Promise<boolean> {
  const [row] = await ex
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entity, 'notification'),
        eq(auditEvents.entityId, String(newestId)),
        eq(auditEvents.userId, userId),
        like(auditEvents.eventdescription, 'Notifications viewed%'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
