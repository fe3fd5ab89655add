import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  AVATAR_URL_RE,
  avatarUrl,
  sniffAvatarType,
  ZApiError,
  ZIdParam,
  ZProfileInput,
  ZUserRecord,
  type TAvatarType,
} from '@lab/domain';
import { users } from '../../db/schema/users';
import { fieldError, notFound } from '../../lib/http-error';
import { changeEvents, writeAudit } from '../../plugins/audit';
import type { FileStore } from '../../lib/file-store';
import { getUser, personalColumns } from './repository';
import { sendBinary } from '../../lib/binary-reply';

const tags = ['users'];
const AVATAR_CONTENT_TYPES: Record<string, TAvatarType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Receives one picture, checks its type by its bytes and its size, and stores it by its SHA-256. */
async function receiveAvatar(req: FastifyRequest, store: FileStore): Promise<string> {
  let file;
  try {
    file = await req.file();
  } catch {
    throw fieldError('avatar', AVATAR_MESSAGES.missing);
  }
  if (!file) throw fieldError('avatar', AVATAR_MESSAGES.missing);
  const staged = await store.stage(file.file).catch(() => {
    throw fieldError('avatar', 'The upload was interrupted; nothing was stored');
  });
  const type = sniffAvatarType(staged.head);
  const problem =
    file.file.truncated || staged.sizeBytes > AVATAR_MAX_BYTES
      ? AVATAR_MESSAGES.tooLarge
      : !type
        ? AVATAR_MESSAGES.type
        : null;
  if (problem || !type) {
    await store.discard(staged.tmpPath);
    throw fieldError('avatar', problem ?? AVATAR_MESSAGES.type, problem === AVATAR_MESSAGES.tooLarge ? 413 : 400);
  }
  await store.commit(staged);
  return avatarUrl(staged.sha256, type);
}

/** Sets a user's avatar address and audits the change as an update of that user. */
async function setAvatar(app: FastifyInstance, req: FastifyRequest, userId: number, avatar: string | null) {
  await app.db.transaction(async (tx) => {
    const before = await getUser(tx, userId);
    if (!before) throw notFound('User');
    await tx.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, userId));
    await writeAudit(tx, req.actor(), [
      {
        eventtype: 'update',
        eventdescription: `Avatar of ${before.email} ${avatar ? 'changed' : 'removed'}`,
        entity: 'user',
        entityId: userId,
        datavalue: 'avatar',
        oldvalue: before.avatar,
        newvalue: avatar,
      },
    ]);
  });
  return (await getUser(app.db, userId))!;
}

const audited = (r: Record<string, unknown>) => ({ ...r, last_login_at: undefined, created_at: undefined });

/**
 * The signed-in user's own record (/pages/profile): read it, change the personal fields, set or remove the
 * avatar; administrators set anyone's avatar. Avatars are stored apart from documents and served by their
 * SHA-256 address, which only an avatar in use answers; no other call sets an avatar address.
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Avatars live in their own store: an avatar address can never name a document.
  const store = app.fileStore('avatars');
  const multipartBody = { consumes: ['multipart/form-data'] };

  app.get(
    '/api/account/profile',
    {
      config: { access: 'authenticated', allowWithExpiredPassword: true, allowDuringMfaEnrolment: true },
      schema: { tags, summary: 'My user record', response: { 200: ZUserRecord } },
    },
    async (req) => (await getUser(app.db, req.user!.id))!,
  );

  app.put(
    '/api/account/profile',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Change my personal fields (name, contact, location, social links, languages)',
        body: ZProfileInput,
        response: { 200: ZUserRecord, 400: ZApiError },
      },
    },
    async (req) => {
      const id = req.user!.id;
      await app.db.transaction(async (tx) => {
        const before = (await getUser(tx, id))!;
        await tx
          .update(users)
          .set({ ...personalColumns(req.body), updatedAt: new Date() })
          .where(eq(users.id, id));
        const after = (await getUser(tx, id))!;
        await writeAudit(
          tx,
          req.actor(),
          changeEvents(
            {
              eventtype: 'update',
              eventdescription: `${after.email} changed their profile`,
              entity: 'user',
              entityId: id,
            },
            audited(before),
            audited(after),
          ),
        );
      });
      return (await getUser(app.db, id))!;
    },
  );

  app.post(
    '/api/account/avatar',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Set my avatar (multipart: avatar; PNG, JPEG or WebP, at most 2 MB)',
        ...multipartBody,
        response: { 200: ZUserRecord, 400: ZApiError, 413: ZApiError },
      },
    },
    async (req) => setAvatar(app, req, req.user!.id, await receiveAvatar(req, store)),
  );

  app.delete(
    '/api/account/avatar',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Remove my avatar', response: { 200: ZUserRecord } },
    },
    async (req) => setAvatar(app, req, req.user!.id, null),
  );

  app.post(
    '/api/users/:id/avatar',
    {
      config: { access: { roles: ['admin'], area: 'users', action: 'write' } },
      schema: {
        tags,
        summary: "Set a user's avatar (multipart: avatar; PNG, JPEG or WebP, at most 2 MB)",
        params: ZIdParam,
        ...multipartBody,
        response: { 200: ZUserRecord, 400: ZApiError, 404: ZApiError, 413: ZApiError },
      },
    },
    async (req) => {
      if (!(await getUser(app.db, req.params.id))) throw notFound('User');
      return setAvatar(app, req, req.params.id, await receiveAvatar(req, store));
    },
  );

  app.delete(
    '/api/users/:id/avatar',
    {
      config: { access: { roles: ['admin'], area: 'users', action: 'write' } },
      schema: {
        tags,
        summary: "Remove a user's avatar",
        params: ZIdParam,
        response: { 200: ZUserRecord, 404: ZApiError },
      },
    },
    async (req) => setAvatar(app, req, req.params.id, null),
  );

  app.get(
    '/api/avatars/:file',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'An avatar picture, by its SHA-256 address',
        params: z.object({ file: z.string().max(80) }),
        response: { 404: ZApiError },
      },
    },
    async (req, reply) => {
      const url = `/api/avatars/${req.params.file}`;
      const m = AVATAR_URL_RE.exec(url);
      if (!m) throw notFound('Avatar');
      const [inUse] = await app.db.select({ id: users.id }).from(users).where(eq(users.avatar, url)).limit(1);
      // An address set before avatars had their own store names no avatar file: not found, not a document.
      if (!inUse || !(await store.has(store.relativePath(m[1]!)))) throw notFound('Avatar');
      reply
        .header('content-type', AVATAR_CONTENT_TYPES[m[2]!]!)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable');
      return sendBinary(reply, await store.open(store.relativePath(m[1]!)));
    },
  );
};

export default profileRoutes;
