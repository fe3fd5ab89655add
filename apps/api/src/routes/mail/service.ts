import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { MAIL_MESSAGES, WORKSPACE_ROLES, type TMailFolder } from '@lab/domain';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { mailAttachments, mailboxes, mailMessages } from '../../db/schema/index';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import { ownCopies, usersByEmail } from './repository';

/** send-mail's body after validation (ZSendMail's output). */
export interface SendInput {
  id?: number;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
  attachments: number[];
  inReplyTo?: number;
  draft: boolean;
}

export interface SendOutcome {
  /** The sender's copy (the draft's own id when a draft was sent). */
  id: number;
  messageId: number;
  /** Portal users who received a copy (not the sender). */
  recipientIds: number[];
  outside: number;
}

type AddressField = 'to' | 'cc' | 'bcc';

/**
 * Who the addresses are: portal users who may use mail get a copy; any other portal user is refused; an address
 * of nobody goes out by SMTP when a mail server is configured, else it is refused naming its field
 * (docs/workspace.md#mail). A draft keeps whatever was typed; it is checked when sent.
 */
async function resolveRecipients(ex: Executor, input: SendInput, senderId: number, smtp: boolean) {
  const fieldOf = new Map<string, AddressField>();
  for (const f of ['bcc', 'cc', 'to'] as const) for (const a of input[f]) fieldOf.set(a, f);
  const found = new Map((await usersByEmail(ex, [...fieldOf.keys()])).map((u) => [u.email, u]));
  const recipientIds = new Set<number>();
  const outside = { toCc: [] as string[], bcc: [] as string[] };
  for (const [address, field] of fieldOf) {
    const user = found.get(address);
    if (user) {
      const canReceive = user.status === 'active' && (WORKSPACE_ROLES as readonly string[]).includes(user.role ?? '');
      if (!canReceive) {
        if (input.draft) continue;
        throw fieldError(field, `${address} ${MAIL_MESSAGES.cannotReceive}`);
      }
      if (user.id !== senderId) recipientIds.add(user.id);
    } else if (!input.draft) {
      if (!smtp) throw fieldError(field, `${address} ${MAIL_MESSAGES.notPortalUser}`);
      if (field === 'bcc') outside.bcc.push(address);
      else outside.toCc.push(address);
    }
  }
  return { recipientIds: [...recipientIds], outside };
}

/** Saves a draft or sends a mail, inside the caller's transaction; outside addresses go out last (a refusal rolls back). */
export async function sendMail(
  tx: Executor,
  senderId: number,
  input: SendInput,
  mailer: Mailer,
  smtp: boolean,
): Promise<SendOutcome> {
  if (!input.draft && input.to.length + input.cc.length + input.bcc.length === 0)
    throw fieldError('to', MAIL_MESSAGES.noRecipient);
  const { recipientIds, outside } = await resolveRecipients(tx, input, senderId, smtp);

  let draft: { copyId: number; messageId: number; inReplyTo: number | null; threadId: number | null } | null = null;
  if (input.id !== undefined) {
    const [copy] = await ownCopies(tx, senderId, [input.id]);
    if (!copy || copy.sentAt !== null || copy.senderId !== senderId) throw notFound('Mail');
    const [msg] = await tx.select().from(mailMessages).where(eq(mailMessages.id, copy.messageId));
    draft = { copyId: copy.id, messageId: copy.messageId, inReplyTo: msg!.inReplyTo, threadId: msg!.threadId };
  }

  let inReplyTo = draft?.inReplyTo ?? null;
  let threadId = draft?.threadId ?? null;
  if (input.inReplyTo !== undefined) {
    const [parentCopy] = await ownCopies(tx, senderId, [input.inReplyTo]);
    if (!parentCopy || parentCopy.sentAt === null) throw notFound('Mail');
    const [parent] = await tx.select().from(mailMessages).where(eq(mailMessages.id, parentCopy.messageId));
    inReplyTo = parent!.id;
    threadId = parent!.threadId ?? parent!.id;
  }

  const now = new Date();
  const fields = {
    toAddresses: input.to,
    ccAddresses: input.cc,
    bccAddresses: input.bcc,
    subject: input.subject,
    body: input.message,
    inReplyTo,
    sentAt: input.draft ? null : now,
    updatedAt: now,
  };
  let messageId: number;
  let copyId: number;
  if (draft) {
    messageId = draft.messageId;
    copyId = draft.copyId;
    await tx.update(mailMessages).set(fields).where(eq(mailMessages.id, messageId));
    await tx
      .update(mailboxes)
      .set({ folder: input.draft ? 'draft' : 'sent', deliveredAt: now, unread: false })
      .where(eq(mailboxes.id, copyId));
  } else {
    const [msg] = await tx
      .insert(mailMessages)
      .values({ ...fields, senderId })
      .returning({ id: mailMessages.id });
    messageId = msg!.id;
    const [copy] = await tx
      .insert(mailboxes)
      .values({ messageId, ownerId: senderId, folder: input.draft ? 'draft' : 'sent', deliveredAt: now })
      .returning({ id: mailboxes.id });
    copyId = copy!.id;
  }
  // A thread is named by its first message; a new conversation is its own thread.
  await tx
    .update(mailMessages)
    .set({ threadId: threadId ?? messageId })
    .where(eq(mailMessages.id, messageId));

  await attachFiles(tx, senderId, messageId, input.attachments);

  if (!input.draft && recipientIds.length > 0) {
    await tx
      .insert(mailboxes)
      .values(recipientIds.map((ownerId) => ({ messageId, ownerId, folder: 'inbox', unread: true, deliveredAt: now })));
  }

  const outsideCount = outside.toCc.length + outside.bcc.length;
  if (outsideCount > 0) {
    const text = input.message;
    try {
      // Outside blind copies go one by one, so no outside reader learns of the others.
      if (outside.toCc.length) await mailer.send({ to: outside.toCc, subject: input.subject, text });
      for (const address of outside.bcc) await mailer.send({ to: [address], subject: input.subject, text });
    } catch {
      throw new HttpError(502, 'The mail server did not accept the mail; nothing was sent', {
        to: 'The mail server did not accept the mail',
      });
    }
  }
  return { id: copyId, messageId, recipientIds, outside: outsideCount };
}

/**
 * Ties uploaded files to the message. A file of mine not sent yet is claimed; a file of a mail I am a party of
 * (forwarding) is referenced again by a new row over the same stored bytes; anything else is unknown (404).
 * Files a draft no longer names go back to being unsent uploads.
 */
async function attachFiles(tx: Executor, userId: number, messageId: number, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  await tx
    .update(mailAttachments)
    .set({ messageId: null })
    .where(
      and(eq(mailAttachments.messageId, messageId), wanted.length ? notInArray(mailAttachments.id, wanted) : undefined),
    );
  if (wanted.length === 0) return;
  const rows = await tx.select().from(mailAttachments).where(inArray(mailAttachments.id, wanted));
  if (rows.length !== wanted.length) throw notFound('Attachment');
  for (const row of rows) {
    if (row.messageId === messageId) continue;
    if (row.messageId === null) {
      if (row.uploadedBy !== userId) throw notFound('Attachment');
      await tx
        .update(mailAttachments)
        .set({ messageId })
        .where(and(eq(mailAttachments.id, row.id), isNull(mailAttachments.messageId)));
      continue;
    }
    const [party] = await tx
      .select({ id: mailboxes.id })
      .from(mailboxes)
      .where(and(eq(mailboxes.messageId, row.messageId), eq(mailboxes.ownerId, userId)));
    if (!party) throw notFound('Attachment');
    const { id: _id, createdAt: _c, ...copy } = row;
    await tx.insert(mailAttachments).values({ ...copy, messageId, uploadedBy: userId });
  }
}

/** Whether a copy may go to `target`: a draft stays a draft or goes to trash; only the sender files a copy as Sent. */
export function canMove(copy: { senderId: number; sentAt: Date | null }, userId: number, target: TMailFolder): boolean {
  if (copy.sentAt === null) return target === 'draft' || target === 'trash';
  if (target === 'draft') return false;
  if (target === 'sent') return copy.senderId === userId;
  return true;
}

export const ZAttachmentParam = z.object({ id: z.coerce.number().int().positive() });
