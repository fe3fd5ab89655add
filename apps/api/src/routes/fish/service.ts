import { eq, sql } from 'drizzle-orm';
import {
  CASE_STATUS_LABELS,
  FISH_METHOD_LABELS,
  FishInputError,
  ZBreakApartNucleus,
  ZHer2Nucleus,
  ZUroVysionCell,
  classifyFish,
  fishReaderTarget,
  type TCaseStatus,
  type TFishClassification,
  type TFishClassifyInput,
  type TFishCountsInput,
  type TFishMethod,
  type TFishNucleus,
  type TFishSession,
  type TFishSessionInput,
  type TFishSessionStatus,
  type TIhcScore,
  fishAcceptRefusal,
} from '@lab/domain';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { cases, fishSessions } from '../../db/schema/index';
import { conflict, fieldError, forbidden, HttpError, notFound } from '../../lib/http-error';
import { writeAudit, type AuditActor } from '../../plugins/audit';
import {
  findProbeLot,
  findProbeSet,
  fishCaseHeader,
  loadSessions,
  lockSession,
  pathologistOfUser,
  storedClassification,
  todayIso,
  type FishSessionDetail,
  type FishSessionRow,
} from './repository';

const NUCLEUS_SCHEMAS: Record<TFishMethod, z.ZodType<TFishNucleus>> = {
  'her2-dual': ZHer2Nucleus,
  urovysion: ZUroVysionCell,
  'break-apart': ZBreakApartNucleus,
};

/** Nuclei checked against one nucleus shape; the first wrong one is named (`nuclei.3.her2`). */
function parseAs<T>(schema: z.ZodType<T>, nuclei: unknown[], field: string): T[] {
  const parsed = z.array(schema).safeParse(nuclei);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw fieldError([field, ...issue.path].join('.'), issue.message);
}

/** The stored counts, each checked against the method's nucleus shape; the first wrong one is named. */
export function parseNuclei(method: TFishMethod, nuclei: unknown[], field: string): TFishNucleus[] {
  return parseAs(NUCLEUS_SCHEMAS[method], nuclei, field);
}

/** The rules' input for a method: each reader's nuclei read as that method's shape, so the types follow the method. */
function classifyInput(
  method: TFishMethod,
  reader1: unknown[],
  reader2: unknown[],
  ihc: TIhcScore | null,
  fields: { reader1: string; reader2: string },
): TFishClassifyInput {
  const readers = <T>(schema: z.ZodType<T>) => ({
    reader1: parseAs(schema, reader1, fields.reader1),
    reader2: parseAs(schema, reader2, fields.reader2),
  });
  switch (method) {
    case 'her2-dual':
      return { method, ...readers(ZHer2Nucleus), ihc };
    case 'urovysion':
      return { method, ...readers(ZUroVysionCell), ihc };
    case 'break-apart':
      return { method, ...readers(ZBreakApartNucleus), ihc };
  }
}

/** The server's classification of everything counted so far; input no rule accepts answers 400 naming the field. */
export function classifySession(
  method: TFishMethod,
  r1: unknown[],
  r2: unknown[],
  ihc: TIhcScore | null,
  fields = { reader1: 'reader1', reader2: 'reader2' },
): TFishClassification {
  const input = classifyInput(method, r1, r2, ihc, fields);
  try {
    return classifyFish(input);
  } catch (e) {
    if (e instanceof FishInputError) throw fieldError(fields[e.field as 'reader1' | 'reader2'] ?? e.field, e.message);
    throw e;
  }
}

/** Counts stay hidden from anyone but their own reader until the scoring is complete (a blinded second read). */
const OPEN_TO_ALL: readonly TFishSessionStatus[] = ['complete', 'accepted', 'discarded'];

/** The session as `userId` may see it. */
export function sessionView(d: FishSessionDetail, userId: number): TFishSession {
  const r = d.row;
  const visible = OPEN_TO_ALL.includes(r.status as TFishSessionStatus);
  const isReader1 = r.reader1Id === userId;
  const isReader2 = r.reader2Id === userId;
  const blinded = !visible && !isReader1;
  const method = r.method as TFishMethod;
  const yourRole =
    r.status === 'scoring' && isReader1 ? 'reader1' : r.status === 'second-reading' && isReader2 ? 'reader2' : null;
  return {
    id: r.id,
    caseId: r.caseId,
    method,
    probeSet: d.probeSet,
    probeLot: d.probeLot,
    ihc: (r.ihc as TIhcScore | null) ?? null,
    status: r.status as TFishSessionStatus,
    reader1: {
      userId: r.reader1Id,
      name: d.reader1Name,
      count: r.reader1Nuclei.length,
      submittedAt: r.reader1SubmittedAt?.toISOString() ?? null,
      nuclei: visible || isReader1 ? (r.reader1Nuclei as TFishNucleus[]) : null,
    },
    reader2: r.reader2Id
      ? {
          userId: r.reader2Id,
          name: d.reader2Name ?? '',
          count: r.reader2Nuclei.length,
          submittedAt: r.reader2SubmittedAt?.toISOString() ?? null,
          nuclei: visible || isReader2 ? (r.reader2Nuclei as TFishNucleus[]) : null,
        }
      : null,
    result: blinded ? null : storedClassification(r),
    yourRole,
    blinded,
    acceptedBy: d.acceptedByName,
    acceptedAt: r.acceptedAt?.toISOString() ?? null,
    rowVersion: r.rowVersion,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function loadSessionView(
  ex: Executor,
  caseId: number,
  sessionId: number,
  userId: number,
): Promise<TFishSession> {
  const [d] = await loadSessions(ex, caseId, sessionId);
  if (!d) throw notFound('FISH scoring');
  return sessionView(d, userId);
}

/** The case, which must exist, be open and have FISH work (type F or a FISH test ordered). */
async function assertFishCase(ex: Executor, caseId: number) {
  const head = await fishCaseHeader(ex, caseId);
  if (!head) throw notFound('Case');
  if (!head.open) {
    throw conflict(
      `Case ${head.caseNumber} is ${CASE_STATUS_LABELS[head.status as TCaseStatus].toLowerCase()}: a FISH result after sign-out goes in through an amendment or addendum`,
    );
  }
  return head;
}

/** The probe set must be active and of the method asked; the lot must be active, of that set and not expired. */
async function assertProbes(
  ex: Executor,
  input: Pick<TFishSessionInput, 'probeSetId' | 'probeLotId' | 'method'>,
  today: string,
) {
  const set = await findProbeSet(ex, input.probeSetId);
  if (!set) throw fieldError('probeSetId', 'does not exist');
  if (!set.active) throw fieldError('probeSetId', `${set.name} is inactive`);
  const method = set.method as TFishMethod | null;
  if (!method || !(method in FISH_METHOD_LABELS)) throw fieldError('probeSetId', `${set.name} has no scoring method`);
  if (input.method && input.method !== method) {
    throw fieldError(
      'probeSetId',
      `${set.name} is scored by ${FISH_METHOD_LABELS[method]}, not ${FISH_METHOD_LABELS[input.method]}`,
    );
  }
  const lot = await findProbeLot(ex, input.probeLotId);
  if (!lot) throw fieldError('probeLotId', 'does not exist');
  if (lot.probeSetId !== set.id) throw fieldError('probeLotId', `lot ${lot.lotNumber} is not a lot of ${set.name}`);
  if (!lot.active) throw fieldError('probeLotId', `lot ${lot.lotNumber} is inactive`);
  if (lot.expiryDate && lot.expiryDate < today)
    throw fieldError('probeLotId', `lot ${lot.lotNumber} expired on ${lot.expiryDate}`);
  return { set, lot, method };
}

const nucleiWord = (method: TFishMethod) => (method === 'urovysion' ? 'cells' : 'nuclei');

/** Starts a scoring: the caller is reader 1. */
export async function startSession(
  db: Db,
  actor: AuditActor,
  caseId: number,
  input: TFishSessionInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const head = await assertFishCase(tx, caseId);
    if (head.caseType !== 'F' && head.fishTests.length === 0) {
      throw conflict(`Case ${head.caseNumber} has no FISH test ordered`);
    }
    const { set, lot, method } = await assertProbes(tx, input, todayIso(now));
    const ihc = method === 'her2-dual' ? (input.ihc ?? null) : null;
    const result = classifySession(method, [], [], ihc);
    const [row] = await tx
      .insert(fishSessions)
      .values({
        caseId,
        method,
        probeSetId: set.id,
        probeLotId: lot!.id,
        ihc,
        status: 'scoring',
        reader1Id: actor.userId!,
        result,
      })
      .returning();
    await writeAudit(tx, actor, {
      eventtype: 'create',
      eventdescription: `FISH scoring started on case ${head.caseNumber}: ${set.name}, lot ${lot!.lotNumber}`,
      casenumber: head.caseNumber,
      entity: 'fish-session',
      entityId: row!.id,
      newvalue: { method, probeSetId: set.id, probeLotId: lot!.id, ihc },
    });
    return row!;
  });
}

function assertVersion(row: FishSessionRow, rowVersion: number | undefined) {
  if (rowVersion !== undefined && rowVersion !== row.rowVersion) {
    throw new HttpError(409, 'This scoring was changed elsewhere; reload to continue', { rowVersion: 'is stale' });
  }
}

/** Saves the caller's counts as they are typed (reader 1 while scoring, reader 2 while second-reading). */
export async function saveCounts(
  db: Db,
  actor: AuditActor,
  caseId: number,
  sessionId: number,
  input: TFishCountsInput,
) {
  return db.transaction(async (tx) => {
    const head = await assertFishCase(tx, caseId);
    const row = await lockSession(tx, caseId, sessionId);
    if (!row) throw notFound('FISH scoring');
    assertVersion(row, input.rowVersion);
    const method = row.method as TFishMethod;
    const slot = writerSlot(row, actor.userId!);
    if (input.ihc !== undefined && slot !== 'reader1') throw fieldError('ihc', 'is set by reader 1 while scoring', 409);
    if (input.ihc !== undefined && input.ihc !== null && method !== 'her2-dual')
      throw fieldError('ihc', 'applies to HER2 only');
    const ihc = input.ihc !== undefined ? input.ihc : ((row.ihc as TIhcScore | null) ?? null);
    const nuclei = input.nuclei ? parseNuclei(method, input.nuclei, 'nuclei') : null;
    const r1 = slot === 'reader1' && nuclei ? nuclei : (row.reader1Nuclei as TFishNucleus[]);
    const r2 = slot === 'reader2' && nuclei ? nuclei : (row.reader2Nuclei as TFishNucleus[]);
    const target = fishReaderTarget(method);
    const limit = method === 'her2-dual' ? undefined : target;
    if (nuclei && limit !== undefined && nuclei.length > limit)
      throw fieldError('nuclei', `at most ${limit} ${nucleiWord(method)} per reader`);
    // While typing, a count no rule takes yet (e.g. CEP17 total 0) is kept; submit refuses it.
    let result: TFishClassification | null = null;
    try {
      result = classifySession(method, r1, slot === 'reader2' ? r2 : [], ihc, { reader1: 'nuclei', reader2: 'nuclei' });
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
    }
    const [saved] = await tx
      .update(fishSessions)
      .set({
        ihc,
        reader1Nuclei: r1,
        reader2Nuclei: r2,
        result,
        rowVersion: sql`${fishSessions.rowVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(fishSessions.id, row.id))
      .returning();
    await writeAudit(tx, actor, {
      eventtype: 'update',
      eventdescription: `FISH counts saved on case ${head.caseNumber} (${slot === 'reader1' ? 'reader 1' : 'reader 2'}: ${(slot === 'reader1' ? r1 : r2).length} ${nucleiWord(method)})`,
      casenumber: head.caseNumber,
      entity: 'fish-session',
      entityId: row.id,
      datavalue: slot,
      newvalue: { count: (slot === 'reader1' ? r1 : r2).length, ihc },
    });
    return saved!;
  });
}

/** Which reader slot the caller writes now; anyone else is refused. */
function writerSlot(row: FishSessionRow, userId: number): 'reader1' | 'reader2' {
  if (row.status === 'scoring') {
    if (row.reader1Id !== userId) throw conflict('Only reader 1 enters the counts of this scoring');
    return 'reader1';
  }
  if (row.status === 'second-reading') {
    if (row.reader2Id !== userId) throw conflict('Only the second reader enters counts now');
    return 'reader2';
  }
  throw conflict(`This scoring is ${row.status.replace(/-/g, ' ')}; its counts can no longer change`);
}

/** A reader hands in their count: reader 1 → complete or awaiting a second reader; reader 2 → complete. */
export async function submitCount(db: Db, actor: AuditActor, caseId: number, sessionId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const head = await assertFishCase(tx, caseId);
    const row = await lockSession(tx, caseId, sessionId);
    if (!row) throw notFound('FISH scoring');
    const slot = writerSlot(row, actor.userId!);
    const method = row.method as TFishMethod;
    const ihc = (row.ihc as TIhcScore | null) ?? null;
    const r1 = parseNuclei(method, row.reader1Nuclei, 'reader1');
    const r2 = slot === 'reader2' ? parseNuclei(method, row.reader2Nuclei, 'reader2') : [];
    const result = classifySession(method, r1, r2, ihc);
    if (result.result === 'incomplete')
      throw fieldError('nuclei', `${result.needs.join('; ')} needed before submitting`);
    let status: TFishSessionStatus;
    if (slot === 'reader1') {
      if (result.result === 'equivocal' && !result.secondReaderRequired)
        throw fieldError('ihc', `${result.needs.join('; ')} for ASCO/CAP group ${result.group}`);
      status = result.result === 'equivocal' ? 'awaiting-second-reader' : 'complete';
    } else {
      if (result.result === 'equivocal')
        throw fieldError('nuclei', `${result.needs.join('; ')} needed before submitting`);
      status = 'complete';
    }
    const [saved] = await tx
      .update(fishSessions)
      .set({
        status,
        result,
        ...(slot === 'reader1' ? { reader1SubmittedAt: now } : { reader2SubmittedAt: now }),
        rowVersion: sql`${fishSessions.rowVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(fishSessions.id, row.id))
      .returning();
    await writeAudit(tx, actor, {
      eventtype: 'update',
      eventdescription:
        status === 'awaiting-second-reader'
          ? `FISH reader 1 submitted on case ${head.caseNumber}: second reader required`
          : `FISH scoring complete on case ${head.caseNumber}: ${result.result}${result.group ? `, group ${result.group}` : ''}`,
      casenumber: head.caseNumber,
      entity: 'fish-session',
      entityId: row.id,
      datavalue: 'status',
      oldvalue: row.status,
      newvalue: { status, result: result.result, group: result.group ?? null },
    });
    return saved!;
  });
}

/** The caller becomes the blinded second reader; the first reader cannot be the second. */
export async function claimSecondReader(db: Db, actor: AuditActor, caseId: number, sessionId: number) {
  return db.transaction(async (tx) => {
    const head = await assertFishCase(tx, caseId);
    const row = await lockSession(tx, caseId, sessionId);
    if (!row) throw notFound('FISH scoring');
    if (row.status !== 'awaiting-second-reader')
      throw conflict(`This scoring does not wait for a second reader (it is ${row.status.replace(/-/g, ' ')})`);
    if (row.reader1Id === actor.userId)
      throw fieldError('reader2', 'must be another user than reader 1: the second read is blinded', 409);
    const [saved] = await tx
      .update(fishSessions)
      .set({
        status: 'second-reading',
        reader2Id: actor.userId!,
        reader2Nuclei: [],
        rowVersion: sql`${fishSessions.rowVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(fishSessions.id, row.id))
      .returning();
    await writeAudit(tx, actor, {
      eventtype: 'update',
      eventdescription: `FISH second reader started on case ${head.caseNumber}`,
      casenumber: head.caseNumber,
      entity: 'fish-session',
      entityId: row.id,
      datavalue: 'reader2',
      newvalue: actor.userId,
    });
    return saved!;
  });
}

/** The pathologist accepts a complete result into the case (before sign-out). */
export async function acceptSession(db: Db, actor: AuditActor, caseId: number, sessionId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    // Holds off a concurrent sign-out (which locks the case row) until the acceptance commits or fails.
    await tx.select({ id: cases.id }).from(cases).where(eq(cases.id, caseId)).for('share');
    const head = await assertFishCase(tx, caseId);
    const row = await lockSession(tx, caseId, sessionId);
    if (!row) throw notFound('FISH scoring');
    if (row.status !== 'complete') {
      throw conflict(
        row.status === 'accepted'
          ? 'This FISH result is already accepted'
          : `Only a complete scoring can be accepted (this one is ${row.status.replace(/-/g, ' ')})`,
      );
    }
    const refusal = fishAcceptRefusal(row, actor.userId!);
    if (refusal) throw new HttpError(403, refusal, undefined, 'fish_reader_cannot_accept');
    const pathologist = await pathologistOfUser(tx, actor.userId!);
    if (!pathologist)
      throw forbidden('Only a pathologist (a user linked to a Pathologists record) accepts a FISH result');
    const result = storedClassification(row);
    const [saved] = await tx
      .update(fishSessions)
      .set({
        status: 'accepted',
        acceptedBy: actor.userId!,
        acceptedAt: now,
        rowVersion: sql`${fishSessions.rowVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(fishSessions.id, row.id))
      .returning();
    await writeAudit(tx, actor, {
      eventtype: 'update',
      eventdescription: `FISH result accepted into case ${head.caseNumber}: ${result?.interpretation ?? result?.result ?? ''}`,
      casenumber: head.caseNumber,
      entity: 'fish-session',
      entityId: row.id,
      datavalue: 'status',
      oldvalue: 'complete',
      newvalue: { status: 'accepted', pathologist: pathologist.name, result },
    });
    return saved!;
  });
}

/** A scoring started by mistake (wrong lot, wrong probe set) is set aside, never deleted. */
export async function discardSession(db: Db, actor: AuditActor, caseId: number, sessionId: number) {
  return db.transaction(async (tx) => {
    const head = await assertFishCase(tx, caseId);
    const row = await lockSession(tx, caseId, sessionId);
    if (!row) throw notFound('FISH scoring');
    if (row.status === 'accepted' || row.status === 'discarded')
      throw conflict(`This scoring is ${row.status} and cannot be discarded`);
    const [saved] = await tx
      .update(fishSessions)
      .set({ status: 'discarded', rowVersion: sql`${fishSessions.rowVersion} + 1`, updatedAt: new Date() })
      .where(eq(fishSessions.id, row.id))
      .returning();
    await writeAudit(tx, actor, {
      eventtype: 'update',
      eventdescription: `FISH scoring discarded on case ${head.caseNumber}`,
      casenumber: head.caseNumber,
      entity: 'fish-session',
      entityId: row.id,
      datavalue: 'status',
      oldvalue: row.status,
      newvalue: 'discarded',
    });
    return saved!;
  });
}
