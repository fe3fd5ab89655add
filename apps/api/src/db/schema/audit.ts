import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Append-only audit trail. Triggers (migration 0002) refuse UPDATE, DELETE and TRUNCATE. The server seals each row
 * as it inserts it: an HMAC chain keyed outside the database over the values it writes (lib/audit-seal.ts, migration
 * 0011); `npm run audit:verify` recomputes it. prev_hash and hash are the database's own chain of the rows written
 * before migration 0011 (their seals cover them); later rows leave them empty.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    datecreated: timestamp('datecreated', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    casenumber: text('casenumber'),
    eventtype: text('eventtype').notNull(),
    eventdescription: text('eventdescription').notNull(),
    datavalue: text('datavalue'),
    newvalue: text('newvalue'),
    oldvalue: text('oldvalue'),
    username: text('username'),
    userId: integer('user_id'),
    entity: text('entity'),
    entityId: text('entity_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    prevHash: text('prev_hash'),
    hash: text('hash'),
    /** The row's seal: HMAC-SHA256 of its digest and the previous row's seal, keyed with a secret the database never holds. */
    hmac: text('hmac'),
  },
  (t) => [
    index('audit_date_idx').on(t.datecreated),
    index('audit_case_idx').on(t.casenumber),
    index('audit_user_idx').on(t.username),
    index('audit_type_idx').on(t.eventtype),
    index('audit_entity_idx').on(t.entity, t.entityId),
  ],
);

/**
 * Signed checkpoints of the trail's head (plugins/audit.ts), every few seconds while rows are written, at start and
 * at shutdown. A copy; the one audit:verify leans on is outside the database (AUDIT_CHECKPOINT_DIR or DATA_DIR).
 */
export const auditCheckpoints = pgTable('audit_checkpoints', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
  lastSeal: text('last_seal'),
  count: bigint('count', { mode: 'number' }).notNull(),
  sig: text('sig').notNull(),
});
