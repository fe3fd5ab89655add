import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  findCaseNumbers,
  mailFilterRule,
  mailSearchWords,
  WORKSPACE_ROLES,
  type TMail,
  type TMailAttachment,
  type TMailDirectoryEntry,
  type TMailFolder,
  type TMailLabel,
  type TMailListQuery,
  type TMailReply,
} from '@lab/domain';
import { queryRows, type Executor } from '../../db/client';
import { mailAttachments, mailboxes, mailMessages, users } from '../../db/schema/index';
import { likeEscape } from '../../lib/like';
import { resolveCaseLinks, type CaseLinkReader } from '../../services/case-links';

const threadOf = sql<number>`coalesce(${mailMessages.threadId}, ${mailMessages.id})`;

const copyColumns = {
  id: mailboxes.id,
  messageId: mailboxes.messageId,
  ownerId: mailboxes.ownerId,
  folder: mailboxes.folder,
  isStarred: mailboxes.isStarred,
  labels: mailboxes.labels,
  unread: mailboxes.unread,
  deliveredAt: mailboxes.deliveredAt,
  senderId: mailMessages.senderId,
  senderEmail: users.email,
  senderName: users.name,
  senderAvatar: users.avatar,
  to: mailMessages.toAddresses,
  cc: mailMessages.ccAddresses,
  bcc: mailMessages.bccAddresses,
  subject: mailMessages.subject,
  body: mailMessages.body,
  inReplyTo: mailMessages.inReplyTo,
  threadId: threadOf,
  sentAt: mailMessages.sentAt,
};

interface CopyRow {
  id: number;
  messageId: number;
  ownerId: number;
  folder: string;
  isStarred: boolean;
  labels: string[];
  unread: boolean;
  deliveredAt: Date;
  senderId: number;
  senderEmail: string;
  senderName: string;
  senderAvatar: string | null;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  body: string;
  inReplyTo: number | null;
  threadId: number;
  sentAt: Date | null;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

function filterCondition(filter: string | undefined): SQL {
  const rule = mailFilterRule(filter);
  if (rule.kind === 'folder') return eq(mailboxes.folder, rule.folder);
  if (rule.kind === 'starred') return and(eq(mailboxes.isStarred, true), ne(mailboxes.folder, 'trash'))!;
  return and(sql`${mailboxes.labels} @> ${JSON.stringify([rule.label])}::jsonb`, ne(mailboxes.folder, 'trash'))!;
}

/** The users whose name or address contain the search (a small table: "contains" stays for senders). */
const usersMatching = (like: string) =>
  sql`(select ${users.id} from ${users} where lower(${users.name}) like ${like} or lower(${users.email}) like ${like})`;

/**
 * A search by "contains" (docs/workspace.md#mail): one with a digit in it (a case number, a time), through the
 * trigram index, the matching messages found first; or the sender's name or address.
 */
function containsCondition(like: string): SQL {
  return or(
    inArray(
      mailboxes.messageId,
      sql`(select ${mailMessages.id} from ${mailMessages} where lower(${mailMessages.subject} || ' ' || ${mailMessages.body}) like ${like})`,
    ),
    inArray(mailMessages.senderId, usersMatching(like)),
  )!;
}

/**
 * A word search first looks through the newest copies of the folder only: a common word fills the page there at once.
 * When it does not (a word that is rare in this mailbox, though maybe common in others'), the messages with the words
 * are found by the word index first, then my copies of them.
 */
const SEARCH_WINDOW = 2000;

async function searchByWords(ex: Executor, mine: SQL, words: string, like: string, limit: number): Promise<CopyRow[]> {
  // The senders by name, first: most searches name none, and then the plan has no second branch to walk for.
  const senders = (await queryRows<{ id: number }>(ex, usersMatching(like))).map((r) => Number(r.id));
  const bySender = senders.length ? inArray(mailMessages.senderId, senders) : undefined;
  const query = sql`to_tsquery('simple', ${words})`;
  const newest = sql`(select ${mailboxes.id} from ${mailboxes} where ${mine}
    order by ${mailboxes.deliveredAt} desc, ${mailboxes.id} desc limit ${SEARCH_WINDOW})`;
  const inWindow = await selectCopies(
    ex,
    and(inArray(mailboxes.id, newest), or(sql`${mailMessages.searchWords} @@ ${query}`, bySender)),
    'newest',
    limit,
  );
  if (inWindow.length >= limit) return inWindow;
  const byIndex = sql`(with m as materialized (select ${mailMessages.id} as id from ${mailMessages}
    where ${mailMessages.searchWords} @@ ${query}) select id from m)`;
  return selectCopies(ex, and(mine, or(inArray(mailboxes.messageId, byIndex), bySender)), 'newest', limit);
}

async function selectCopies(
  ex: Executor,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  limit?: number,
): Promise<CopyRow[]> {
  const query = ex
    .select(copyColumns)
    .from(mailboxes)
    .innerJoin(mailMessages, eq(mailMessages.id, mailboxes.messageId))
    .innerJoin(users, eq(users.id, mailMessages.senderId))
    .where(where)
    .orderBy(
      ...(order === 'newest'
        ? [desc(mailboxes.deliveredAt), desc(mailboxes.id)]
        : [asc(mailboxes.deliveredAt), asc(mailboxes.id)]),
    );
  return (limit ? await query.limit(limit) : await query) as CopyRow[];
}

async function attachmentsOf(ex: Executor, messageIds: number[]): Promise<Map<number, TMailAttachment[]>> {
  const map = new Map<number, TMailAttachment[]>();
  if (messageIds.length === 0) return map;
  const rows = await ex
    .select({
      id: mailAttachments.id,
      messageId: mailAttachments.messageId,
      fileName: mailAttachments.fileName,
      size: mailAttachments.sizeBytes,
      mime: mailAttachments.mimeType,
    })
    .from(mailAttachments)
    .where(inArray(mailAttachments.messageId, messageIds))
    .orderBy(asc(mailAttachments.id));
  for (const { messageId, ...a } of rows) {
    const list = map.get(messageId!) ?? [];
    list.push(a);
    map.set(messageId!, list);
  }
  return map;
}

/** Turns copies into Email records as `reader` sees them, with their threads and case links. */
async function toMails(ex: Executor, reader: CaseLinkReader, rows: CopyRow[]): Promise<TMail[]> {
  if (rows.length === 0) return [];
  const threadIds = [...new Set(rows.map((r) => Number(r.threadId)))];
  // A thread is its first message and the messages naming it: both found by index (the primary key and
  // thread_id), never by scanning the reader's whole mailbox.
  const threadRows = await selectCopies(
    ex,
    and(
      eq(mailboxes.ownerId, reader.id),
      ne(mailboxes.folder, 'trash'),
      or(inArray(mailMessages.id, threadIds), inArray(mailMessages.threadId, threadIds)),
    ),
    'oldest',
  );
  const all = [...rows, ...threadRows];
  const files = await attachmentsOf(ex, [...new Set(all.map((r) => r.messageId))]);
  const links = await resolveCaseLinks(
    ex,
    reader,
    all.flatMap((r) => [r.subject, r.body]),
  );
  const linkOf = new Map(links.map((l) => [l.caseNumber, l]));
  const record = (r: CopyRow): TMailReply => {
    const when = r.sentAt ?? r.deliveredAt;
    const numbers = findCaseNumbers(`${r.subject}\n${r.body}`);
    return {
      id: r.id,
      messageId: r.messageId,
      inReplyTo: r.inReplyTo,
      sender: r.senderEmail,
      sender_name: r.senderName,
      to: r.to,
      img: r.senderAvatar,
      subject: r.subject,
      cc: r.cc,
      bcc: r.senderId === reader.id ? r.bcc : [],
      message: r.body,
      attachments: files.get(r.messageId) ?? [],
      isStarred: r.isStarred,
      labels: r.labels as TMailLabel[],
      time: when.toISOString(),
      day: DAYS[when.getUTCDay()]!,
      year: when.getUTCFullYear(),
      mailFolder: r.folder as TMailFolder,
      unread: r.unread,
      caseLinks: numbers.flatMap((n) => (linkOf.has(n) ? [linkOf.get(n)!] : [])),
    };
  };
  const byThread = new Map<number, TMailReply[]>();
  for (const r of threadRows) {
    const t = Number(r.threadId);
    byThread.set(t, [...(byThread.get(t) ?? []), record(r)]);
  }
  return rows.map((r) => ({
    ...record(r),
    replies: (byThread.get(Number(r.threadId)) ?? []).filter((m) => m.id !== r.id),
  }));
}

/** The reader's mails of one filter (folder, starred or label; unknown → inbox), newest first, searched by `q`. */
export async function listMails(ex: Executor, reader: CaseLinkReader, query: TMailListQuery): Promise<TMail[]> {
  const mine = and(eq(mailboxes.ownerId, reader.id), filterCondition(query.filter))!;
  const text = query.q?.trim();
  if (!text) return toMails(ex, reader, await selectCopies(ex, mine, 'newest', query.limit));
  const like = `%${likeEscape(text.toLowerCase())}%`;
  const words = mailSearchWords(text);
  const rows = words
    ? await searchByWords(ex, mine, words, like, query.limit)
    : await selectCopies(ex, and(mine, containsCondition(like)), 'newest', query.limit);
  return toMails(ex, reader, rows);
}

/** One of the reader's copies as an Email record (null when it is not theirs). */
export async function getMail(ex: Executor, reader: CaseLinkReader, id: number): Promise<TMail | null> {
  const rows = await selectCopies(ex, and(eq(mailboxes.ownerId, reader.id), eq(mailboxes.id, id)), 'newest', 1);
  const [mail] = await toMails(ex, reader, rows);
  return mail ?? null;
}

/** The owner's copies among `ids`, locked for the change (fewer rows than ids means some are not theirs). */
export async function ownCopies(ex: Executor, ownerId: number, ids: number[]) {
  return ex
    .select({
      id: mailboxes.id,
      messageId: mailboxes.messageId,
      folder: mailboxes.folder,
      labels: mailboxes.labels,
      isStarred: mailboxes.isStarred,
      senderId: mailMessages.senderId,
      sentAt: mailMessages.sentAt,
    })
    .from(mailboxes)
    .innerJoin(mailMessages, eq(mailMessages.id, mailboxes.messageId))
    .where(and(eq(mailboxes.ownerId, ownerId), inArray(mailboxes.id, [...new Set(ids)])))
    .for('update', { of: mailboxes });
}

export async function inboxUnread(ex: Executor, ownerId: number): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(mailboxes)
    .where(and(eq(mailboxes.ownerId, ownerId), eq(mailboxes.folder, 'inbox'), eq(mailboxes.unread, true)));
  return Number(row?.n ?? 0);
}

/** Unread counts per folder (inbox, spam …) for the left pane. */
export async function unreadByFolder(ex: Executor, ownerId: number): Promise<Record<string, number>> {
  const rows = await ex
    .select({ folder: mailboxes.folder, n: count() })
    .from(mailboxes)
    .where(and(eq(mailboxes.ownerId, ownerId), eq(mailboxes.unread, true)))
    .groupBy(mailboxes.folder);
  return Object.fromEntries(rows.map((r) => [r.folder, Number(r.n)]));
}

const workspaceUser = and(eq(users.status, 'active'), inArray(users.role, [...WORKSPACE_ROLES]));

/** Active portal users who may use mail, by name or email (the To/Cc/Bcc pickers). */
export async function directory(ex: Executor, q: string | undefined, limit = 20): Promise<TMailDirectoryEntry[]> {
  const text = q?.trim().toLowerCase();
  const like = text ? `%${likeEscape(text)}%` : undefined;
  return ex
    .select({ id: users.id, name: users.name, email: users.email, avatar: users.avatar, role: users.role })
    .from(users)
    .where(
      and(
        workspaceUser,
        like ? or(sql`lower(${users.name}) like ${like}`, sql`lower(${users.email}) like ${like}`) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}

/** The portal users behind addresses (any status and role: the caller decides who may receive). */
export async function usersByEmail(ex: Executor, emails: string[]) {
  if (emails.length === 0) return [];
  return ex
    .select({ id: users.id, email: sql<string>`lower(${users.email})`, status: users.status, role: users.role })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
}

/** An attachment the user may read: they are a party of its message, or they uploaded it and it is not sent yet. */
export async function readableAttachment(ex: Executor, userId: number, id: number) {
  const [row] = await ex
    .select()
    .from(mailAttachments)
    .where(
      and(
        eq(mailAttachments.id, id),
        or(
          sql`exists (select 1 from ${mailboxes} where ${mailboxes.messageId} = ${mailAttachments.messageId} and ${mailboxes.ownerId} = ${userId})`,
          and(sql`${mailAttachments.messageId} is null`, eq(mailAttachments.uploadedBy, userId)),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}
