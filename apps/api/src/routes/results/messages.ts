import { and, asc, desc, eq } from 'drizzle-orm';
import type { TReportContent } from '@lab/domain';
import type { Executor } from '../../db/client';
import { cases, criticalCalls, incomingOrders, interfaceDestinations, interfaceMessages } from '../../db/schema/index';
import { fhirReportResources, toFhirBundle } from './fhir';
import { toHl7OruR01, type Hl7CriticalCall } from './hl7';

/** What a result message carries besides the signed snapshot: read when the message is made. */
export interface ResultMessageContext {
  criticalCalls: Hl7CriticalCall[];
  publicOrigin: string | null;
  /** The incoming order the case came from (orders in), when it came from one. */
  order: { placerOrderNumber: string; serviceRequestId: string | null } | null;
}

/**
 * ORDERS-IN HOOK: the incoming order a case was accessioned from (incoming_orders.case_id), with the placer order
 * number orders in mapped (ORC-2, else OBR-2; the ServiceRequest's PLAC identifier, else its first).
 */
export async function orderOfCase(
  ex: Executor,
  caseId: number,
): Promise<{ placerOrderNumber: string; serviceRequestId: string | null } | null> {
  const [row] = await ex
    .select({ placerOrderNumber: incomingOrders.placerOrderNumber })
    .from(incomingOrders)
    .where(and(eq(incomingOrders.caseId, caseId), eq(incomingOrders.status, 'accessioned')))
    .orderBy(desc(incomingOrders.id))
    .limit(1);
  return row?.placerOrderNumber ? { placerOrderNumber: row.placerOrderNumber, serviceRequestId: null } : null;
}

export async function resultMessageContext(
  ex: Executor,
  publicOrigin: string | null,
  caseId: number,
): Promise<ResultMessageContext> {
  const calls = await ex
    .select({ calledWhom: criticalCalls.calledWhom, calledAt: criticalCalls.calledAt, note: criticalCalls.note })
    .from(criticalCalls)
    .where(eq(criticalCalls.caseId, caseId))
    .orderBy(asc(criticalCalls.calledAt));
  return {
    criticalCalls: calls.map((k) => ({ calledWhom: k.calledWhom, calledAt: k.calledAt.toISOString(), note: k.note })),
    publicOrigin,
    order: await orderOfCase(ex, caseId),
  };
}

export function resultHl7(
  content: TReportContent,
  pdf: Buffer,
  ctx: ResultMessageContext,
  opts: { messageControlId: string; receivingApplication?: string; now?: Date },
): string {
  return toHl7OruR01(content, pdf, {
    ...opts,
    criticalCalls: ctx.criticalCalls,
    placerOrderNumber: ctx.order?.placerOrderNumber ?? null,
  });
}

export function resultFhirBundle(
  content: TReportContent,
  pdf: Buffer,
  ctx: ResultMessageContext,
  type: 'collection' | 'transaction',
) {
  return toFhirBundle(content, pdf, {
    type,
    publicOrigin: ctx.publicOrigin,
    order: ctx.order,
    criticalCalls: ctx.criticalCalls,
  });
}

/**
 * Results out: a released report version becomes one queued message per active destination that takes the case's
 * submitting facility (a destination naming no facility takes every one). Called in the transaction that releases
 * the version, so a version is released and queued together or not at all. The delivery worker sends the rows
 * (services/interface-delivery.ts). Returns how many were queued.
 */
export async function queueResultMessages(
  tx: Executor,
  publicOrigin: string | null,
  v: { caseId: number; caseNumber: string; version: number; content: TReportContent; pdf: Buffer; mrn: string },
): Promise<number> {
  const destinations = await tx.select().from(interfaceDestinations).where(eq(interfaceDestinations.active, true));
  if (!destinations.length) return 0;
  const [c] = await tx.select({ facilityId: cases.facilityId }).from(cases).where(eq(cases.id, v.caseId));
  const matching = destinations.filter(
    (d) => d.facilityIds.length === 0 || (c?.facilityId != null && d.facilityIds.includes(c.facilityId)),
  );
  if (!matching.length) return 0;
  const ctx = await resultMessageContext(tx, publicOrigin, v.caseId);
  const now = new Date();
  await tx.insert(interfaceMessages).values(
    matching.map((d) => {
      // MSH-10 is an ST of at most 20: the case number, version and destination.
      const controlId = `${v.caseNumber}V${v.version}D${d.id}`.slice(0, 20);
      const hl7 = d.kind === 'mllp';
      return {
        direction: 'out',
        protocol: hl7 ? 'hl7' : 'fhir',
        messageType: hl7 ? 'ORU^R01' : 'Bundle',
        controlId,
        destinationId: d.id,
        orderId: null,
        caseId: v.caseId,
        caseNumber: v.caseNumber,
        reportVersion: v.version,
        mrn: v.mrn,
        status: 'queued',
        nextAttemptAt: now,
        body: hl7
          ? resultHl7(v.content, v.pdf, ctx, { messageControlId: controlId, now })
          : JSON.stringify(resultFhirBundle(v.content, v.pdf, ctx, 'transaction')),
      };
    }),
  );
  return matching.length;
}

/**
 * A released version as the FHIR read API serves it (routes/fhir, handed over in routes/index.ts): its resources
 * with server ids (`Patient/<id>`, `DiagnosticReport/<caseId>-<version>`), with the critical calls and the order.
 */
export async function fhirResourcesOfVersion(
  ex: Executor,
  publicOrigin: string | null,
  v: { caseId: number; content: TReportContent; pdf: Buffer },
) {
  const ctx = await resultMessageContext(ex, publicOrigin, v.caseId);
  return fhirReportResources(v.content, v.pdf, {
    references: 'server',
    publicOrigin,
    order: ctx.order,
    criticalCalls: ctx.criticalCalls,
  });
}
