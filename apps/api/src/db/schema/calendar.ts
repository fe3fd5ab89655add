import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/**
 * The calendar app's tables (docs/workspace.md#calendar). Created by migration src/db/migrations/0005_workspace_supplies.sql.
 * A calendar is a user's personal one (`owner_id`) or a shared one of the lab (`slug`), whose readers and writers
 * are roles; events are soft-deleted (`removed_at`), and a subscription feed keeps only a hash of its secret.
 */
export const calendars = pgTable(
  'calendars',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The owner of a personal calendar. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'no action' }),
    /** A shared calendar's stable name (lab, frozen-sections). */
    slug: text('slug'),
    name: text('name').notNull(),
    color: text('color').notNull(),
    /** Roles that see a shared calendar's events… */
    viewRoles: jsonb('view_roles')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** …and roles that may add, move and remove them. */
    editRoles: jsonb('edit_roles')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendars_owner_idx').on(t.ownerId), uniqueIndex('calendars_slug_idx').on(t.slug)],
);

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'no action' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    label: text('label').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    /** All-day events start at midnight UTC of their first day and end at midnight UTC after their last. */
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'no action' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'no action' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: integer('removed_by').references(() => users.id, { onDelete: 'no action' }),
  },
  (t) => [index('calendar_events_range_idx').on(t.calendarId, t.startAt, t.endAt)],
);

/** A user's iCalendar subscription links; a new link revokes the old one. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'no action' }),
    /** SHA-256 (hex) of the secret in the link; the secret itself is never stored. */
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_secret_hash_idx').on(t.secretHash),
    index('calendar_feeds_user_idx').on(t.userId),
  ],
);
