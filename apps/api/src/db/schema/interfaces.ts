// The interface engine's message log (docs/interfaces.md): every HL7 v2 or FHIR message that came in or is to go
// out, one row each. Inbound rows are written by the MLLP listener and the FHIR endpoint (orders in); outbound rows
// are the delivery queue (results out): a released report version becomes one queued row per destination, and the
// sender claims due rows with FOR UPDATE SKIP LOCKED, so a restart or a second process loses and doubles nothing.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const interfaceMessages = pgTable(
  'interface_messages',
  {
    id: serial('id').primaryKey(),
    /** 'in' | 'out' */
    direction: text('direction').notNull(),
    /** 'hl7' | 'fhir' */
    protocol: text('protocol').notNull(),
    /** e.g. 'ORM^O01', 'OML^O21', 'ORU^R01', 'Bundle', 'ServiceRequest' */
    messageType: text('message_type').notNull(),
    /** MSH-10 for HL7; the Bundle's or resource's id (or a generated one) for FHIR */
    controlId: text('control_id').notNull(),
    /** MSH-3 / MSH-4 of an inbound message (the duplicate key with controlId); the client's id for FHIR */
    sendingApplication: text('sending_application').notNull().default(''),
    sendingFacility: text('sending_facility').notNull().default(''),
    /** Outbound: the destination it goes to (interface destinations, results out). */
    destinationId: integer('destination_id'),
    /** The incoming order it created or changed (inbound), or the order a result answers (outbound). */
    orderId: integer('order_id'),
    caseId: integer('case_id'),
    caseNumber: text('case_number'),
    /** The report version an outbound message carries. */
    reportVersion: integer('report_version'),
    mrn: text('mrn'),
    /** received | rejected (inbound); queued | sent | acked | failed (outbound) */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The message as received or as sent (HL7 segments separated by \r; FHIR JSON). PHI: reading it is audited. */
    body: text('body').notNull(),
    /** The acknowledgement: the ACK we answered (inbound) or the one we received (outbound). */
    ack: text('ack'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interface_messages_inbound_uq')
      .on(t.sendingApplication, t.sendingFacility, t.controlId)
      .where(sql`${t.direction} = 'in'`),
    index('interface_messages_direction_idx').on(t.direction, t.createdAt),
    index('interface_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('interface_messages_case_idx').on(t.caseId),
    index('interface_messages_control_idx').on(t.controlId),
  ],
);
