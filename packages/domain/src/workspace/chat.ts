import { z } from 'zod';
import { ZPresenceStatus } from './presence';

/**
 * The chat app's shapes (docs/workspace.md#chat). docs/spec.md §3's Chat contact and Chat record, with what a
 * real thread needs besides (a message id for paging, the unseen count).
 */

/** Longest message, in characters (after trimming). */
export const CHAT_MESSAGE_MAX = 4000;
/** Messages per page of a thread: `chats` answers each thread's newest page, `messages` the older ones. */
export const CHAT_PAGE_SIZE = 50;
/** `chats` gives each chat its newest few (enough for the list's preview and the thread's first screen); the thread pages older ones. */
export const CHAT_LIST_MESSAGES = 20;
export const CHAT_PAGE_MAX = 200;

const ZUserId = z.coerce.number().int().positive();

/** docs/spec.md §3's Chat contact: a portal user as a chat partner. `uid` is the user's id. */
export const ZChatContact = z.object({
  uid: z.number().int(),
  displayName: z.string(),
  /** The user's department and role, e.g. "histology · editor". */
  about: z.string(),
  photoURL: z.string().nullable(),
  status: ZPresenceStatus,
});
export type TChatContact = z.infer<typeof ZChatContact>;

/** One message as the caller sees it: `isSent` = I sent it; `isSeen` = its receiver opened the thread since. */
export const ZChatMessage = z.object({
  id: z.number().int(),
  textContent: z.string(),
  time: z.string(),
  isSent: z.boolean(),
  isSeen: z.boolean(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** docs/spec.md §3's Chat record: my pin and the thread's newest page, oldest first. */
export const ZChatRecord = z.object({
  isPinned: z.boolean(),
  msg: z.array(ZChatMessage),
  /** Messages to me I have not seen. */
  unseenCount: z.number().int(),
  /** Older messages exist before `msg[0]` (page with `GET /api/app/chat/messages?before=`). */
  hasMore: z.boolean(),
});
export type TChatRecord = z.infer<typeof ZChatRecord>;

/** `GET /api/app/chat/chats`: the contacts I have a chat with, and the chats keyed by the contact's uid. */
export const ZChatsAndContacts = z.object({
  contacts: z.array(ZChatContact),
  chats: z.record(z.string(), ZChatRecord),
});
export type TChatsAndContacts = z.infer<typeof ZChatsAndContacts>;

export const ZChatContactList = z.array(ZChatContact);

export const ZChatMessageText = z
  .string()
  .trim()
  .min(1, 'Write a message')
  .max(CHAT_MESSAGE_MAX, `At most ${CHAT_MESSAGE_MAX} characters`);

export const ZChatSendMessage = z.object({
  contactId: ZUserId,
  message: z.object({ textContent: ZChatMessageText }),
  /** Pins the chat for me when it is created by this message (ignored for an existing chat). */
  isPinned: z.boolean().optional(),
});
export type TChatSendMessage = z.infer<typeof ZChatSendMessage>;

export const ZChatSent = z.object({ ok: z.literal(true), message: ZChatMessage });

export const ZChatContactBody = z.object({ contactId: ZUserId });
export const ZChatSetPinned = z.object({ contactId: ZUserId, value: z.boolean() });
export const ZChatOk = z.object({ ok: z.literal(true) });
export const ZChatMarkedSeen = z.object({ ok: z.literal(true), marked: z.number().int() });

export const ZChatAllContactsQuery = z.object({ q: z.string().trim().max(100).optional() });

export const ZChatUnreadCount = z.object({
  unread: z.number().int(),
  /** Unseen messages to me by the contact's uid (only contacts with some). */
  byContact: z.record(z.string(), z.number().int()),
});
export type TChatUnreadCount = z.infer<typeof ZChatUnreadCount>;

export const ZChatMessagesQuery = z.object({
  contactId: ZUserId,
  /** Messages older than this id; without it, the newest page. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_SIZE),
});
export const ZChatMessagePage = z.object({ msg: z.array(ZChatMessage), hasMore: z.boolean() });
export type TChatMessagePage = z.infer<typeof ZChatMessagePage>;

/** One chat per pair of users: the pair in the order the table stores it (lower id first). */
export function chatPair(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a];
}

/** The chat list's order: pinned first, then by the last message, newest first; a chat without messages last. */
export function orderChats<T extends { uid: number }>(
  contacts: readonly T[],
  chats: Readonly<Record<string, Pick<TChatRecord, 'isPinned' | 'msg'>>>,
): T[] {
  const lastAt = (c: T) => {
    const m = chats[String(c.uid)]?.msg;
    const last = m && m.length ? m[m.length - 1] : undefined;
    return last ? Date.parse(last.time) : -Infinity;
  };
  return [...contacts].sort((x, y) => {
    const px = chats[String(x.uid)]?.isPinned ? 1 : 0;
    const py = chats[String(y.uid)]?.isPinned ? 1 : 0;
    if (px !== py) return py - px;
    const d = lastAt(y) - lastAt(x);
    return d !== 0 && !Number.isNaN(d) ? d : x.uid - y.uid;
  });
}

/** Contacts whose name or about text holds every word of `q` (case-insensitive). */
export function matchesContact(c: Pick<TChatContact, 'displayName' | 'about'>, q: string): boolean {
  const hay = `${c.displayName} ${c.about}`.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
}
