import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { lookupTables } from './lookups';
import { patients, providers } from './records';
import { users } from './users';

/** The last number given per prefix and year; incremented under a row lock, so numbers are gapless. */
export const caseSequences = pgTable(
  'case_sequences',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);

export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    caseNumber: text('case_number').notNull(),
    caseType: text('case_type').notNull(),
    status: text('status').notNull().default('accessioned'),
    priority: text('priority').notNull().default('routine'),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    providerId: integer('provider_id').references(() => providers.id),
    facilityId: integer('facility_id').references(() => lookupTables.submittingfacilities!.id),
    pathologistId: integer('pathologist_id').references(() => lookupTables.pathologists!.id),
    billingClassId: integer('billing_class_id').references(() => lookupTables.billingclasses!.id),
    financialClassId: integer('financial_class_id').references(() => lookupTables.financialclasses!.id),
    accidentTypeId: integer('accident_type_id').references(() => lookupTables.accidenttypes!.id),
    ailmentTypeId: integer('ailment_type_id').references(() => lookupTables.ailmenttypes!.id),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    clinicalHistory: text('clinical_history'),
    cancelReason: text('cancel_reason'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cases_number_uq').on(t.caseNumber),
    // Case-number prefix search (LIKE 'S26-000%') whatever the database collation.
    index('cases_number_prefix').on(t.caseNumber.op('text_pattern_ops')),
    index('cases_patient_idx').on(t.patientId),
    index('cases_provider_idx').on(t.providerId),
    index('cases_status_idx').on(t.status),
    // The default list order: STAT first, newest first.
    index('cases_worklist_idx').on(sql`(${t.priority} = 'stat') desc`, sql`${t.receivedAt} desc`, sql`${t.id} desc`),
    index('cases_received_idx').on(t.receivedAt),
    index('cases_facility_idx').on(t.facilityId),
    index('cases_pathologist_idx').on(t.pathologistId),
  ],
);

/** A container of a case: part A, B, C… */
export const caseParts = pgTable(
  'case_parts',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    label: text('label').notNull(),
    bodySiteId: integer('body_site_id').references(() => lookupTables.bodysites!.id),
    laterality: text('laterality'),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('case_parts_label_uq').on(t.caseId, t.label)],
);

export const caseIcdCodes = pgTable(
  'case_icd_codes',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    icdCodeId: integer('icd_code_id')
      .notNull()
      .references(() => lookupTables.icdcodelist!.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.icdCodeId] })],
);

/** The physicians a case's reports are copied to besides the ordering one ("cc"), in the order given. */
export const caseCopyProviders = pgTable(
  'case_copy_providers',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.providerId] })],
);

export const caseTests = pgTable(
  'case_tests',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    testId: integer('test_id')
      .notNull()
      .references(() => lookupTables.tests!.id),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.testId] })],
);

export const caseFlags = pgTable(
  'case_flags',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    flagId: integer('flag_id')
      .notNull()
      .references(() => lookupTables.additionalflag!.id),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.flagId] })],
);

/** Every status move of a case, with who and when (and the reason for a cancellation). */
export const caseStatusHistory = pgTable(
  'case_status_history',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    userId: integer('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_status_history_case_idx').on(t.caseId)],
);
