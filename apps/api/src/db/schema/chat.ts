import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The chat app's tables (docs/workspace.md#chat). Created by migration src/db/migrations/0005_workspace_supplies.sql.
 * One chat per pair of users (lower id first), a membership row per user (their own pin), and the messages.
 * Nothing is deleted: users are deactivated, never removed, so the foreign keys do not cascade.
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    userLow: integer('user_low')
      .notNull()
      .references(() => users.id),
    userHigh: integer('user_high')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message's time: orders the chat list without reading the messages. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('chats_pair_uq').on(t.userLow, t.userHigh), index('chats_user_high_idx').on(t.userHigh)],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    isPinned: boolean('is_pinned').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    // History pages: WHERE chat_id = ? AND id < ? ORDER BY id DESC LIMIT n.
    index('chat_messages_history_idx').on(t.chatId, t.id.desc()),
    // Unread counts read only the unseen few.
    index('chat_messages_unseen_idx')
      .on(t.chatId, t.senderId)
      .where(sql`${t.seenAt} is null`),
  ],
);
