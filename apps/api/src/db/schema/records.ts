import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { lookupTables } from './lookups';
import { users } from './users';

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Insurance companies and other payers. */
export const payers = pgTable(
  'payers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    payerCode: text('payer_code').notNull(),
    financialClassId: integer('financial_class_id').references(() => lookupTables.financialclasses!.id),
    address: text('address'),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payers_code_uq').on(sql`lower(${t.payerCode})`),
    index('payers_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Generated MRNs (M0000001…): a sequence, so concurrent registrations never get the same number. */
export const patientMrnSeq = pgSequence('patient_mrn_seq', { startWith: 1, increment: 1 });

/** A patient. Merged duplicates point at the surviving record and stay readable. */
export const patients = pgTable(
  'patients',
  {
    id: serial('id').primaryKey(),
    mrn: text('mrn').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    sex: text('sex').notNull(),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country'),
    phone: text('phone'),
    email: text('email'),
    notes: text('notes'),
    /** A portal user of role patient who may see this patient's released reports. */
    userId: integer('user_id').references(() => users.id),
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => patients.id),
    mergedAt: timestamp('merged_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('patients_mrn_uq').on(sql`upper(${t.mrn})`),
    // MRN prefix search ("M00012…") whatever the database collation.
    index('patients_mrn_prefix_idx').on(sql`upper(${t.mrn}) text_pattern_ops`),
    index('patients_last_first_idx').on(sql`lower(${t.lastName}) text_pattern_ops`, sql`lower(${t.firstName})`),
    index('patients_dob_idx').on(t.dob),
    index('patients_name_trgm').using('gin', sql`(lower(${t.lastName} || ' ' || ${t.firstName})) gin_trgm_ops`),
  ],
);

/** An insurance coverage of a patient (primary / secondary / tertiary). */
export const coverages = pgTable(
  'coverages',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    payerId: integer('payer_id')
      .notNull()
      .references(() => payers.id),
    rank: text('rank').notNull(),
    policyNumber: text('policy_number').notNull(),
    groupNumber: text('group_number'),
    subscriberName: text('subscriber_name'),
    subscriberRelationship: text('subscriber_relationship').notNull().default('self'),
    subscriberDob: date('subscriber_dob', { mode: 'string' }),
    effectiveFrom: date('effective_from', { mode: 'string' }),
    effectiveTo: date('effective_to', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('coverages_patient_idx').on(t.patientId), index('coverages_payer_idx').on(t.payerId)],
);

/** Ordering physicians. */
export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    npi: text('npi').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    credentials: text('credentials'),
    specialty: text('specialty'),
    facilityId: integer('facility_id').references(() => lookupTables.submittingfacilities!.id),
    phone: text('phone'),
    fax: text('fax'),
    email: text('email'),
    address: text('address'),
    /** How reports reach them: portal, email, fax, print. */
    deliveryMethods: jsonb('delivery_methods')
      .$type<string[]>()
      .notNull()
      .default(sql`'["portal"]'::jsonb`),
    /** The portal user (role physician) who is this provider. */
    userId: integer('user_id').references(() => users.id),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('providers_npi_uq').on(t.npi),
    index('providers_facility_idx').on(t.facilityId),
    index('providers_user_idx').on(t.userId),
    index('providers_name_trgm').using('gin', sql`(lower(${t.lastName} || ' ' || ${t.firstName})) gin_trgm_ops`),
  ],
);
