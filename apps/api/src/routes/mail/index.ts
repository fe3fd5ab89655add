import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  checkTiff,
  DOCUMENT_MESSAGES,
  safeDownloadName,
  sniffDocumentType,
  storedFileName,
  toggleLabel,
  WORKSPACE_ROLES,
  ZApiError,
  ZMailAttachment,
  ZMailDirectory,
  ZMailDirectoryQuery,
  ZMailList,
  ZMailListQuery,
  ZMailUnreadCount,
  ZMailUpdated,
  ZMarkUnread,
  ZMoveMails,
  ZSendMail,
  ZSendMailResult,
  ZSetLabels,
  ZSetStarred,
  ZSetStarredResult,
  MAIL_MESSAGES,
} from '@lab/domain';
import { readFile } from 'node:fs/promises';
import { mailAttachments, mailboxes } from '../../db/schema/index';
import { receiveUpload } from '../../lib/multipart-upload';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { directory, inboxUnread, listMails, ownCopies, readableAttachment, unreadByFolder } from './repository';
import { canMove, sendMail, ZAttachmentParam } from './service';

/** Every call is for the lab's people (staff and physicians); a patient gets 403 (docs/workspace.md#mail). */
const ACCESS = { roles: WORKSPACE_ROLES } as const;
const tags = ['email'];
/** A download answers the file's bytes (streamed, never serialised). */
const ZFileBytes = z.unknown().describe('The file');

const reader = (req: FastifyRequest) => ({ id: req.user!.id, role: req.user!.role });

const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail files live apart from the lab's documents, so an address of one never reaches the other.
  const store = app.fileStore('mail-files');
  const smtp = Boolean(app.config.smtpUrl);

  /** Tells my other tabs and devices that my copies changed. */
  const changed = (userId: number) => app.live.publish([userId], { type: 'mail', data: {} });

  app.get(
    '/api/email/mails',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary:
          'My mails of a folder (inbox, sent, draft, trash, spam), starred, or a label; newest first; q searches',
        querystring: ZMailListQuery,
        response: { 200: ZMailList },
      },
    },
    async (req) => {
      const mails = await listMails(app.db, reader(req), req.query);
      await req.audit({
        eventtype: 'read',
        eventdescription: `Mailbox listed (${mails.length} mails)`,
        entity: 'mail',
      });
      return mails;
    },
  );

  app.get(
    '/api/email/unread-count',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'How many mails of my inbox are unread (and per folder)',
        response: { 200: ZMailUnreadCount },
      },
    },
    async (req) => ({
      unread: await inboxUnread(app.db, req.user!.id),
      folders: await unreadByFolder(app.db, req.user!.id),
    }),
  );

  app.get(
    '/api/email/directory',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Portal users mail can reach, by name or email (the To/Cc/Bcc pickers)',
        querystring: ZMailDirectoryQuery,
        response: { 200: ZMailDirectory },
      },
    },
    async (req) => directory(app.db, req.query.q),
  );

  app.post(
    '/api/email/set-starred',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Toggle the star of one of my mails',
        body: ZSetStarred,
        response: { 200: ZSetStarredResult, 404: ZApiError },
      },
    },
    async (req) => {
      const userId = req.user!.id;
      const result = await app.db.transaction(async (tx) => {
        const [copy] = await ownCopies(tx, userId, [req.body.mailId]);
        if (!copy) throw notFound('Mail');
        const isStarred = !copy.isStarred;
        await tx.update(mailboxes).set({ isStarred }).where(eq(mailboxes.id, copy.id));
        await req.audit(
          {
            eventtype: 'update',
            eventdescription: isStarred ? 'Mail starred' : 'Mail unstarred',
            entity: 'mail',
            entityId: copy.id,
          },
          tx,
        );
        return { id: copy.id, isStarred };
      });
      await changed(userId);
      return result;
    },
  );

  app.post(
    '/api/email/move-mails',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Move my mails to a folder (trash is a folder: nothing is deleted)',
        body: ZMoveMails,
        response: { 200: ZMailUpdated, 400: ZApiError, 404: ZApiError },
      },
    },
    async (req) => {
      const userId = req.user!.id;
      const { selectedEmails, mailFolder } = req.body;
      const updated = await app.db.transaction(async (tx) => {
        const copies = await ownCopies(tx, userId, selectedEmails);
        if (copies.length !== new Set(selectedEmails).size) throw notFound('Mail');
        if (!copies.every((c) => canMove(c, userId, mailFolder))) throw fieldError('mailFolder', MAIL_MESSAGES.badMove);
        await tx
          .update(mailboxes)
          .set({ folder: mailFolder })
          .where(
            inArray(
              mailboxes.id,
              copies.map((c) => c.id),
            ),
          );
        await req.audit(
          {
            eventtype: 'update',
            eventdescription: `${copies.length} mails moved to ${mailFolder}`,
            entity: 'mail',
            entityId: copies.map((c) => c.id).join(','),
          },
          tx,
        );
        return copies.length;
      });
      await changed(userId);
      return { updated };
    },
  );

  app.post(
    '/api/email/mark-unread',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Mark my mails unread (unreadFlag true) or read',
        body: ZMarkUnread,
        response: { 200: ZMailUpdated, 404: ZApiError },
      },
    },
    async (req) => {
      const userId = req.user!.id;
      const { emailIds, unreadFlag } = req.body;
      const updated = await app.db.transaction(async (tx) => {
        const copies = await ownCopies(tx, userId, emailIds);
        if (copies.length !== new Set(emailIds).size) throw notFound('Mail');
        await tx
          .update(mailboxes)
          .set({ unread: unreadFlag })
          .where(
            inArray(
              mailboxes.id,
              copies.map((c) => c.id),
            ),
          );
        await req.audit(
          {
            eventtype: unreadFlag ? 'update' : 'read',
            eventdescription: `${copies.length} mails marked ${unreadFlag ? 'unread' : 'read'}`,
            entity: 'mail',
            entityId: copies.map((c) => c.id).join(','),
          },
          tx,
        );
        return copies.length;
      });
      await changed(userId);
      return { updated };
    },
  );

  app.post(
    '/api/email/set-labels',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: 'Toggle a label (personal, company, important, private) on my mails',
        body: ZSetLabels,
        response: { 200: ZMailUpdated, 404: ZApiError },
      },
    },
    async (req) => {
      const userId = req.user!.id;
      const { emailIds, label } = req.body;
      const updated = await app.db.transaction(async (tx) => {
        const copies = await ownCopies(tx, userId, emailIds);
        if (copies.length !== new Set(emailIds).size) throw notFound('Mail');
        for (const c of copies) {
          await tx
            .update(mailboxes)
            .set({ labels: toggleLabel(c.labels, label) })
            .where(eq(mailboxes.id, c.id));
        }
        await req.audit(
          {
            eventtype: 'update',
            eventdescription: `Label ${label} toggled on ${copies.length} mails`,
            entity: 'mail',
            entityId: copies.map((c) => c.id).join(','),
          },
          tx,
        );
        return copies.length;
      });
      await changed(userId);
      return { updated };
    },
  );

  app.post(
    '/api/email/send-mail',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary:
          'Send a mail to portal users (and, with SMTP_URL, outside addresses), or save a draft ({draft:true}); id sends or updates a draft',
        body: ZSendMail,
        response: { 201: ZSendMailResult, 400: ZApiError, 404: ZApiError, 502: ZApiError },
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      const outcome = await app.db.transaction(async (tx) => {
        const out = await sendMail(tx, userId, req.body, app.mailer, smtp);
        const n = out.recipientIds.length + out.outside;
        await req.audit(
          {
            eventtype: 'create',
            eventdescription: req.body.draft
              ? 'Mail draft saved'
              : `Mail sent (${n} recipients${out.outside ? `, ${out.outside} outside` : ''})`,
            entity: 'mail',
            entityId: out.messageId,
          },
          tx,
        );
        return out;
      });
      await app.live.publish([userId, ...outcome.recipientIds], { type: 'mail', data: {} });
      return reply.code(201).send({ id: outcome.id });
    },
  );

  app.post(
    '/api/email/attachments',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary:
          'Upload an attachment (multipart, field file: PDF, PNG, JPEG or TIFF by its bytes, at most 25 MB); name its id in send-mail',
        consumes: ['multipart/form-data'],
        response: { 201: ZMailAttachment, 400: ZApiError, 413: ZApiError },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw fieldError('file', DOCUMENT_MESSAGES.noFile);
      const { staged, fileName } = await receiveUpload(req, store);
      let mime: string;
      try {
        if (!staged || staged.sizeBytes === 0) throw fieldError('file', DOCUMENT_MESSAGES.noFile);
        const sniffed = sniffDocumentType(staged.head);
        if (!sniffed)
          throw fieldError('file', `${fileName ? storedFileName(fileName) : 'The file'}: ${DOCUMENT_MESSAGES.badType}`);
        if (sniffed === 'image/tiff') {
          const check = checkTiff(await readFile(staged.tmpPath));
          if (!check.ok) throw fieldError('file', check.reason);
        }
        if (fileName.includes('\u0000')) throw fieldError('file', 'may not contain NUL characters');
        mime = sniffed;
      } catch (err) {
        if (staged) await store.discard(staged.tmpPath);
        throw err;
      }
      const file = staged!;
      await store.commit(file);
      const row = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(mailAttachments)
          .values({
            uploadedBy: req.user!.id,
            fileName: storedFileName(fileName),
            mimeType: mime,
            sizeBytes: file.sizeBytes,
            sha256: file.sha256,
            storagePath: store.relativePath(file.sha256),
          })
          .returning();
        await req.audit(
          {
            eventtype: 'upload',
            eventdescription: 'Mail attachment uploaded',
            entity: 'mail-attachment',
            entityId: created!.id,
          },
          tx,
        );
        return created!;
      });
      return reply.code(201).send({ id: row.id, fileName: row.fileName, size: row.sizeBytes, mime: row.mimeType });
    },
  );

  app.get(
    '/api/email/attachments/:id',
    {
      config: { access: ACCESS, signedUrl: true },
      schema: {
        tags,
        summary: 'Download an attachment of a mail I am a party of',
        params: ZAttachmentParam,
        response: { 200: ZFileBytes, 404: ZApiError, 500: ZApiError },
      },
    },
    async (req, reply) => {
      const row = await readableAttachment(app.db, req.user!.id, req.params.id);
      if (!row) throw notFound('Attachment');
      const actual = await store.hashOf(row.storagePath);
      if (actual !== row.sha256) {
        req.log.error(
          { attachmentId: row.id, expected: row.sha256, actual },
          'stored mail attachment does not match its SHA-256',
        );
        throw new HttpError(500, DOCUMENT_MESSAGES.damaged);
      }
      await req.audit({
        eventtype: 'download',
        eventdescription: 'Mail attachment downloaded',
        entity: 'mail-attachment',
        entityId: row.id,
      });
      const name = safeDownloadName(row.fileName, row.mimeType);
      const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', row.mimeType)
        .header('content-length', String(row.sizeBytes))
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(await store.open(row.storagePath));
    },
  );
};

export default mailRoutes;
