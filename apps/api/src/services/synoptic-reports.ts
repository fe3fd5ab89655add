import { asc, eq } from 'drizzle-orm';
import type { Questionnaire, QuestionnaireResponse } from '@medplum/fhirtypes';
import { missingRequired, type TAnswers, type TPartChecklist, type TPartSynoptic } from '@lab/domain';
import type { Executor } from '../db/client';
import { caseParts, synopticProtocols, synopticReports, users } from '../db/schema/index';

/**
 * A case's synoptic reports, read by the synoptic routes and by sign-out (routes/results), which refuses a part
 * whose checklist is incomplete: what several features read lives here, not in one of them.
 */

export interface StoredSynoptic {
  id: number;
  partId: number;
  letter: string;
  protocolId: number;
  protocolName: string;
  protocolVersion: string;
  questionnaire: Questionnaire;
  answers: TAnswers;
  response: QuestionnaireResponse;
  rowVersion: number;
  updatedAt: Date;
  updatedBy: string | null;
}

/** The synoptic reports of a case's parts (one part's with `partId`), in part order. Writers lock the case first. */
export async function caseSynopticReports(
  ex: Executor,
  caseId: number,
  opts: { partId?: number } = {},
): Promise<StoredSynoptic[]> {
  return ex
    .select({
      id: synopticReports.id,
      partId: synopticReports.partId,
      letter: caseParts.label,
      protocolId: synopticReports.protocolId,
      protocolName: synopticProtocols.name,
      protocolVersion: synopticProtocols.version,
      questionnaire: synopticProtocols.questionnaire,
      answers: synopticReports.answers,
      response: synopticReports.response,
      rowVersion: synopticReports.rowVersion,
      updatedAt: synopticReports.updatedAt,
      updatedBy: users.name,
    })
    .from(synopticReports)
    .innerJoin(caseParts, eq(caseParts.id, synopticReports.partId))
    .innerJoin(synopticProtocols, eq(synopticProtocols.id, synopticReports.protocolId))
    .leftJoin(users, eq(users.id, synopticReports.updatedBy))
    .where(opts.partId === undefined ? eq(synopticReports.caseId, caseId) : eq(synopticReports.partId, opts.partId))
    .orderBy(asc(caseParts.label));
}

/** What sign-out checks: each reported part's protocol version and answers. */
export const checklistsOf = (rows: StoredSynoptic[]): TPartChecklist[] =>
  rows.map((r) => ({ letter: r.letter, questionnaire: r.questionnaire, answers: r.answers }));

/** A stored synoptic report as the API answers it. */
export function toPartSynoptic(caseId: number, r: StoredSynoptic): TPartSynoptic {
  return {
    caseId,
    part: r.letter,
    protocolId: r.protocolId,
    protocolName: r.protocolName,
    protocolVersion: r.protocolVersion,
    answers: r.answers,
    missing: missingRequired(r.questionnaire, r.answers).map((m) => m.text),
    // A spread: the served JSON is an open object, the stored one a FHIR interface without an index signature.
    response: { ...r.response },
    rowVersion: r.rowVersion,
    updatedAt: r.updatedAt.toISOString(),
    updatedBy: r.updatedBy,
  };
}
