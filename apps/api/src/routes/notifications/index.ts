import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError, ZIdParam, ZNotificationCount, ZNotificationList } from '@lab/domain';
import { notFound } from '../../lib/http-error';
import { listNotifications, markAllRead, markRead, unreadCount, viewAudited } from './repository';

/** The bell of the top bar: my notifications, the unread count, mark one or all read. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const mine = async (userId: number) => ({
    data: await listNotifications(app.db, userId),
    unread: await unreadCount(app.db, userId),
  });

  app.get(
    '/api/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'My newest notifications and the unread count',
        response: { 200: ZNotificationList },
      },
    },
    async (req) => {
      const userId = req.user!.id;
      const list = await mine(userId);
      // Notices name cases: showing them is a read of patient data, audited once per set shown. The bell polls this
      // every minute; a poll that shows nothing new (the newest notice was already in an audited view) writes no row,
      // so an idle session does not bury the patient-data reads in the audit trail (issue 26 item 9).
      const newest = list.data[0];
      if (newest && !(await viewAudited(app.db, userId, newest.id))) {
        await req.audit({
          eventtype: 'read',
          eventdescription: `Notifications viewed (${list.data.length} rows)`,
          entity: 'notification',
          entityId: newest.id,
        });
      }
      return list;
    },
  );

  app.get(
    '/api/notifications/unread-count',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'How many of my notifications are unread',
        response: { 200: ZNotificationCount },
      },
    },
    async (req) => ({ unread: await unreadCount(app.db, req.user!.id) }),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        params: ZIdParam,
        response: { 200: ZNotificationList, 404: ZApiError },
      },
    },
    async (req) => {
      const userId = req.user!.id;
      await app.db.transaction(async (tx) => {
        if (!(await markRead(tx, userId, req.params.id))) throw notFound('Notification');
        await req.audit(
          {
            eventtype: 'read',
            eventdescription: 'Notification marked read',
            entity: 'notification',
            entityId: req.params.id,
          },
          tx,
        );
      });
      return mine(userId);
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 200: ZNotificationList },
      },
    },
    async (req) => {
      const userId = req.user!.id;
      await app.db.transaction(async (tx) => {
        const n = await markAllRead(tx, userId);
        if (n > 0) {
          await req.audit(
            { eventtype: 'read', eventdescription: `${n} notifications marked read`, entity: 'notification' },
            tx,
          );
        }
      });
      return mine(userId);
    },
  );
};

export default notificationRoutes;
