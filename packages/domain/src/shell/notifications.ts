import { z } from 'zod';

/** In-app events a user is told about in the top bar. */
export const NOTIFICATION_TYPES = [
  'stat-case',
  'report-signed',
  'report-corrected',
  'report-amended',
  'report-addended',
  'critical-result',
  'account',
  'system',
  'task',
  'mail',
  'calendar',
  'supply-order',
  /** Orders in: a cancel request for an order already accessioned (docs/interfaces.md). */
  'order',
] as const;
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export type TNotificationType = z.infer<typeof ZNotificationType>;

export const ZNotification = z.object({
  id: z.number().int(),
  type: ZNotificationType,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotificationList = z.object({ data: z.array(ZNotification), unread: z.number().int() });
export type TNotificationList = z.infer<typeof ZNotificationList>;
export const ZNotificationCount = z.object({ unread: z.number().int() });
export const NOTIFICATION_LIST_LIMIT = 20;

/** The badge text of the bell: '5 New', nothing when all are read. */
export function unreadLabel(unread: number): string | null {
  return unread > 0 ? `${unread > 99 ? '99+' : unread} New` : null;
}
