/**
 * Orders in (docs/interfaces.md#orders-in): the use cases. A message is read, its order stored and its ACK
 * written in one transaction, and the ACK leaves only after the commit; the message's (MSH-3, MSH-4, MSH-10) is
 * unique among inbound rows of interface_messages, so a resend gets the stored ACK and never a second order.
 */
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  buildHl7Ack,
  INCOMING_ORDER_STATUS_LABELS,
  mapFhirOrder,
  mapHl7Order,
  messageMrn,
  operationOutcome,
  readOrderMessage,
  STAFF_ROLES,
  ZPatientInput,
  type TAccessionOrder,
  type TAckCode,
  type TCaseInputParsed,
  type THl7Header,
  type THl7Issue,
  type TIncomingOrder,
  type TIncomingOrderStatus,
  type TOrderCodeEntry,
  type TOrderDraft,
  type TOrderSource,
  type TPatientRef,
  noticeText,
} from '@lab/domain';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client';
import { cases, incomingOrders, interfaceMessages, patients, providers, users } from '../../db/schema/index';
import { lookupColumn, lookupTables } from '../../db/schema/lookups';
import { writeAudit, type AuditActor } from '../../plugins/audit';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import { notify } from '../../services/notify';

const orderCodes = lookupTables.ordercodes;
const facilities = lookupTables.submittingfacilities!;
const tests = lookupTables.tests!;
const icdCodes = lookupTables.icdcodelist!;

/** What this feature borrows from patients and cases (handed over by routes/index.ts, features never import each other). */
export interface OrderDeps {
  findDuplicates(ex: Executor, p: { firstName: string; lastName: string; dob: string }): Promise<TPatientRef[]>;
  createPatient(
    tx: Executor,
    actor: AuditActor,
    input: z.output<typeof ZPatientInput>,
  ): Promise<{ patient: { id: number } } | { duplicates: TPatientRef[] }>;
  accessionCaseIn(tx: Tx, actor: AuditActor, input: TCaseInputParsed): Promise<{ id: number; caseNumber: string }>;
}

/** Who writes an interface's audit rows: the sending system, named by MSH-3/MSH-4 (or the FHIR client). */
export const interfaceActor = (sender: string, ip: string | null, channel: string): AuditActor => ({
  userId: null,
  username: `interface:${sender}`.slice(0, 100),
  ip,
  userAgent: channel,
});

export async function loadOrderCodes(ex: Executor): Promise<TOrderCodeEntry[]> {
  const rows = await ex
    .select({
      code: orderCodes.code,
      codingSystem: lookupColumn('ordercodes', 'codingSystem'),
      caseType: lookupColumn('ordercodes', 'caseType'),
      testCodes: lookupColumn('ordercodes', 'testCodes'),
      active: orderCodes.active,
    })
    .from(orderCodes);
  // The own columns are built from the registry at run time, so their values arrive untyped.
  return rows.map((r) => ({
    code: r.code,
    codingSystem: String(r.codingSystem ?? ''),
    caseType: String(r.caseType ?? 'S'),
    testCodes: r.testCodes === null ? null : String(r.testCodes),
    active: r.active,
  }));
}

/** The portal patient an order is for: by MRN (a merged record → its survivor), else one same-name-and-DOB twin. */
async function matchPatient(
  ex: Executor,
  deps: OrderDeps,
  p: TOrderDraft['patient'],
): Promise<{ id: number | null; by: 'mrn' | 'name-dob' | null }> {
  const [byMrn] = await ex
    .select({ id: patients.id, mergedIntoId: patients.mergedIntoId })
    .from(patients)
    .where(sql`upper(${patients.mrn}) = ${p.mrn.toUpperCase()}`)
    .limit(1);
  if (byMrn) return { id: byMrn.mergedIntoId ?? byMrn.id, by: 'mrn' };
  const twins = await deps.findDuplicates(ex, p);
  return twins.length === 1 ? { id: twins[0]!.id, by: 'name-dob' } : { id: null, by: null };
}

/** An active submitting facility by its code, else by its name; null when none is named or found. */
async function facilityByCodeOrName(ex: Executor, named: { code?: string; name?: string }): Promise<number | null> {
  const one = async (column: typeof facilities.code | typeof facilities.name, value: string) =>
    value
      ? (
          await ex
            .select({ id: facilities.id })
            .from(facilities)
            .where(and(sql`lower(${column}) = ${value.toLowerCase()}`, eq(facilities.active, true)))
        )[0]?.id
      : undefined;
  return (await one(facilities.code, named.code ?? '')) ?? (await one(facilities.name, named.name ?? '')) ?? null;
}

/**
 * The ordering provider by NPI, the facility by ORC-21's identifier or name, else the sending facility's code;
 * `facilityId` (an interface client's own facility, checked by the caller) wins over both.
 */
async function resolveParties(ex: Executor, draft: TOrderDraft, sendingFacility: string, facilityId?: number) {
  let providerId: number | null = null;
  if (draft.provider?.npi) {
    const [p] = await ex
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.npi, draft.provider.npi), eq(providers.active, true)));
    providerId = p?.id ?? null;
  }
  return {
    providerId,
    facilityId:
      facilityId ??
      (await facilityByCodeOrName(ex, draft.facility ?? {})) ??
      (await facilityByCodeOrName(ex, { code: sendingFacility })),
  };
}

async function staffIds(ex: Executor): Promise<number[]> {
  const rows = await ex
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

export async function pendingCount(ex: Executor): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(incomingOrders)
    .where(eq(incomingOrders.status, 'pending'));
  return Number(row?.n ?? 0);
}

/** Tells every signed-in staff member's screens that the orders changed (after the commit). */
export type OrdersChanged = (pending: number, staff: number[]) => Promise<void>;

export interface ReceivedMessage {
  ack: string;
  code: TAckCode;
  orderId: number | null;
  duplicate: boolean;
}

interface InboundKey {
  sendingApplication: string;
  sendingFacility: string;
  controlId: string;
}

async function storedAck(ex: Executor, key: InboundKey): Promise<string | null> {
  const [row] = await ex
    .select({ ack: interfaceMessages.ack })
    .from(interfaceMessages)
    .where(
      and(
        eq(interfaceMessages.direction, 'in'),
        eq(interfaceMessages.sendingApplication, key.sendingApplication),
        eq(interfaceMessages.sendingFacility, key.sendingFacility),
        eq(interfaceMessages.controlId, key.controlId),
      ),
    );
  return row?.ack ?? null;
}

const isUniqueViolation = (err: unknown): boolean => {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === '23505') return true;
  }
  return false;
};

interface Outcome {
  code: TAckCode;
  text?: string;
  issues?: THl7Issue[];
  orderId: number | null;
  changed: boolean;
  /** The portal patient the order is matched to (AA), for the FHIR transaction-response's Patient entry. */
  patientId?: number | null;
}

/**
 * One HL7 message from the MLLP listener → its ACK. Never throws for what the sender sent: a message we do not
 * take is answered AR, a wrong one AE, a database failure AE with code 207 (the sender retries).
 */
export async function receiveHl7Message(
  db: Db,
  deps: OrderDeps,
  text: string,
  opts: { ip: string | null; now?: Date; changed?: OrdersChanged },
): Promise<ReceivedMessage> {
  const now = opts.now ?? new Date();
  const read = readOrderMessage(text);
  const header: THl7Header | null = read.header;
  const key: InboundKey = {
    sendingApplication: header?.sendingApplication ?? '',
    sendingFacility: header?.sendingFacility ?? '',
    // A message without MSH-10 is still logged once, under a control id of our own.
    controlId: header?.controlId || `no-control-id-${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
  };
  if (header?.controlId) {
    const again = await storedAck(db, key);
    if (again) return { ack: again, code: ackCodeOf(again), orderId: null, duplicate: true };
  }
  const actor = interfaceActor(
    [key.sendingApplication, key.sendingFacility].filter(Boolean).join('/') || '?',
    opts.ip,
    'MLLP',
  );
  try {
    const result = await db.transaction(async (tx) => {
      // The message row first: a second copy arriving at the same moment waits on its unique key, then finds ours.
      const [msg] = await tx
        .insert(interfaceMessages)
        .values({
          direction: 'in',
          protocol: 'hl7',
          messageType: header?.messageType || 'unknown',
          controlId: key.controlId,
          sendingApplication: key.sendingApplication,
          sendingFacility: key.sendingFacility,
          status: 'received',
          body: text,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: interfaceMessages.id });
      const messageId = msg!.id;
      let outcome: Outcome;
      if (!read.ok) {
        outcome = { code: 'AR', text: read.issues[0]?.message, issues: read.issues, orderId: null, changed: false };
      } else {
        const mapping = mapHl7Order(read.message, await loadOrderCodes(tx));
        outcome = mapping.ok
          ? await applyOrder(tx, deps, actor, {
              source: 'hl7',
              draft: mapping.draft,
              messageId,
              key,
              now,
            })
          : { code: 'AE', text: mapping.issues[0]?.message, issues: mapping.issues, orderId: null, changed: false };
      }
      const ack = buildHl7Ack({
        header,
        code: outcome.code,
        text: outcome.text,
        issues: outcome.issues,
        ackControlId: `ACK${messageId}`,
        now,
      });
      await tx
        .update(interfaceMessages)
        .set({
          ack,
          status: outcome.code === 'AA' ? 'received' : 'rejected',
          lastError: outcome.code === 'AA' ? null : (outcome.text ?? null),
          orderId: outcome.orderId,
          mrn: read.ok ? messageMrn(read.message) : null,
        })
        .where(eq(interfaceMessages.id, messageId));
      return { ack, outcome };
    });
    if (result.outcome.changed && opts.changed) await notifyChanged(db, opts.changed);
    return { ack: result.ack, code: result.outcome.code, orderId: result.outcome.orderId, duplicate: false };
  } catch (err) {
    if (header?.controlId && isUniqueViolation(err)) {
      const again = await storedAck(db, key);
      if (again) return { ack: again, code: ackCodeOf(again), orderId: null, duplicate: true };
    }
    // Not stored: the sender must send it again (AE, application internal error), and nothing was committed.
    const ack = buildHl7Ack({
      header,
      code: 'AE',
      text: 'The message could not be stored; send it again',
      issues: [
        {
          segment: 'MSH',
          sequence: 1,
          field: 10,
          code: 207,
          message: 'The message could not be stored; send it again',
        },
      ],
      ackControlId: `ERR${now.getTime()}`,
      now,
    });
    throw Object.assign(err instanceof Error ? err : new Error(String(err)), { ack });
  }
}

const ackCodeOf = (ack: string): TAckCode => (/\rMSA\|(A[AER])/.exec(ack)?.[1] as TAckCode | undefined) ?? 'AA';

async function notifyChanged(db: Db, changed: OrdersChanged): Promise<void> {
  await changed(await pendingCount(db), await staffIds(db));
}

/** The latest order of this sender with this placer order number (for CA and XO). */
async function findPlacerOrder(tx: Tx, key: InboundKey, placer: string) {
  const [row] = await tx
    .select()
    .from(incomingOrders)
    .where(
      and(
        eq(incomingOrders.sendingApplication, key.sendingApplication),
        eq(incomingOrders.sendingFacility, key.sendingFacility),
        eq(incomingOrders.placerOrderNumber, placer),
        notInArray(incomingOrders.status, ['rejected']),
      ),
    )
    .orderBy(desc(incomingOrders.id))
    .limit(1)
    .for('update');
  return row;
}

/** NW stores a new order; CA cancels a pending one; XO replaces a pending one's content. */
export async function applyOrder(
  tx: Tx,
  deps: OrderDeps,
  actor: AuditActor,
  m: {
    source: TOrderSource;
    draft: TOrderDraft;
    messageId: number;
    key: InboundKey;
    now: Date;
    /** The ordering facility, when the sender's scope decided it (an interface client's facility). */
    facilityId?: number;
  },
): Promise<Outcome> {
  const { draft, key } = m;
  const orcError = (field: number, message: string): Outcome => ({
    code: 'AE',
    text: message,
    // ORC-2: no such order (103); ORC-1: the order is closed (cancelled, rejected), 206 so that it is not resent.
    issues: [{ segment: 'ORC', sequence: 1, field, code: field === 2 ? 103 : 206, message }],
    orderId: null,
    changed: false,
  });
  if (draft.control === 'NW') {
    const match = await matchPatient(tx, deps, draft.patient);
    const parties = await resolveParties(tx, draft, key.sendingFacility, m.facilityId);
    const [row] = await tx
      .insert(incomingOrders)
      .values({
        source: m.source,
        messageId: m.messageId,
        controlId: key.controlId,
        sendingApplication: key.sendingApplication,
        sendingFacility: key.sendingFacility,
        placerOrderNumber: draft.placerOrderNumber,
        draft,
        matchedPatientId: match.id,
        matchedBy: match.by,
        ...parties,
        receivedAt: m.now,
        updatedAt: m.now,
      })
      .returning({ id: incomingOrders.id });
    await writeAudit(tx, actor, {
      eventtype: 'create',
      eventdescription: `Incoming order ${draft.placerOrderNumber} received (${m.source.toUpperCase()}, MRN ${draft.patient.mrn})`,
      entity: 'incoming-order',
      entityId: row!.id,
      newvalue: { placerOrderNumber: draft.placerOrderNumber, mrn: draft.patient.mrn, tests: draft.tests },
    });
    return {
      code: 'AA',
      text: `Order ${draft.placerOrderNumber} received`,
      orderId: row!.id,
      changed: true,
      patientId: match.id,
    };
  }

  const existing = await findPlacerOrder(tx, key, draft.placerOrderNumber);
  if (!existing) return orcError(2, `ORC-2: no order ${draft.placerOrderNumber} from this sender`);
  const label = INCOMING_ORDER_STATUS_LABELS[existing.status as TIncomingOrderStatus].toLowerCase();
  if (existing.status === 'accessioned') {
    const [caseRow] = existing.caseId
      ? await tx.select({ caseNumber: cases.caseNumber }).from(cases).where(eq(cases.id, existing.caseId))
      : [];
    const caseNumber = caseRow?.caseNumber ?? '';
    const what = draft.control === 'CA' ? 'cancel' : 'change';
    const notice = `The sender asked to ${what} order ${draft.placerOrderNumber} after it was accessioned as ${caseNumber}; the case was not changed.`;
    await tx.update(incomingOrders).set({ notice, updatedAt: m.now }).where(eq(incomingOrders.id, existing.id));
    await notify(tx, {
      roles: STAFF_ROLES,
      type: 'order',
      // The order keeps the English notice (and the audit); each person reads it in their language.
      words: (l) => ({
        title: noticeText(l, what === 'cancel' ? 'orderCancelTitle' : 'orderChangeTitle', {
          order: draft.placerOrderNumber,
        }),
        body: noticeText(l, what === 'cancel' ? 'orderCancelBody' : 'orderChangeBody', {
          order: draft.placerOrderNumber,
          caseNumber,
        }),
      }),
      link: existing.caseId ? `/specimen/${existing.caseId}` : '/orders',
    });
    await writeAudit(tx, actor, {
      eventtype: 'update',
      eventdescription: notice,
      casenumber: caseNumber || null,
      entity: 'incoming-order',
      entityId: existing.id,
    });
    return {
      code: 'AE',
      text: `Order ${draft.placerOrderNumber} is already accessioned as ${caseNumber}; the lab was told`,
      issues: [
        {
          segment: 'ORC',
          sequence: 1,
          field: 1,
          // Application record locked: the order is in work; a sender resends 207, not this.
          code: 206,
          message: `Order ${draft.placerOrderNumber} is already accessioned as case ${caseNumber}: it cannot be ${draft.control === 'CA' ? 'cancelled' : 'changed'} by message; the lab was told`,
        },
      ],
      orderId: existing.id,
      changed: true,
    };
  }
  if (existing.status !== 'pending') return orcError(1, `ORC-1: order ${draft.placerOrderNumber} is ${label}`);
  if (draft.control === 'CA') {
    await tx
      .update(incomingOrders)
      .set({ status: 'cancelled', updatedAt: m.now })
      .where(eq(incomingOrders.id, existing.id));
    await writeAudit(tx, actor, {
      eventtype: 'status-change',
      eventdescription: `Incoming order ${draft.placerOrderNumber} cancelled by the sender`,
      entity: 'incoming-order',
      entityId: existing.id,
      datavalue: 'status',
      oldvalue: 'pending',
      newvalue: 'cancelled',
    });
    return {
      code: 'AA',
      text: `Order ${draft.placerOrderNumber} cancelled`,
      orderId: existing.id,
      changed: true,
      patientId: existing.matchedPatientId,
    };
  }
  // XO: the new content replaces the old, matched again.
  const match = await matchPatient(tx, deps, draft.patient);
  const parties = await resolveParties(tx, draft, key.sendingFacility, m.facilityId);
  await tx
    .update(incomingOrders)
    .set({
      draft: { ...draft, control: 'NW' },
      matchedPatientId: match.id,
      matchedBy: match.by,
      ...parties,
      messageId: m.messageId,
      updatedAt: m.now,
    })
    .where(eq(incomingOrders.id, existing.id));
  await writeAudit(tx, actor, {
    eventtype: 'update',
    eventdescription: `Incoming order ${draft.placerOrderNumber} changed by the sender`,
    entity: 'incoming-order',
    entityId: existing.id,
    oldvalue: existing.draft,
    newvalue: draft,
  });
  return {
    code: 'AA',
    text: `Order ${draft.placerOrderNumber} changed`,
    orderId: existing.id,
    changed: true,
    patientId: match.id,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Staff: list, accession, reject

type OrderRow = typeof incomingOrders.$inferSelect;

async function toApi(ex: Executor, rows: OrderRow[]): Promise<TIncomingOrder[]> {
  const patientIds = [...new Set(rows.map((r) => r.matchedPatientId).filter((x): x is number => x !== null))];
  const caseIds = [...new Set(rows.map((r) => r.caseId).filter((x): x is number => x !== null))];
  const pts = patientIds.length
    ? await ex
        .select({
          id: patients.id,
          mrn: patients.mrn,
          firstName: patients.firstName,
          lastName: patients.lastName,
          dob: patients.dob,
        })
        .from(patients)
        .where(inArray(patients.id, patientIds))
    : [];
  const caseNumbers = new Map<number, string>();
  if (caseIds.length) {
    const list = await ex
      .select({ id: cases.id, caseNumber: cases.caseNumber })
      .from(cases)
      .where(inArray(cases.id, caseIds));
    for (const c of list) caseNumbers.set(c.id, c.caseNumber);
  }
  return rows.map((r) => {
    const d = r.draft;
    return {
      id: r.id,
      source: r.source as TOrderSource,
      placerOrderNumber: r.placerOrderNumber,
      receivedAt: r.receivedAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      status: r.status as TIncomingOrderStatus,
      sendingApplication: r.sendingApplication,
      sendingFacility: r.sendingFacility,
      controlId: r.controlId,
      patient: {
        ...d.patient,
        matchedPatientId: r.matchedPatientId,
        matchedBy: (r.matchedBy as 'mrn' | 'name-dob' | null) ?? null,
        matchedPatient: pts.find((p) => p.id === r.matchedPatientId) ?? null,
      },
      provider: d.provider ? { ...d.provider, providerId: r.providerId } : null,
      facility:
        d.facility || r.facilityId
          ? { code: d.facility?.code ?? '', name: d.facility?.name ?? '', facilityId: r.facilityId }
          : null,
      caseType: d.caseType,
      priority: d.priority,
      tests: d.tests,
      testCodes: d.testCodes,
      specimens: d.specimens,
      icd10: d.icd10,
      clinicalHistory: d.clinicalHistory,
      collectedAt: d.collectedAt,
      caseId: r.caseId,
      caseNumber: r.caseId ? (caseNumbers.get(r.caseId) ?? null) : null,
      rejectReason: r.rejectReason,
      notice: r.notice,
    };
  });
}

export async function listOrders(
  ex: Executor,
  q: { status?: TIncomingOrderStatus; q?: string; page: number; pageSize: number },
): Promise<{ data: TIncomingOrder[]; total: number }> {
  const where = [];
  if (q.status) where.push(eq(incomingOrders.status, q.status));
  if (q.q) {
    const like = `%${q.q.toLowerCase()}%`;
    where.push(
      sql`(lower(${incomingOrders.placerOrderNumber}) like ${like} or lower(${incomingOrders.draft}->'patient'->>'mrn') like ${like} or lower(${incomingOrders.draft}->'patient'->>'lastName') like ${like})`,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const [count] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(incomingOrders)
    .where(cond);
  const rows = await ex
    .select()
    .from(incomingOrders)
    .where(cond)
    // Pending work oldest first (first come, first accessioned); the rest newest first.
    .orderBy(
      q.status === 'pending' ? asc(incomingOrders.receivedAt) : desc(incomingOrders.receivedAt),
      desc(incomingOrders.id),
    )
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { data: await toApi(ex, rows), total: Number(count?.n ?? 0) };
}

export async function getOrder(ex: Executor, id: number): Promise<TIncomingOrder | null> {
  const rows = await ex.select().from(incomingOrders).where(eq(incomingOrders.id, id));
  return rows.length ? (await toApi(ex, rows))[0]! : null;
}

async function lockPending(tx: Tx, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(incomingOrders).where(eq(incomingOrders.id, id)).for('update');
  if (!row) throw notFound('Order');
  if (row.status !== 'pending') {
    throw conflict(
      `Order ${row.placerOrderNumber} is ${INCOMING_ORDER_STATUS_LABELS[row.status as TIncomingOrderStatus].toLowerCase()}`,
    );
  }
  return row;
}

async function idsByCode(ex: Executor, table: typeof tests | typeof icdCodes, codes: string[]): Promise<number[]> {
  if (!codes.length) return [];
  const rows = await ex
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(
      and(
        inArray(
          sql`upper(${table.code})`,
          codes.map((c) => c.toUpperCase()),
        ),
        eq(table.active, true),
      ),
    );
  // In the order the order lists them.
  return codes
    .map((c) => rows.find((r) => r.code.toUpperCase() === c.toUpperCase())?.id)
    .filter((x): x is number => x !== undefined);
}

/** Accessions a pending order as a case (the cases feature's own accessioning), in one transaction. */
export async function accessionOrder(
  db: Db,
  deps: OrderDeps,
  actor: AuditActor,
  id: number,
  body: TAccessionOrder,
): Promise<{ caseId: number; caseNumber: string }> {
  return db.transaction(async (tx) => {
    const order = await lockPending(tx, id);
    const d = order.draft;
    let patientId = body.patientId ?? order.matchedPatientId;
    if (body.patientId) {
      const [p] = await tx
        .select({ id: patients.id })
        .from(patients)
        .where(and(eq(patients.id, body.patientId), isNull(patients.mergedIntoId)));
      if (!p) throw fieldError('patientId', 'does not exist or was merged into another patient');
    }
    if (!patientId) {
      // Proposed as new: registered now, with the sender's MRN, through the patients feature's own rules.
      const parsed = ZPatientInput.safeParse({
        mrn: d.patient.mrn,
        firstName: d.patient.firstName,
        middleName: d.patient.middleName,
        lastName: d.patient.lastName,
        dob: d.patient.dob,
        sex: d.patient.sex,
        addressLine1: d.patient.addressLine1,
        city: d.patient.city,
        state: d.patient.state,
        postalCode: d.patient.postalCode,
        country: d.patient.country,
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw fieldError(`patient.${issue.path.join('.')}`, issue.message);
      }
      const created = await deps.createPatient(tx, actor, parsed.data);
      if ('duplicates' in created) {
        throw fieldError(
          'patientId',
          `several patients are named ${d.patient.lastName}, ${d.patient.firstName}, born ${d.patient.dob}: choose one`,
          409,
        );
      }
      patientId = created.patient.id;
    }
    const unknownIcd: string[] = [];
    const icdCodeIds = await idsByCode(tx, icdCodes, d.icd10);
    if (icdCodeIds.length < d.icd10.length) {
      const known = await tx
        .select({ code: icdCodes.code })
        .from(icdCodes)
        .where(inArray(icdCodes.id, icdCodeIds.length ? icdCodeIds : [0]));
      for (const c of d.icd10) if (!known.some((k) => k.code.toUpperCase() === c)) unknownIcd.push(c);
    }
    const history = [
      d.clinicalHistory,
      // Codes the ICD list does not hold yet stay visible rather than lost.
      unknownIcd.length ? `ICD-10 (not in the ICD list): ${unknownIcd.join(', ')}` : null,
    ]
      .filter(Boolean)
      .join('\n');
    const input: TCaseInputParsed = {
      caseType: d.caseType,
      patientId,
      priority: d.priority,
      providerId: order.providerId,
      facilityId: order.facilityId,
      pathologistId: null,
      billingClassId: null,
      financialClassId: null,
      accidentTypeId: null,
      ailmentTypeId: null,
      collectedAt: d.collectedAt,
      clinicalHistory: history.slice(0, 4000) || null,
      icdCodeIds,
      testIds: await idsByCode(tx, tests, d.testCodes),
      flagIds: [],
      parts: d.specimens.map((s) => ({
        bodySiteId: null,
        laterality: null,
        description: [s.source, s.site].filter(Boolean).join(' — ').slice(0, 500),
      })),
    } as TCaseInputParsed;
    const created = await deps.accessionCaseIn(tx, actor, input);
    await tx
      .update(incomingOrders)
      .set({
        status: 'accessioned',
        caseId: created.id,
        matchedPatientId: patientId,
        decidedBy: actor.userId,
        updatedAt: new Date(),
      })
      .where(eq(incomingOrders.id, id));
    // The messages of this order now name its case (results out answers them with it).
    await tx
      .update(interfaceMessages)
      .set({ caseId: created.id, caseNumber: created.caseNumber, updatedAt: new Date() })
      .where(and(eq(interfaceMessages.orderId, id), eq(interfaceMessages.direction, 'in')));
    await writeAudit(tx, actor, {
      eventtype: 'status-change',
      eventdescription: `Incoming order ${order.placerOrderNumber} accessioned as ${created.caseNumber}`,
      casenumber: created.caseNumber,
      entity: 'incoming-order',
      entityId: id,
      datavalue: 'status',
      oldvalue: 'pending',
      newvalue: 'accessioned',
    });
    return { caseId: created.id, caseNumber: created.caseNumber };
  });
}

export async function rejectOrder(db: Db, actor: AuditActor, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockPending(tx, id);
    await tx
      .update(incomingOrders)
      .set({ status: 'rejected', rejectReason: reason, decidedBy: actor.userId, updatedAt: new Date() })
      .where(eq(incomingOrders.id, id));
    await writeAudit(tx, actor, {
      eventtype: 'status-change',
      eventdescription: `Incoming order ${order.placerOrderNumber} rejected: ${reason}`,
      entity: 'incoming-order',
      entityId: id,
      datavalue: 'status',
      oldvalue: 'pending',
      newvalue: 'rejected',
    });
  });
}

export { staffIds, notifyChanged };

// ---------------------------------------------------------------------------------------------------------------
// FHIR R4 in

export interface FhirAnswer {
  statusCode: number;
  body: Record<string, unknown>;
  orderId: number | null;
}

/**
 * A posted Bundle or ServiceRequest → 201 with a transaction-response (or the ServiceRequest with its new id), or
 * 400/422 with an OperationOutcome. Logged in interface_messages like an HL7 message; a Bundle identifier (or
 * resource id) sent again by the same client gets the stored answer, and no second order.
 */
export async function receiveFhirOrder(
  db: Db,
  deps: OrderDeps,
  body: unknown,
  opts: {
    client: string;
    actor: AuditActor;
    /** An interface client's facilities (null: every facility, or a staff session). */
    facilityIds?: number[] | null;
    changed?: OrdersChanged;
    now?: Date;
  },
): Promise<FhirAnswer> {
  const now = opts.now ?? new Date();
  const mapping = mapFhirOrder(body, await loadOrderCodes(db));
  const scope = mapping.ok ? await scopeFacility(db, mapping, opts.facilityIds ?? null) : null;
  const resourceType = isRecord(body) && typeof body.resourceType === 'string' ? body.resourceType : 'unknown';
  const key: InboundKey = {
    sendingApplication: `fhir:${opts.client}`.slice(0, 200),
    sendingFacility: '',
    controlId: (mapping.ok && mapping.controlId) || `fhir-${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
  };
  if (mapping.ok && mapping.controlId) {
    const again = await storedAck(db, key);
    if (again) return { ...(JSON.parse(again) as FhirAnswer), orderId: null };
  }
  try {
    const result = await db.transaction(async (tx) => {
      const [msg] = await tx
        .insert(interfaceMessages)
        .values({
          direction: 'in',
          protocol: 'fhir',
          messageType: resourceType.slice(0, 40),
          controlId: key.controlId,
          sendingApplication: key.sendingApplication,
          sendingFacility: '',
          status: 'received',
          body: JSON.stringify(body).slice(0, 1_000_000),
          mrn: mapping.ok ? mapping.draft.patient.mrn : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: interfaceMessages.id });
      let answer: FhirAnswer;
      let changed = false;
      if (!mapping.ok) {
        answer = { statusCode: 400, body: { ...operationOutcome(mapping.issues) }, orderId: null };
      } else if (scope && 'refused' in scope) {
        answer = { statusCode: scope.refused.statusCode, body: scope.refused.body, orderId: null };
      } else {
        const outcome = await applyOrder(tx, deps, opts.actor, {
          source: 'fhir',
          draft: mapping.draft,
          messageId: msg!.id,
          key,
          now,
          ...(scope ? { facilityId: scope.facilityId } : {}),
        });
        changed = outcome.changed;
        if (outcome.code === 'AA') {
          answer = {
            statusCode: 201,
            orderId: outcome.orderId,
            body:
              mapping.messageType === 'Bundle'
                ? {
                    resourceType: 'Bundle',
                    type: 'transaction-response',
                    entry: transactionResponseEntries(body, mapping, outcome),
                  }
                : { ...(body as Record<string, unknown>), id: String(outcome.orderId) },
          };
        } else {
          answer = {
            statusCode: 422,
            orderId: outcome.orderId,
            body: {
              resourceType: 'OperationOutcome',
              issue: (outcome.issues ?? []).map((i) => ({
                severity: 'error',
                code: 'business-rule',
                diagnostics: i.message,
                expression: ['ServiceRequest.identifier'],
              })),
            },
          };
        }
      }
      await tx
        .update(interfaceMessages)
        .set({
          ack: JSON.stringify(answer),
          status: answer.statusCode === 201 ? 'received' : 'rejected',
          lastError: answer.statusCode === 201 ? null : JSON.stringify(answer.body).slice(0, 2000),
          orderId: answer.orderId,
        })
        .where(eq(interfaceMessages.id, msg!.id));
      return { answer, changed };
    });
    if (result.changed && opts.changed) await notifyChanged(db, opts.changed);
    return result.answer;
  } catch (err) {
    if (mapping.ok && mapping.controlId && isUniqueViolation(err)) {
      const again = await storedAck(db, key);
      if (again) return { ...(JSON.parse(again) as FhirAnswer), orderId: null };
    }
    throw err;
  }
}

/**
 * An interface client limited to facilities posts for them only: the facility its order names must be one of
 * them (else 403), and an order naming none is its facility's when it has exactly one (else 400: name it).
 * Null when the caller is not limited (a client of every facility, a staff session), and for a cancel.
 */
async function scopeFacility(
  ex: Executor,
  mapping: Extract<ReturnType<typeof mapFhirOrder>, { ok: true }>,
  facilityIds: number[] | null,
): Promise<{ facilityId: number } | { refused: { statusCode: number; body: Record<string, unknown> } } | null> {
  // A cancel (revoked) touches only the client's own earlier order (found by its sender and placer number).
  if (!facilityIds?.length || mapping.draft.control === 'CA') return null;
  const named = mapping.draft.facility;
  const where = mapping.organizationPath ?? mapping.serviceRequestPath;
  const refuse = (statusCode: number, code: string, diagnostics: string, expression: string) => ({
    refused: {
      statusCode,
      body: {
        resourceType: 'OperationOutcome',
        issue: [{ severity: 'error', code, diagnostics, expression: [expression] }],
      },
    },
  });
  if (named && (named.code || named.name)) {
    const id = await facilityByCodeOrName(ex, named);
    if (id === null || !facilityIds.includes(id)) {
      return refuse(
        403,
        'forbidden',
        `the ordering facility ${named.code || named.name} is not one this client may send orders for`,
        where,
      );
    }
    return { facilityId: id };
  }
  if (facilityIds.length === 1) return { facilityId: facilityIds[0]! };
  return refuse(
    400,
    'required',
    'this client sends orders for several facilities: name the ordering facility (an Organization)',
    where,
  );
}

/**
 * One transaction-response entry per entry of the posted Bundle, in its order (FHIR R4 3.1.0.11.2), each with its
 * `response.status`: the ServiceRequest `201 Created` (`200 OK` for a change or cancel) at `ServiceRequest/<order
 * id>`; the Patient `200 OK` at `Patient/<id>` when it matched a portal patient, else `202 Accepted` (registered
 * when the lab accessions the order); every other resource `202 Accepted`: taken into the order (parts, codes,
 * provider, facility), not stored as a resource of its own.
 */
function transactionResponseEntries(
  body: unknown,
  mapping: Extract<ReturnType<typeof mapFhirOrder>, { ok: true }>,
  outcome: Outcome,
): Array<{ response: Record<string, unknown> }> {
  const entries = isRecord(body) && Array.isArray(body.entry) ? body.entry : [];
  const order = `ServiceRequest/${outcome.orderId}`;
  return entries.map((e: unknown, i) => {
    const resource = isRecord(e) && isRecord(e.resource) ? e.resource : {};
    const type = typeof resource.resourceType === 'string' ? resource.resourceType : 'resource';
    if (mapping.serviceRequestPath === `Bundle.entry[${i}].resource`) {
      return {
        response: {
          status: mapping.draft.control === 'NW' ? '201 Created' : '200 OK',
          location: order,
          outcome: info(outcome.text ?? ''),
        },
      };
    }
    if (type === 'Patient' && outcome.patientId) {
      return {
        response: {
          status: '200 OK',
          location: `Patient/${outcome.patientId}`,
          outcome: info(`matched to a patient of the lab for ${order}`),
        },
      };
    }
    return {
      response: {
        status: '202 Accepted',
        outcome: info(
          type === 'Patient'
            ? `kept with ${order}; the patient is registered when the lab accessions the order`
            : `${type} taken into ${order}`,
        ),
      },
    };
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const info = (text: string) => ({
  resourceType: 'OperationOutcome',
  issue: [{ severity: 'information', code: 'informational', diagnostics: text }],
});
