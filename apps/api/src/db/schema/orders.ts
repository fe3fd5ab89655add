// Incoming orders (docs/interfaces.md#orders-in): an HL7 ORM/OML or FHIR ServiceRequest held until staff accession
// it as a case or reject it. The message that created it is a row of interface_messages (messageId); an order is
// never deleted, only moved on (pending → accessioned | rejected | cancelled).
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TOrderDraft } from '@lab/domain';
import { cases } from './cases';
import { patients } from './records';
import { users } from './users';

export const incomingOrders = pgTable(
  'incoming_orders',
  {
    id: serial('id').primaryKey(),
    /** 'hl7' | 'fhir' */
    source: text('source').notNull(),
    /** The interface_messages row of the message that created it. */
    messageId: integer('message_id').notNull(),
    controlId: text('control_id').notNull(),
    sendingApplication: text('sending_application').notNull().default(''),
    sendingFacility: text('sending_facility').notNull().default(''),
    placerOrderNumber: text('placer_order_number').notNull(),
    /** pending | accessioned | rejected | cancelled */
    status: text('status').notNull().default('pending'),
    /** The order as mapped from the message (patient, provider, facility, tests, specimens, codes, history). */
    draft: jsonb('draft').$type<TOrderDraft>().notNull(),
    matchedPatientId: integer('matched_patient_id').references(() => patients.id),
    /** 'mrn' | 'name-dob' */
    matchedBy: text('matched_by'),
    providerId: integer('provider_id'),
    facilityId: integer('facility_id'),
    caseId: integer('case_id').references(() => cases.id),
    rejectReason: text('reject_reason'),
    /** What staff must look at (a cancel request after accessioning). */
    notice: text('notice'),
    decidedBy: integer('decided_by').references(() => users.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('incoming_orders_status_idx').on(t.status, t.receivedAt),
    index('incoming_orders_placer_idx').on(t.sendingApplication, t.sendingFacility, t.placerOrderNumber),
  ],
);
