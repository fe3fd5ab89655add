import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** PostgreSQL's word list of a text (to_tsvector): written by the database, read only in searches. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The mail app's tables (docs/workspace.md#mail). Created by migration src/db/migrations/0005_workspace_supplies.sql.
 * A message is stored once; every party (sender, each recipient) has a mailbox copy with their own folder, star,
 * labels and read state. Nothing is hard-deleted: trash is a folder.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    /** Addresses as written (portal users and, with SMTP_URL, outside addresses), lower-case. */
    toAddresses: jsonb('to_addresses')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ccAddresses: jsonb('cc_addresses')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    bccAddresses: jsonb('bcc_addresses')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    /** The message this one answers; the thread is the root message's id. */
    inReplyTo: integer('in_reply_to').references((): AnyPgColumn => mailMessages.id),
    threadId: integer('thread_id'),
    /** Null while a draft. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The words of the subject and text (the `simple` configuration: lower-case, no stemming, any language), kept by
     * the database: the mailbox search's word index (docs/workspace.md#mail).
     */
    searchWords: tsvector('search_words').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('simple', ${mailMessages.subject} || ' ' || ${mailMessages.body})`,
    ),
  },
  (t) => [
    index('mail_messages_thread_idx').on(t.threadId),
    index('mail_messages_sender_idx').on(t.senderId),
    // Mailbox search (any part of a word, any case) finds the matching messages by index first, then my copies.
    index('mail_messages_text_trgm').using('gin', sql`(lower(${t.subject} || ' ' || ${t.body})) gin_trgm_ops`),
    index('mail_messages_words_idx').using('gin', t.searchWords),
  ],
);

/** One party's copy of a message: the Email record's id. */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => mailMessages.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    folder: text('folder').notNull(),
    isStarred: boolean('is_starred').notNull().default(false),
    labels: jsonb('labels')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    unread: boolean('unread').notNull().default(false),
    /** When the copy reached its owner (sending time; a draft's last save). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mailboxes_message_owner_idx').on(t.messageId, t.ownerId),
    index('mailboxes_owner_folder_idx').on(t.ownerId, t.folder, t.deliveredAt),
  ],
);

/** A file attached to a message (bytes in the content-addressed FileStore, so one file is stored once). */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serial('id').primaryKey(),
    /** Null between upload and sending (or saving a draft). */
    messageId: integer('message_id').references(() => mailMessages.id),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storagePath: text('storage_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_attachments_message_idx').on(t.messageId)],
);
