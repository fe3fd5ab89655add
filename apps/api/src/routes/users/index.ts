import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  STAFF_ROLES,
  ZApiError,
  ZAuditPage,
  ZIdParam,
  ZPasswordReset,
  ZPathologistLinkConfirm,
  ZPathologistLinkState,
  ZPasswordResetResult,
  ZUserCreate,
  ZUserInput,
  ZUserListQuery,
  ZUserPage,
  ZUserRecord,
  ZUserStatusChange,
  type TRole,
  noticeText,
} from '@lab/domain';
import { users } from '../../db/schema/users';
import { hashPassword } from '../../lib/passwords';
import { badRequest, fieldError, notFound } from '../../lib/http-error';
import { changeEvents, writeAudit } from '../../plugins/audit';
import { revokeSessions } from '../../plugins/auth';
import { listAudit } from '../../services/audit-trail';
import { revokeCalendarFeeds } from '../../services/calendar-feeds';
import { notify } from '../../services/notify';
import { removeFactors } from '../../services/second-factors';
import {
  allUsers,
  assertUnique,
  getUser,
  isClosedStatus,
  linkProvider,
  listUsers,
  personalColumns,
  temporaryPassword,
} from './repository';
import profileRoutes from './profile';
import { pathologistLinkState, requestPathologistLink, settleProposal } from './pathologist-link';

const ADMIN: TRole[] = ['admin'];
const readAccess = { roles: STAFF_ROLES, area: 'users', action: 'read' } as const;
const tags = ['users'];

type UserInput = z.output<typeof ZUserInput>;

/** Input fields as table columns (the record is snake_case, the table camelCase). */
function toColumns(i: UserInput) {
  return {
    ...personalColumns(i),
    email: i.email,
    username: i.username,
    role: i.role,
    status: i.status,
    isVerified: i.is_verified,
    department: i.department ?? null,
    ...(i.permissions ? { permissions: i.permissions } : {}),
  };
}

const audited = (r: Record<string, unknown>) => ({ ...r, last_login_at: undefined, created_at: undefined });

/**
 * Users (docs/api.md#user-record, docs/api.md#user-calls). Admin writes; editors read;
 * blocking or deactivating a user ends their open sessions and calendar links at once.
 */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileRoutes);
  app.get(
    '/api/users/list',
    {
      config: { access: readAccess },
      schema: { tags, summary: 'Every user record, by id', response: { 200: z.array(ZUserRecord) } },
    },
    async (req) => {
      const list = await allUsers(app.db);
      await req.audit({
        eventtype: 'read',
        eventdescription: `User list viewed (${list.length} rows)`,
        entity: 'user',
        datavalue: 'list',
      });
      return list;
    },
  );

  app.get(
    '/api/users',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: 'Users with search, role/status/verified filters, paging and sorting',
        querystring: ZUserListQuery,
        response: { 200: ZUserPage },
      },
    },
    async (req) => {
      const page = await listUsers(app.db, req.query);
      await req.audit({
        eventtype: 'read',
        eventdescription: `User list viewed (${page.data.length} rows)`,
        entity: 'user',
        datavalue: JSON.stringify(req.query),
      });
      return page;
    },
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: readAccess },
      schema: { tags, summary: 'One user record', params: ZIdParam, response: { 200: ZUserRecord, 404: ZApiError } },
    },
    async (req) => {
      const user = await getUser(app.db, req.params.id);
      if (!user) throw notFound('User');
      await req.audit({
        eventtype: 'read',
        eventdescription: `User record opened: ${user.email}`,
        entity: 'user',
        entityId: user.id,
      });
      return user;
    },
  );

  app.get(
    '/api/users/:id/activity',
    {
      config: { access: readAccess },
      schema: {
        tags,
        summary: "The user's audit history (sign-ins, changes to the account), newest first",
        params: ZIdParam,
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(200).default(25),
        }),
        response: { 200: ZAuditPage },
      },
    },
    async (req) => {
      const page = await listAudit(app.db, {
        ...req.query,
        entity: 'user',
        entityId: String(req.params.id),
        sort: '-datecreated',
      });
      await req.audit({
        eventtype: 'read',
        eventdescription: `User activity viewed (${page.data.length} rows)`,
        entity: 'user',
        entityId: req.params.id,
        datavalue: 'activity',
      });
      return page;
    },
  );

  app.post(
    '/api/users',
    {
      config: { access: { roles: ADMIN, area: 'users', action: 'create' } },
      schema: {
        tags,
        summary: 'Create a user with a temporary password (changed at first sign-in)',
        body: ZUserCreate,
        response: { 201: ZUserRecord, 400: ZApiError, 409: ZApiError },
      },
    },
    async (req, reply) => {
      const body = req.body;
      const passwordHash = await hashPassword(body.password);
      const id = await app.db.transaction(async (tx) => {
        await assertUnique(tx, body.email, body.username);
        const [row] = await tx
          .insert(users)
          .values({ ...toColumns(body), passwordHash, mustChangePassword: true })
          .returning({ id: users.id });
        // A link to a Pathologists entry is only proposed: it takes effect when the user confirms it.
        await requestPathologistLink(
          tx,
          req.actor(),
          { id: row!.id, email: body.email, role: body.role },
          body.pathologist_id,
        );
        if (body.provider_id !== undefined) await linkProvider(tx, row!.id, body.provider_id);
        const created = (await getUser(tx, row!.id))!;
        await writeAudit(tx, req.actor(), {
          eventtype: 'create',
          eventdescription: `User ${created.email} created with role ${created.role ?? 'none'}`,
          entity: 'user',
          entityId: created.id,
          newvalue: audited(created),
        });
        return row!.id;
      });
      return reply.code(201).send((await getUser(app.db, id))!);
    },
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: { roles: ADMIN, area: 'users', action: 'write' } },
      schema: {
        tags,
        summary: 'Change a user: identity, contact, role, status, permissions and links',
        params: ZIdParam,
        body: ZUserInput,
        response: { 200: ZUserRecord, 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (req) => {
      const id = req.params.id;
      const body = req.body;
      await app.db.transaction(async (tx) => {
        const before = await getUser(tx, id);
        if (!before) throw notFound('User');
        if (id === req.user!.id && (body.role !== before.role || body.status !== before.status)) {
          throw badRequest('role: you cannot change your own role or status', {
            role: 'you cannot change your own role or status',
          });
        }
        await assertUnique(tx, body.email, body.username, id);
        await tx
          .update(users)
          .set({ ...toColumns(body), updatedAt: new Date() })
          .where(eq(users.id, id));
        await requestPathologistLink(tx, req.actor(), { id, email: body.email, role: body.role }, body.pathologist_id);
        if (body.provider_id !== undefined) await linkProvider(tx, id, body.provider_id);
        if (isClosedStatus(body.status) && !isClosedStatus(before.status)) {
          await revokeSessions(tx, id, body.status);
          await revokeCalendarFeeds(tx, id);
        }
        const after = (await getUser(tx, id))!;
        await writeAudit(
          tx,
          req.actor(),
          changeEvents(
            { eventtype: 'update', eventdescription: `User ${after.email} updated`, entity: 'user', entityId: id },
            audited(before),
            audited(after),
          ),
        );
      });
      return (await getUser(app.db, id))!;
    },
  );

  app.get(
    '/api/account/pathologist-link',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'My Pathologists link (my signature line) and a link an administrator proposed for me',
        response: { 200: ZPathologistLinkState },
      },
    },
    async (req) => pathologistLinkState(app.db, req.user!.id),
  );

  for (const outcome of ['confirm', 'decline'] as const) {
    app.post(
      `/api/account/pathologist-link/${outcome}`,
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary:
            outcome === 'confirm'
              ? 'Confirm the proposed Pathologists link with my password: my signatures carry its name from now on'
              : 'Decline the proposed Pathologists link (my password again)',
          body: ZPathologistLinkConfirm,
          response: {
            200: ZPathologistLinkState,
            400: ZApiError,
            403: ZApiError,
            404: ZApiError,
            409: ZApiError,
            429: ZApiError,
          },
        },
      },
      async (req) => {
        const [me] = await app.db.select().from(users).where(eq(users.id, req.user!.id));
        if (!me) throw notFound('User');
        // The user's own act: their password, counted by the account throttle shared with sign-in.
        if (!(await app.passwords.verify(me, req.body.password))) throw fieldError('password', 'is not your password');
        await app.db.transaction((tx) =>
          settleProposal(
            tx,
            req.actor(),
            { id: me.id, email: me.email, role: req.user!.role },
            outcome === 'confirm' ? 'confirmed' : 'declined',
          ),
        );
        return pathologistLinkState(app.db, me.id);
      },
    );
  }

  app.post(
    '/api/users/:id/status',
    {
      config: { access: { roles: ADMIN, area: 'users', action: 'write' } },
      schema: {
        tags,
        summary: 'Set a user active, blocked or deactivated; blocking ends their open sessions',
        params: ZIdParam,
        body: ZUserStatusChange,
        response: { 200: ZUserRecord, 400: ZApiError, 404: ZApiError },
      },
    },
    async (req) => {
      const id = req.params.id;
      const { status, reason } = req.body;
      if (id === req.user!.id)
        throw badRequest('status: you cannot change your own status', { status: 'you cannot change your own status' });
      await app.db.transaction(async (tx) => {
        const before = await getUser(tx, id);
        if (!before) throw notFound('User');
        if (before.status === status) return;
        await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
        if (isClosedStatus(status)) {
          await revokeSessions(tx, id, status);
          // The calendar link ends with the account's access: unblocking does not bring it back.
          await revokeCalendarFeeds(tx, id);
        }
        await writeAudit(tx, req.actor(), {
          eventtype: 'status-change',
          eventdescription: `User ${before.email} ${status}${reason ? `: ${reason}` : ''}`,
          entity: 'user',
          entityId: id,
          datavalue: 'status',
          oldvalue: before.status,
          newvalue: status,
        });
      });
      return (await getUser(app.db, id))!;
    },
  );

  app.delete(
    '/api/users/:id/mfa',
    {
      config: { access: { roles: ADMIN, area: 'users', action: 'write' } },
      schema: {
        tags,
        summary:
          "Reset a user's second factors (authenticator app, passkeys, recovery codes): audited, the user notified",
        params: ZIdParam,
        response: { 200: z.object({ ok: z.literal(true), removed: z.boolean() }), 404: ZApiError },
      },
    },
    async (req) => {
      const id = req.params.id;
      const removed = await app.db.transaction(async (tx) => {
        const target = await getUser(tx, id);
        if (!target) throw notFound('User');
        const had = await removeFactors(tx, id);
        await writeAudit(tx, req.actor(), {
          eventtype: 'mfa-reset',
          eventdescription: `Second factors of ${target.email} reset by ${req.user!.name}${had ? '' : ' (none was set up)'}`,
          entity: 'user',
          entityId: id,
        });
        await notify(tx, {
          userIds: [id],
          type: 'account',
          words: (l) => ({
            title: noticeText(l, 'secondFactorsResetTitle'),
            body: noticeText(l, 'secondFactorsResetBody', { name: req.user!.name }),
          }),
          link: '/pages/account-settings',
        });
        return had;
      });
      return { ok: true as const, removed };
    },
  );

  app.post(
    '/api/users/:id/reset-password',
    {
      config: { access: { roles: ADMIN, area: 'users', action: 'write' } },
      schema: {
        tags,
        summary: 'Set a temporary password; the user must change it at next sign-in; open sessions end',
        params: ZIdParam,
        body: ZPasswordReset,
        response: { 200: ZPasswordResetResult, 404: ZApiError },
      },
    },
    async (req) => {
      const id = req.params.id;
      const password = req.body.password ?? temporaryPassword();
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        const before = await getUser(tx, id);
        if (!before) throw notFound('User');
        await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: true, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
          .where(eq(users.id, id));
        if (id !== req.user!.id) await revokeSessions(tx, id, 'password-reset');
        await writeAudit(tx, req.actor(), {
          eventtype: 'password-reset',
          eventdescription: `Password of ${before.email} reset by an administrator`,
          entity: 'user',
          entityId: id,
        });
      });
      return { temporaryPassword: password };
    },
  );
};

export default userRoutes;
