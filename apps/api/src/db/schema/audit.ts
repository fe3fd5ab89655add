import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Append-only audit trail. Triggers (migration 0001) refuse UPDATE, DELETE and TRUNCATE and chain each
 * row to the previous one: hash = sha256(prev_hash || row fields). The server then seals each row with an HMAC
 * chain keyed outside the database (migration 0004 lets `hmac` be set once). `npm run audit:verify` walks both.
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
    /** HMAC-SHA256 of the row and the previous row's hmac, keyed with a secret the database never holds (plugins/audit.ts). */
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
