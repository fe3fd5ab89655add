import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * What several API processes on one PostgreSQL must share (README "Several processes"): stored files when
 * `FILE_STORE=postgres` (content-addressed, one row per folder and SHA-256), and the sign-in throttles' counters.
 */
export const fileBlobs = pgTable(
  'file_blobs',
  {
    /** The store's folder: files, avatars. */
    folder: text('folder').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.folder, t.sha256] })],
);

/** A throttle's state per key (an email address, an IP), so every process counts the same failures. */
export const throttleState = pgTable(
  'throttle_state',
  {
    /** Which throttle: sign-in, account, reset, unlock. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    /** Attempts waiting for their slot (a queued throttle counts them as failures to come). */
    queued: integer('queued').notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    /** The next free slot of a queued throttle. */
    nextSlotAt: timestamp('next_slot_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
