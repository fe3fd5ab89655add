import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who is reachable (docs/workspace.md#presence): the status a user chose, and until when a live channel of theirs
 * (on any process) is known to be open. Heartbeats push `connected_until` forward; presence is
 * derived from both and from the sessions' last activity (a request, not a heartbeat).
 */
export const userPresence = pgTable('user_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** online, away, do not disturb, or offline (appear offline). */
  chosenStatus: text('chosen_status').notNull().default('online'),
  connectedUntil: timestamp('connected_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
