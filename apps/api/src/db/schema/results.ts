import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TDiagnosisPart, TProcedureLine, TReportContent } from '@lab/domain';
import { cases } from './cases';
import { lookupTables } from './lookups';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * The working diagnosis of a case (gross, blocks and slides, microscopic, final diagnosis per part; comment,
 * codes and procedures). Saved whole; `row_version` refuses a stale save. Frozen at sign-out.
 */
export const caseDiagnoses = pgTable('case_diagnoses', {
  caseId: integer('case_id')
    .primaryKey()
    .references(() => cases.id),
  rowVersion: integer('row_version').notNull().default(0),
  parts: jsonb('parts')
    .$type<TDiagnosisPart[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  comment: text('comment').notNull().default(''),
  icdCodeIds: jsonb('icd_code_ids')
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  procedures: jsonb('procedures')
    .$type<TProcedureLine[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  isCritical: boolean('is_critical').notNull().default(false),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every signed version of a case's report. Rendered once at signing and never changed (the database refuses
 * UPDATE and DELETE): downloads return the same bytes, checked against `sha256`.
 */
export const caseReports = pgTable(
  'case_reports',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    version: integer('version').notNull(),
    kind: text('kind').notNull(),
    reason: text('reason'),
    addendumText: text('addendum_text'),
    content: jsonb('content').$type<TReportContent>().notNull(),
    pdf: bytea('pdf').notNull(),
    sha256: text('sha256').notNull(),
    pathologistId: integer('pathologist_id').references(() => lookupTables.pathologists!.id),
    signedByUserId: integer('signed_by_user_id')
      .notNull()
      .references(() => users.id),
    signedBy: text('signed_by').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('case_reports_version_uq').on(t.caseId, t.version),
    index('case_reports_signed_idx').on(t.signedAt),
  ],
);

/** Who has opened which report version (unread marks on the physician's home page). */
export const reportReads = pgTable(
  'report_reads',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => caseReports.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.userId] })],
);

/**
 * Everyone told about a case's reports, once per person: why (ordering, copy-to, subscriber, patient), the first
 * and last version they were told about, and the acknowledgement a physician owes for a correction or a critical
 * result. A later version reaches every row here, whatever the subscriptions say by then.
 */
export const reportRecipients = pgTable(
  'report_recipients',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    email: boolean('email').notNull().default(false),
    firstVersion: integer('first_version').notNull(),
    lastVersion: integer('last_version').notNull(),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest version this person must acknowledge; null when none is owed. */
    ackDueVersion: integer('ack_due_version'),
    ackVersion: integer('ack_version'),
    ackAt: timestamp('ack_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.userId] }), index('report_recipients_user_idx').on(t.userId)],
);

/** A critical result's call: whom the pathologist told, and when (CAP critical-value communication). */
export const criticalCalls = pgTable(
  'critical_calls',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    calledWhom: text('called_whom').notNull(),
    calledAt: timestamp('called_at', { withTimezone: true }).notNull(),
    note: text('note'),
    recordedBy: integer('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('critical_calls_case_idx').on(t.caseId)],
);

/**
 * A FISH scoring of a case: probe set and lot, reader 1's nuclei and, when the method needs one, a blinded
 * reader 2's; the server's classification; accepted into the case by the pathologist.
 */
export const fishSessions = pgTable(
  'fish_sessions',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    method: text('method').notNull(),
    probeSetId: integer('probe_set_id')
      .notNull()
      .references(() => lookupTables.probesets!.id),
    probeLotId: integer('probe_lot_id')
      .notNull()
      .references(() => lookupTables.probelots!.id),
    ihc: text('ihc'),
    status: text('status').notNull().default('scoring'),
    reader1Id: integer('reader1_id')
      .notNull()
      .references(() => users.id),
    reader1Nuclei: jsonb('reader1_nuclei')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    reader1SubmittedAt: timestamp('reader1_submitted_at', { withTimezone: true }),
    reader2Id: integer('reader2_id').references(() => users.id),
    reader2Nuclei: jsonb('reader2_nuclei')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    reader2SubmittedAt: timestamp('reader2_submitted_at', { withTimezone: true }),
    result: jsonb('result').$type<Record<string, unknown>>(),
    acceptedBy: integer('accepted_by').references(() => users.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    rowVersion: integer('row_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fish_sessions_case_idx').on(t.caseId), index('fish_sessions_status_idx').on(t.status)],
);
