import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Questionnaire, QuestionnaireResponse } from '@medplum/fhirtypes';
import type { TAnswers, TCaseType } from '@lab/domain';
import { caseParts, cases } from './cases';
import { users } from './users';

/**
 * Synoptic protocols (docs/synoptic.md): one row per Questionnaire version, never changed once stored; a newer
 * version is a new row, an old one is retired, not deleted (the cases reported with it keep pointing at it).
 */
export const synopticProtocols = pgTable(
  'synoptic_protocols',
  {
    id: serial('id').primaryKey(),
    /** The Questionnaire's canonical url (its name when it has none); with `version`, unique. */
    url: text('url').notNull(),
    version: text('version').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    caseTypes: jsonb('case_types').$type<TCaseType[]>().notNull(),
    questionnaire: jsonb('questionnaire').$type<Questionnaire>().notNull(),
    /** Null for the protocols the portal ships. */
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredBy: integer('retired_by').references(() => users.id),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('synoptic_protocols_version_uq').on(t.url, t.version)],
);

/**
 * A part's synoptic report: the protocol version it is reported with, the answers by linkId and the
 * QuestionnaireResponse made from them. Saved whole with an optimistic `row_version`, as the diagnosis is.
 */
export const synopticReports = pgTable(
  'synoptic_reports',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id),
    partId: integer('part_id')
      .notNull()
      .references(() => caseParts.id),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => synopticProtocols.id),
    answers: jsonb('answers').$type<TAnswers>().notNull(),
    response: jsonb('response').$type<QuestionnaireResponse>().notNull(),
    rowVersion: integer('row_version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('synoptic_reports_part_uq').on(t.partId), index('synoptic_reports_case_idx').on(t.caseId)],
);
