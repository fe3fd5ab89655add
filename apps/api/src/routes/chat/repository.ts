import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { chatPair, WORKSPACE_ROLES, type TChatContact, type TChatMessage } from '@lab/domain';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import { chatMembers, chatMessages, chats, users } from '../../db/schema/index';
import { likeEscape } from '../../lib/like';
import { presenceOfUsers } from '../../services/presence';

/** Chat partners are the active portal users of the workspace roles (docs/workspace.md#chat). */
const isChatUser = and(eq(users.status, 'active'), inArray(users.role, [...WORKSPACE_ROLES]));

const contactColumns = {
  id: users.id,
  name: users.name,
  department: users.department,
  role: users.role,
  avatar: users.avatar,
};
type ContactRow = { id: number; name: string; department: string | null; role: string | null; avatar: string | null };

async function toContacts(ex: Executor, rows: ContactRow[]): Promise<TChatContact[]> {
  const presence = await presenceOfUsers(
    ex,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    uid: r.id,
    displayName: r.name,
    about: [r.department, r.role].filter(Boolean).join(' · '),
    photoURL: r.avatar,
    status: presence.get(r.id) ?? 'offline',
  }));
}

/** These users as chat contacts, with their presence (any status: a chat outlives an account's deactivation). */
export async function contactsByIds(ex: Executor, ids: readonly number[]): Promise<TChatContact[]> {
  if (ids.length === 0) return [];
  const rows = await ex
    .select(contactColumns)
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.name));
  return toContacts(ex, rows);
}

/** Everyone I may start a chat with, by name; `q` matches the name, email or department. */
export async function allContacts(ex: Executor, me: number, q: string | undefined): Promise<TChatContact[]> {
  const like = q ? `%${likeEscape(q)}%` : null;
  const rows = await ex
    .select(contactColumns)
    .from(users)
    .where(
      and(
        isChatUser,
        ne(users.id, me),
        like ? or(ilike(users.name, like), ilike(users.email, like), ilike(users.department, like)) : undefined,
      ),
    )
    .orderBy(asc(users.name))
    .limit(500);
  return toContacts(ex, rows);
}

export async function isActiveChatUser(ex: Executor, id: number): Promise<boolean> {
  const [row] = await ex
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isChatUser));
  return Boolean(row);
}

export interface MyChat {
  chatId: number;
  contactId: number;
  isPinned: boolean;
}

/** My chats: only those I am a member of, with the other party of each. */
export async function myChats(ex: Executor, me: number): Promise<MyChat[]> {
  const rows = await ex
    .select({ chatId: chats.id, low: chats.userLow, high: chats.userHigh, isPinned: chatMembers.isPinned })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.id, chatMembers.chatId))
    .where(eq(chatMembers.userId, me))
    .orderBy(desc(chatMembers.isPinned), sql`${chats.lastMessageAt} desc nulls last`);
  return rows.map((r) => ({ chatId: r.chatId, contactId: r.low === me ? r.high : r.low, isPinned: r.isPinned }));
}

/** My chat with this contact, or null: found by the pair, and only when I am a member. */
export async function findChat(ex: Executor, me: number, contactId: number): Promise<MyChat | null> {
  if (me === contactId) return null;
  const [low, high] = chatPair(me, contactId);
  const [row] = await ex
    .select({ chatId: chats.id, isPinned: chatMembers.isPinned })
    .from(chats)
    .innerJoin(chatMembers, and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, me)))
    .where(and(eq(chats.userLow, low), eq(chats.userHigh, high)));
  return row ? { chatId: row.chatId, contactId, isPinned: row.isPinned } : null;
}

/** The pair's chat, created with both memberships when missing (a concurrent first message finds the same row). */
export async function ensureChat(
  ex: Executor,
  me: number,
  contactId: number,
  pinned: boolean | undefined,
): Promise<{ chatId: number; created: boolean }> {
  const [low, high] = chatPair(me, contactId);
  const inserted = await ex
    .insert(chats)
    .values({ userLow: low, userHigh: high })
    .onConflictDoNothing()
    .returning({ id: chats.id });
  const chatId =
    inserted[0]?.id ??
    (
      await ex
        .select({ id: chats.id })
        .from(chats)
        .where(and(eq(chats.userLow, low), eq(chats.userHigh, high)))
    )[0]!.id;
  await ex
    .insert(chatMembers)
    .values([
      { chatId, userId: me, isPinned: Boolean(pinned) },
      { chatId, userId: contactId },
    ])
    .onConflictDoNothing();
  return { chatId, created: inserted.length > 0 };
}

export async function insertMessage(ex: Executor, chatId: number, senderId: number, text: string, at?: Date) {
  const [row] = await ex
    .insert(chatMessages)
    .values({ chatId, senderId, text, ...(at ? { createdAt: at } : {}) })
    .returning();
  await ex.update(chats).set({ lastMessageAt: row!.createdAt }).where(eq(chats.id, chatId));
  return row!;
}

type MessageRow = {
  id: number;
  chatId: number;
  senderId: number;
  text: string;
  createdAt: Date | string;
  seenAt: Date | string | null;
};

export const toMessage = (r: MessageRow, me: number): TChatMessage => ({
  id: r.id,
  textContent: r.text,
  time: new Date(r.createdAt).toISOString(),
  isSent: r.senderId === me,
  isSeen: r.seenAt !== null,
});

/**
 * The newest `limit` messages of each chat (and whether older ones exist), oldest first: one index range scan
 * per chat on chat_messages_history_idx.
 */
export async function latestMessages(
  ex: Executor,
  chatIds: readonly number[],
  me: number,
  limit: number,
): Promise<Map<number, { msg: TChatMessage[]; hasMore: boolean }>> {
  const out = new Map<number, { msg: TChatMessage[]; hasMore: boolean }>(
    chatIds.map((id) => [id, { msg: [], hasMore: false }]),
  );
  if (chatIds.length === 0) return out;
  const rows = await queryRows<{
    id: number;
    chat_id: number;
    sender_id: number;
    text: string;
    created_at: Date | string;
    seen_at: Date | string | null;
  }>(
    ex,
    sql`select m.id, m.chat_id, m.sender_id, m.text, m.created_at, m.seen_at
        from (values ${sql.join(
          chatIds.map((id) => sql`(${id}::integer)`),
          sql`, `,
        )}) as c(id)
        cross join lateral (
          select * from chat_messages where chat_id = c.id order by id desc limit ${limit + 1}
        ) m`,
  );
  const byChat = new Map<number, MessageRow[]>();
  for (const r of rows) {
    const chatId = Number(r.chat_id);
    const list = byChat.get(chatId) ?? [];
    list.push({
      id: Number(r.id),
      chatId,
      senderId: Number(r.sender_id),
      text: r.text,
      createdAt: r.created_at,
      seenAt: r.seen_at,
    });
    byChat.set(chatId, list);
  }
  for (const [chatId, list] of byChat) {
    list.sort((a, b) => b.id - a.id);
    out.set(chatId, {
      msg: list
        .slice(0, limit)
        .reverse()
        .map((r) => toMessage(r, me)),
      hasMore: list.length > limit,
    });
  }
  return out;
}

/** A page of one chat: the `limit` messages before `before` (or the newest), oldest first. */
export async function messagePage(ex: Executor, chatId: number, me: number, before: number | undefined, limit: number) {
  const rows = await ex
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), before ? lt(chatMessages.id, before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  return {
    msg: rows
      .slice(0, limit)
      .reverse()
      .map((r) => toMessage(r, me)),
    hasMore: rows.length > limit,
  };
}

/** Unseen messages to me, by sender (in a pair's chat, the sender who is not me is the contact). */
export async function unseenBySender(ex: Executor, me: number): Promise<Map<number, number>> {
  const rows = await ex
    .select({ sender: chatMessages.senderId, n: count() })
    .from(chatMessages)
    .innerJoin(chatMembers, and(eq(chatMembers.chatId, chatMessages.chatId), eq(chatMembers.userId, me)))
    .where(and(isNull(chatMessages.seenAt), ne(chatMessages.senderId, me)))
    .groupBy(chatMessages.senderId);
  return new Map(rows.map((r) => [r.sender, Number(r.n)]));
}

/** Marks the contact's messages to me in this chat seen; returns how many were unseen. */
export async function markSeen(ex: Executor, chatId: number, me: number): Promise<number> {
  const rows = await ex
    .update(chatMessages)
    .set({ seenAt: new Date() })
    .where(and(eq(chatMessages.chatId, chatId), ne(chatMessages.senderId, me), isNull(chatMessages.seenAt)))
    .returning({ id: chatMessages.id });
  return rows.length;
}

export async function setPinned(ex: Executor, chatId: number, me: number, value: boolean): Promise<void> {
  await ex
    .update(chatMembers)
    .set({ isPinned: value })
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, me)));
}
