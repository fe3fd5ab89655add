import { and, eq } from 'drizzle-orm';
import {
  canTransition,
  CASE_STATUS_LABELS,
  DIAGNOSIS_STATUSES,
  isCaseEditable,
  partLabel,
  pendingDiagnosisBlocker,
  STAFF_ROLES,
  type TCaseInputParsed,
  type TCasePartInput,
  type TCasePartUpdate,
  type TCaseStatus,
  type TCaseType,
  type TCaseStatusChange,
  type TCaseUpdate,
  noticeCaseType,
  noticeText,
} from '@lab/domain';
import type { Db, Executor, Tx } from '../../db/client';
import { caseParts, caseStatusHistory, cases, patients, providers } from '../../db/schema/index';
import { changeEvents, writeAudit, type AuditActor } from '../../plugins/audit';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import { bodySites, findCase, type CaseRow, type CaseScope } from '../../services/case-records';
import { notify } from '../../services/notify';
import {
  CASE_LIST_REF_TABLES,
  CASE_REF_TABLES,
  caseListIds,
  missingIds,
  nextCaseNumber,
  nextPartLabel,
  replaceCaseLists,
} from './repository';

const STAFF: CaseScope = { kind: 'all' };

/** Called in the accession transaction: a STAT case alerts the lab staff at once (top-bar notifications). */
export async function onCaseAccessioned(tx: Executor, created: CaseRow): Promise<void> {
  if (created.priority !== 'stat') return;
  await notify(tx, {
    roles: STAFF_ROLES,
    type: 'stat-case',
    words: (l) => ({
      title: noticeText(l, 'statCaseTitle', { caseNumber: created.caseNumber }),
      body: noticeText(l, 'statCaseBody', { caseType: noticeCaseType(l, created.caseType as TCaseType) }),
    }),
    link: `/specimen/${created.id}`,
  });
}

type RefFields = Partial<Record<keyof typeof CASE_REF_TABLES, number | null | undefined>> & {
  icdCodeIds?: number[];
  testIds?: number[];
  flagIds?: number[];
  copyToProviderIds?: number[];
  providerId?: number | null;
};

/** Every reference a client sends must exist; the error names the field. */
async function assertRefs(ex: Executor, input: RefFields): Promise<void> {
  for (const [field, table] of Object.entries(CASE_REF_TABLES)) {
    const id = input[field as keyof typeof CASE_REF_TABLES];
    if (id && (await missingIds(ex, table, [id])).length) throw fieldError(field, 'does not exist');
  }
  for (const [field, table] of Object.entries(CASE_LIST_REF_TABLES)) {
    const ids = input[field as keyof typeof CASE_LIST_REF_TABLES];
    const missing = ids ? await missingIds(ex, table, ids) : [];
    if (missing.length) throw fieldError(field, `unknown entries ${missing.join(', ')}`);
  }
  for (const [i, id] of (input.copyToProviderIds ?? []).entries()) {
    const [p] = await ex.select({ active: providers.active }).from(providers).where(eq(providers.id, id));
    if (!p) throw fieldError(`copyToProviderIds.${i}`, 'does not exist');
  }
  if (input.providerId) {
    const [p] = await ex.select({ active: providers.active }).from(providers).where(eq(providers.id, input.providerId));
    if (!p) throw fieldError('providerId', 'does not exist');
    if (!p.active) throw fieldError('providerId', 'is deactivated');
  }
}

async function assertBodySite(ex: Executor, id: number | null | undefined, field: string) {
  if (id && (await missingIds(ex, bodySites, [id])).length) throw fieldError(field, 'does not exist');
}

const toDate = (s: string | null | undefined) => (s === undefined ? undefined : s === null ? null : new Date(s));

/** Accessions a case: number, parts, codes, first history row and audit, all in one transaction. */
export async function accessionCase(
  db: Db,
  actor: AuditActor,
  input: TCaseInputParsed,
  now = new Date(),
): Promise<CaseRow> {
  return db.transaction((tx) => accessionCaseIn(tx, actor, input, now));
}

/** The same, inside a caller's transaction (an incoming order becomes accessioned in the one that makes its case). */
export async function accessionCaseIn(
  tx: Tx,
  actor: AuditActor,
  input: TCaseInputParsed,
  now = new Date(),
): Promise<CaseRow> {
  const [patient] = await tx
    .select({ id: patients.id, mergedIntoId: patients.mergedIntoId })
    .from(patients)
    .where(eq(patients.id, input.patientId));
  if (!patient) throw fieldError('patientId', 'does not exist');
  if (patient.mergedIntoId) throw fieldError('patientId', 'was merged into another patient; choose that one');
  await assertRefs(tx, input);
  for (const [i, p] of input.parts.entries()) await assertBodySite(tx, p.bodySiteId, `parts.${i}.bodySiteId`);

  const caseNumber = await nextCaseNumber(tx, input.caseType, now.getUTCFullYear());
  const [row] = await tx
    .insert(cases)
    .values({
      caseNumber,
      caseType: input.caseType,
      priority: input.priority,
      patientId: input.patientId,
      providerId: input.providerId ?? null,
      facilityId: input.facilityId ?? null,
      pathologistId: input.pathologistId ?? null,
      billingClassId: input.billingClassId ?? null,
      financialClassId: input.financialClassId ?? null,
      accidentTypeId: input.accidentTypeId ?? null,
      ailmentTypeId: input.ailmentTypeId ?? null,
      collectedAt: toDate(input.collectedAt) ?? null,
      receivedAt: toDate(input.receivedAt) ?? now,
      clinicalHistory: input.clinicalHistory || null,
      createdBy: actor.userId,
    })
    .returning();
  const created = row!;
  await tx.insert(caseParts).values(
    input.parts.map((p, i) => ({
      caseId: created.id,
      label: partLabel(i),
      bodySiteId: p.bodySiteId ?? null,
      laterality: p.laterality ?? null,
      description: p.description,
    })),
  );
  await replaceCaseLists(tx, created.id, input);
  await tx
    .insert(caseStatusHistory)
    .values({ caseId: created.id, fromStatus: null, toStatus: 'accessioned', userId: actor.userId });
  await writeAudit(tx, actor, {
    eventtype: 'create',
    eventdescription: `Case ${caseNumber} accessioned (${input.parts.length} part${input.parts.length === 1 ? '' : 's'}, ${input.priority})`,
    casenumber: caseNumber,
    entity: 'case',
    entityId: created.id,
    newvalue: input,
  });
  await onCaseAccessioned(tx, created);
  return created;
}

/** Loads a case for a write, locked, refusing closed cases. */
async function lockEditable(tx: Executor, id: number): Promise<CaseRow> {
  const row = await findCase(tx, { id }, STAFF, { lock: true });
  if (!row) throw notFound('Case');
  if (!isCaseEditable(row.status as TCaseStatus)) {
    throw conflict(
      `Case ${row.caseNumber} is ${CASE_STATUS_LABELS[row.status as TCaseStatus].toLowerCase()} and can no longer be edited`,
    );
  }
  return row;
}

export async function updateCase(db: Db, actor: AuditActor, id: number, input: TCaseUpdate): Promise<CaseRow> {
  return db.transaction(async (tx) => {
    const before = await lockEditable(tx, id);
    // A provider deactivated since accessioning may stay on the case; only a new choice must be active.
    await assertRefs(tx, input.providerId === before.providerId ? { ...input, providerId: undefined } : input);
    const patch: Partial<typeof cases.$inferInsert> = {};
    const fields = [
      'priority',
      'providerId',
      'facilityId',
      'pathologistId',
      'billingClassId',
      'financialClassId',
      'accidentTypeId',
      'ailmentTypeId',
      'clinicalHistory',
    ] as const;
    for (const f of fields)
      if (input[f] !== undefined) (patch as Record<string, unknown>)[f] = input[f] === '' ? null : input[f];
    if (input.collectedAt !== undefined) patch.collectedAt = toDate(input.collectedAt);
    if (input.receivedAt !== undefined) patch.receivedAt = toDate(input.receivedAt)!;
    const [after] = await tx
      .update(cases)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(cases.id, id))
      .returning();
    const oldLists = await caseListIds(tx, id);
    await replaceCaseLists(tx, id, input);
    const base = {
      eventtype: 'update' as const,
      eventdescription: `Case ${before.caseNumber} updated`,
      casenumber: before.caseNumber,
      entity: 'case',
      entityId: id,
    };
    const newLists = {
      icdCodeIds: input.icdCodeIds ?? oldLists.icdCodeIds,
      testIds: input.testIds ?? oldLists.testIds,
      flagIds: input.flagIds ?? oldLists.flagIds,
      copyToProviderIds: input.copyToProviderIds ?? oldLists.copyToProviderIds,
    };
    const pick = (r: CaseRow) =>
      Object.fromEntries([...fields, 'collectedAt', 'receivedAt'].map((f) => [f, r[f as keyof CaseRow]]));
    await writeAudit(tx, actor, [
      ...changeEvents(base, pick(before), pick(after!)),
      ...changeEvents(base, oldLists, newLists),
    ]);
    return after!;
  });
}

export async function changeCaseStatus(
  db: Db,
  actor: AuditActor,
  id: number,
  input: TCaseStatusChange,
): Promise<CaseRow> {
  if ((DIAGNOSIS_STATUSES as readonly string[]).includes(input.to)) {
    throw fieldError('to', `${CASE_STATUS_LABELS[input.to]} is done from the diagnosis screen, not here`);
  }
  const reason = input.reason?.trim() || null;
  if (input.to === 'cancelled' && !reason) throw fieldError('reason', 'is required to cancel a case');
  return db.transaction(async (tx) => {
    const before = await findCase(tx, { id }, STAFF, { lock: true });
    if (!before) throw notFound('Case');
    const from = before.status as TCaseStatus;
    if (!canTransition(from, input.to)) {
      throw fieldError(
        'to',
        `a case cannot move from ${CASE_STATUS_LABELS[from].toLowerCase()} to ${CASE_STATUS_LABELS[input.to].toLowerCase()}`,
        409,
      );
    }
    const blocker = pendingDiagnosisBlocker(input.to, before.pathologistId);
    if (blocker) throw fieldError('pathologistId', blocker, 409);
    const [after] = await tx
      .update(cases)
      .set({ status: input.to, updatedAt: new Date(), ...(input.to === 'cancelled' ? { cancelReason: reason } : {}) })
      .where(eq(cases.id, id))
      .returning();
    await tx
      .insert(caseStatusHistory)
      .values({ caseId: id, fromStatus: from, toStatus: input.to, reason, userId: actor.userId });
    await writeAudit(tx, actor, {
      eventtype: 'status-change',
      eventdescription: `Case ${before.caseNumber}: ${CASE_STATUS_LABELS[from]} → ${CASE_STATUS_LABELS[input.to]}${reason ? ` (${reason})` : ''}`,
      casenumber: before.caseNumber,
      entity: 'case',
      entityId: id,
      datavalue: 'status',
      oldvalue: from,
      newvalue: input.to,
    });
    return after!;
  });
}

export async function addCasePart(db: Db, actor: AuditActor, id: number, input: TCasePartInput) {
  return db.transaction(async (tx) => {
    const row = await lockEditable(tx, id);
    await assertBodySite(tx, input.bodySiteId, 'bodySiteId');
    const label = await nextPartLabel(tx, id);
    const [part] = await tx
      .insert(caseParts)
      .values({
        caseId: id,
        label,
        bodySiteId: input.bodySiteId ?? null,
        laterality: input.laterality ?? null,
        description: input.description,
      })
      .returning();
    await writeAudit(tx, actor, {
      eventtype: 'create',
      eventdescription: `Part ${label} added to case ${row.caseNumber}`,
      casenumber: row.caseNumber,
      entity: 'case-part',
      entityId: part!.id,
      newvalue: input,
    });
    return part!;
  });
}

export async function updateCasePart(db: Db, actor: AuditActor, id: number, partId: number, input: TCasePartUpdate) {
  return db.transaction(async (tx) => {
    const row = await lockEditable(tx, id);
    const [before] = await tx
      .select()
      .from(caseParts)
      .where(and(eq(caseParts.id, partId), eq(caseParts.caseId, id)));
    if (!before) throw notFound('Part');
    await assertBodySite(tx, input.bodySiteId, 'bodySiteId');
    const patch: Partial<typeof caseParts.$inferInsert> = {};
    if (input.bodySiteId !== undefined) patch.bodySiteId = input.bodySiteId;
    if (input.laterality !== undefined) patch.laterality = input.laterality;
    if (input.description !== undefined) patch.description = input.description;
    const [after] = Object.keys(patch).length
      ? await tx.update(caseParts).set(patch).where(eq(caseParts.id, partId)).returning()
      : [before];
    const pick = (p: typeof before) => ({
      bodySiteId: p.bodySiteId,
      laterality: p.laterality,
      description: p.description,
    });
    await writeAudit(
      tx,
      actor,
      changeEvents(
        {
          eventtype: 'update',
          eventdescription: `Part ${before.label} of case ${row.caseNumber} updated`,
          casenumber: row.caseNumber,
          entity: 'case-part',
          entityId: partId,
        },
        pick(before),
        pick(after!),
      ),
    );
    return after!;
  });
}
