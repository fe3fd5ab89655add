import { asc, eq } from 'drizzle-orm';
import type { Questionnaire, QuestionnaireResponse } from '@medplum/fhirtypes';
import {
  buildQuestionnaireResponse,
  flattenItems,
  missingRequired,
  stableJson,
  validateAnswers,
  type TAnswers,
  type TPartChecklist,
  type TPartSynoptic,
} from '@lab/domain';
import type { Executor } from '../db/client';
import { caseParts, synopticProtocols, synopticReports, users } from '../db/schema/index';
import { writeAudit, type AuditActor } from '../plugins/audit';
import { badRequest } from '../lib/http-error';

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

/**
 * Writes a part's answers with the protocol version given, in the caller's transaction (the case locked): the
 * engine's answers (a wrong type or an answer not among the options: 400 naming `<fieldPrefix>answers.<linkId>`),
 * the QuestionnaireResponse, the next rowVersion, and the audit row naming the items that changed. Used by the
 * checklist's save and by an amendment that corrects answers.
 */
export async function writePartSynoptic(
  tx: Executor,
  actor: AuditActor,
  c: { id: number; caseNumber: string },
  part: { id: number; label: string },
  protocol: { id: number; name: string; version: string; questionnaire: Questionnaire },
  sent: Record<string, unknown>,
  current: StoredSynoptic | null,
  fieldPrefix = '',
): Promise<StoredSynoptic> {
  const checked = validateAnswers(protocol.questionnaire, sent);
  if (!checked.ok) {
    throw badRequest(
      `${fieldPrefix}answers: ${checked.errors.map((e) => `${e.linkId} ${e.message}`).join('; ')}`,
      Object.fromEntries(checked.errors.map((e) => [`${fieldPrefix}answers.${e.linkId}`, e.message])),
    );
  }
  const answers = checked.answers;
  const now = new Date();
  const complete = missingRequired(protocol.questionnaire, answers).length === 0;
  const response = buildQuestionnaireResponse(protocol.questionnaire, answers, {
    status: complete ? 'completed' : 'in-progress',
    authored: now.toISOString(),
  });
  const values = {
    protocolId: protocol.id,
    answers,
    response,
    rowVersion: (current?.rowVersion ?? 0) + 1,
    updatedBy: actor.userId,
    updatedAt: now,
  };
  const [row] = await tx
    .insert(synopticReports)
    .values({ caseId: c.id, partId: part.id, ...values })
    .onConflictDoUpdate({ target: synopticReports.partId, set: values })
    .returning({ id: synopticReports.id });
  // The items whose answer changed, in the protocol's order.
  const changed = flattenItems(protocol.questionnaire)
    .map((f) => f.item.linkId)
    .filter((k) => stableJson(current?.answers[k] ?? null) !== stableJson(answers[k] ?? null));
  await writeAudit(tx, actor, {
    eventtype: current ? 'update' : 'create',
    eventdescription: `Synoptic report of case ${c.caseNumber} part ${part.label} saved (${protocol.name} ${protocol.version}, version ${values.rowVersion}${complete ? ', complete' : ''})`,
    casenumber: c.caseNumber,
    entity: 'synoptic-report',
    entityId: row!.id,
    datavalue: changed.join(', ') || null,
    oldvalue: current ? { protocolId: current.protocolId, answers: current.answers } : null,
    newvalue: { protocolId: protocol.id, answers },
  });
  const [saved] = await caseSynopticReports(tx, c.id, { partId: part.id });
  return saved!;
}
