import { and, eq } from 'drizzle-orm';
import {
  BREAST_BIOMARKER_URL,
  CASE_STATUS_LABELS,
  checkQuestionnaire,
  questionnaireName,
  RESULT_WORK_STATUSES,
  suggestProtocols,
  withFishAnswers,
  type TCaseStatus,
  type TCaseType,
  type TPartSynoptic,
  type TPartSynopticInput,
  type TProtocolSummary,
  type TReportFish,
} from '@lab/domain';
import type { Db, Executor } from '../../db/client';
import { caseDiagnoses, caseParts, synopticProtocols } from '../../db/schema/index';
import { writeAudit, type AuditActor } from '../../plugins/audit';
import { badRequest, conflict, fieldError, HttpError, notFound } from '../../lib/http-error';
import { findCase, loadCaseDetail } from '../../services/case-records';
import { caseSynopticReports, toPartSynoptic, writePartSynoptic } from '../../services/synoptic-reports';

/** A stale save: the 409 carries the part's synoptic report as stored. */
export class StaleSynopticError extends HttpError {
  constructor(
    message: string,
    public readonly current: TPartSynoptic,
  ) {
    super(409, message, undefined, 'stale_version');
  }
}

type ProtocolRow = typeof synopticProtocols.$inferSelect;

/** The case's accepted FISH results, lent by the FISH feature (routes/index.ts). */
export type FishOfCase = (ex: Executor, caseId: number) => Promise<TReportFish[]>;

export const toProtocolSummary = (r: ProtocolRow): TProtocolSummary => ({
  id: r.id,
  name: r.name,
  version: r.version,
  status: r.status as TProtocolSummary['status'],
  caseTypes: r.caseTypes,
});

/**
 * Imports a Questionnaire as a protocol: what the engine does not run is a 400 naming it; a url and version
 * already stored is a 409 (a changed protocol is a new version).
 */
export async function importProtocol(
  db: Db,
  actor: AuditActor,
  input: unknown,
  caseTypes: TCaseType[],
): Promise<ProtocolRow> {
  const checked = checkQuestionnaire(input);
  if (!checked.ok)
    throw badRequest(`The questionnaire cannot be used: ${checked.errors.join('; ')}`, {
      questionnaire: checked.errors.join('; '),
    });
  const q = checked.questionnaire;
  const url = q.url ?? q.name ?? questionnaireName(q);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(synopticProtocols)
      .values({
        url,
        version: q.version!,
        name: questionnaireName(q),
        caseTypes,
        questionnaire: q,
        createdBy: actor.userId,
      })
      .onConflictDoNothing({ target: [synopticProtocols.url, synopticProtocols.version] })
      .returning();
    if (!row) throw conflict(`${url} version ${q.version} is already stored; give the changed protocol a new version`);
    await writeAudit(tx, actor, {
      eventtype: 'import',
      eventdescription: `Synoptic protocol ${row.name} ${row.version} imported`,
      entity: 'synoptic-protocol',
      entityId: row.id,
      newvalue: { url, version: row.version, caseTypes },
    });
    return row;
  });
}

/** Retires a protocol version: no new part is reported with it; the parts reported with it keep it. */
export async function retireProtocol(db: Db, actor: AuditActor, id: number): Promise<ProtocolRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(synopticProtocols).where(eq(synopticProtocols.id, id)).for('update');
    if (!row) throw notFound('Protocol');
    if (row.status === 'retired') throw conflict(`${row.name} ${row.version} is already retired`);
    const [after] = await tx
      .update(synopticProtocols)
      .set({ status: 'retired', retiredBy: actor.userId, retiredAt: new Date() })
      .where(eq(synopticProtocols.id, id))
      .returning();
    await writeAudit(tx, actor, {
      eventtype: 'deactivate',
      eventdescription: `Synoptic protocol ${row.name} ${row.version} retired`,
      entity: 'synoptic-protocol',
      entityId: row.id,
      datavalue: 'status',
      oldvalue: row.status,
      newvalue: 'retired',
    });
    return after!;
  });
}

/** The part of a case by its label (A, B…), or 404. */
async function partOf(ex: Executor, caseId: number, label: string) {
  const [part] = await ex
    .select({ id: caseParts.id, label: caseParts.label })
    .from(caseParts)
    .where(and(eq(caseParts.caseId, caseId), eq(caseParts.label, label.toUpperCase())));
  if (!part) throw notFound('Part');
  return part;
}

/** A part's stored synoptic report, or 404 when the part has none yet. */
export async function readPartSynoptic(db: Db, caseId: number, label: string) {
  const c = await findCase(db, { id: caseId }, { kind: 'all' });
  if (!c) throw notFound('Case');
  const part = await partOf(db, caseId, label);
  const [row] = await caseSynopticReports(db, caseId, { partId: part.id });
  if (!row) throw notFound('Synoptic report');
  return { c, synoptic: toPartSynoptic(caseId, row) };
}

/**
 * Saves a part's checklist whole (autosave), as the diagnosis is saved: the case locked, a stale rowVersion
 * refused with the stored one, a signed case frozen. The answers are the engine's: a wrong type or an answer not
 * among the options is a 400 naming the linkId; answers to disabled items are dropped; calculated items filled.
 */
export async function savePartSynoptic(
  db: Db,
  actor: AuditActor,
  caseId: number,
  label: string,
  input: TPartSynopticInput,
  fishOfCase: FishOfCase,
): Promise<TPartSynoptic> {
  return db.transaction(async (tx) => {
    const c = await findCase(tx, { id: caseId }, { kind: 'all' }, { lock: true });
    if (!c) throw notFound('Case');
    const part = await partOf(tx, caseId, label);
    const [current] = await caseSynopticReports(tx, caseId, { partId: part.id });
    if (!(RESULT_WORK_STATUSES as readonly string[]).includes(c.status)) {
      throw conflict(
        `Case ${c.caseNumber} is ${CASE_STATUS_LABELS[c.status as TCaseStatus].toLowerCase()}: its synoptic reports are frozen with the signed report`,
      );
    }
    if ((input.rowVersion ?? 0) !== (current?.rowVersion ?? 0)) {
      if (!current)
        throw conflict(`Part ${part.label} has no synoptic report yet: leave rowVersion out on the first save`);
      throw new StaleSynopticError(
        `${current.updatedBy ?? 'Someone'} saved the synoptic report of part ${part.label} since you loaded it (version ${input.rowVersion ?? 'none'}, now ${current.rowVersion})`,
        toPartSynoptic(caseId, current),
      );
    }
    const [protocol] = await tx.select().from(synopticProtocols).where(eq(synopticProtocols.id, input.protocolId));
    if (!protocol) throw fieldError('protocolId', 'is not a synoptic protocol');
    if (protocol.status === 'retired' && current?.protocolId !== protocol.id)
      throw fieldError('protocolId', `${protocol.name} ${protocol.version} is retired; choose an active protocol`);
    if (!protocol.caseTypes.includes(c.caseType as TCaseType))
      throw fieldError('protocolId', `${protocol.name} is not a protocol for ${c.caseType} cases`);
    // The biomarker template's ISH items come from the case's accepted HER2 FISH where they are left unanswered.
    const sent =
      protocol.questionnaire.url === BREAST_BIOMARKER_URL
        ? withFishAnswers(protocol.questionnaire.url, input.answers, await fishOfCase(tx, caseId))
        : input.answers;
    const saved = await writePartSynoptic(tx, actor, c, part, protocol, sent, current ?? null);
    return toPartSynoptic(caseId, saved);
  });
}

/** The protocol versions suggested for a part, from its specimen and its working final diagnosis (suggestProtocols). */
export async function suggestedProtocols(db: Db, caseId: number, label: string) {
  const c = await findCase(db, { id: caseId }, { kind: 'all' });
  if (!c) throw notFound('Case');
  const detail = await loadCaseDetail(db, c);
  const part = detail.parts.find((p) => p.label === label.toUpperCase());
  if (!part) throw notFound('Part');
  const [diagnosis] = await db.select().from(caseDiagnoses).where(eq(caseDiagnoses.caseId, caseId));
  const finalDiagnosis = diagnosis?.parts.find((p) => p.partId === part.id)?.finalDiagnosis ?? '';
  const rows = await db.select().from(synopticProtocols);
  const picked = suggestProtocols(
    {
      caseType: c.caseType as TCaseType,
      specimen: [part.bodySite?.name, part.laterality, part.description].filter(Boolean).join(', '),
      finalDiagnosis,
    },
    rows,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { c, part, protocols: picked.map((p) => toProtocolSummary(byId.get(p.id)!)) };
}
