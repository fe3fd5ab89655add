import { and, asc, eq } from 'drizzle-orm';
import {
  acknowledgementPending,
  type TAcknowledgement,
  type TMyAcknowledgement,
  type TReportRecipient,
  type TReportRecipientReason,
} from '@lab/domain';
import type { Db, Executor } from '../../db/client';
import { cases, providers, reportRecipients, users } from '../../db/schema/index';
import { writeAudit, type AuditActor } from '../../plugins/audit';
import { HttpError } from '../../lib/http-error';
import { latestReport } from './repository';

/** Who was told about a case's reports, with the acknowledgements owed and given (the lab's view). */
export async function listReportRecipients(ex: Executor, caseId: number): Promise<TReportRecipient[]> {
  const rows = await ex
    .select({
      userId: reportRecipients.userId,
      name: users.name,
      role: users.role,
      reason: reportRecipients.reason,
      email: reportRecipients.email,
      firstVersion: reportRecipients.firstVersion,
      lastVersion: reportRecipients.lastVersion,
      lastNotifiedAt: reportRecipients.lastNotifiedAt,
      ackDueVersion: reportRecipients.ackDueVersion,
      ackVersion: reportRecipients.ackVersion,
      ackAt: reportRecipients.ackAt,
    })
    .from(reportRecipients)
    .innerJoin(users, eq(users.id, reportRecipients.userId))
    .where(eq(reportRecipients.caseId, caseId))
    .orderBy(asc(reportRecipients.firstVersion), asc(users.name));
  return rows.map((r) => ({
    userId: r.userId,
    name: r.name,
    role: r.role,
    reason: r.reason as TReportRecipientReason,
    email: r.email,
    firstVersion: r.firstVersion,
    lastVersion: r.lastVersion,
    lastNotifiedAt: r.lastNotifiedAt.toISOString(),
    acknowledgementDueVersion: r.ackDueVersion,
    acknowledgedVersion: r.ackVersion,
    acknowledgedAt: r.ackAt?.toISOString() ?? null,
    pending: acknowledgementPending(r.ackDueVersion, r.ackVersion),
  }));
}

/** What `userId` owes on a case (the report page's "Acknowledge"); nothing owed when they were never told. */
export async function myAcknowledgement(ex: Executor, userId: number, caseId: number): Promise<TMyAcknowledgement> {
  const [row] = await ex
    .select({ due: reportRecipients.ackDueVersion, ack: reportRecipients.ackVersion, at: reportRecipients.ackAt })
    .from(reportRecipients)
    .where(and(eq(reportRecipients.caseId, caseId), eq(reportRecipients.userId, userId)));
  const due = row?.due ?? null;
  const ack = row?.ack ?? null;
  return {
    caseId,
    dueVersion: due,
    acknowledgedVersion: ack,
    acknowledgedAt: row?.at?.toISOString() ?? null,
    pending: acknowledgementPending(due, ack),
  };
}

const nothingToAcknowledge = (message: string) => new HttpError(409, message, undefined, 'nothing_to_acknowledge');

/**
 * A physician acknowledges the current version of a case they may read, when it is a correction or a critical
 * result. Idempotent: acknowledging the same version again answers the first acknowledgement (`created: false`)
 * and writes nothing. The caller has checked the physician's scope.
 */
/** What an acknowledgement is of, for its audit row: the version's kind, and the correction it still carries. */
function acknowledgedWhat(kind: string, critical: boolean, dueVersion: number | null): string {
  if (kind === 'corrected') return 'corrected report';
  if (critical) return 'critical result';
  return dueVersion !== null ? `${kind} (carrying the correction of version ${dueVersion})` : kind;
}

export async function acknowledgeReport(
  db: Db,
  actor: AuditActor,
  c: { id: number; caseNumber: string; providerId: number | null },
  version: number | undefined,
): Promise<TAcknowledgement> {
  const userId = actor.userId!;
  return db.transaction(async (tx) => {
    const current = await latestReport(tx, c.id);
    if (!current || !current.releasedAt) throw nothingToAcknowledge(`Case ${c.caseNumber} has no released report`);
    const v = version ?? current.version;
    if (v !== current.version) {
      throw nothingToAcknowledge(
        `Version ${v} of case ${c.caseNumber} is not the current report (version ${current.version}); read the current version and acknowledge it`,
      );
    }
    // An addendum after a correction still reports the corrected diagnosis: the correction owed stays to acknowledge.
    const [owed] = await tx
      .select({ due: reportRecipients.ackDueVersion })
      .from(reportRecipients)
      .where(and(eq(reportRecipients.caseId, c.id), eq(reportRecipients.userId, userId)));
    if (current.kind !== 'corrected' && !current.content.critical && owed?.due == null) {
      throw nothingToAcknowledge(
        `Version ${v} of case ${c.caseNumber} is neither a correction nor a critical result; there is nothing to acknowledge`,
      );
    }
    // The row lock makes two acknowledgements at once write one audit row.
    await tx.select({ id: cases.id }).from(cases).where(eq(cases.id, c.id)).for('update');
    const [row] = await tx
      .select()
      .from(reportRecipients)
      .where(and(eq(reportRecipients.caseId, c.id), eq(reportRecipients.userId, userId)));
    if (row?.ackVersion !== null && row?.ackVersion !== undefined && row.ackVersion >= v && row.ackAt) {
      return {
        caseId: c.id,
        caseNumber: c.caseNumber,
        version: row.ackVersion,
        acknowledgedAt: row.ackAt.toISOString(),
        created: false,
      };
    }
    const now = new Date();
    if (row) {
      await tx
        .update(reportRecipients)
        .set({ ackVersion: v, ackAt: now, ackDueVersion: row.ackDueVersion ?? v })
        .where(and(eq(reportRecipients.caseId, c.id), eq(reportRecipients.userId, userId)));
    } else {
      // A physician of the practice who reads the case without having been told: recorded as a reader.
      const [ordering] = c.providerId
        ? await tx.select({ userId: providers.userId }).from(providers).where(eq(providers.id, c.providerId))
        : [];
      await tx.insert(reportRecipients).values({
        caseId: c.id,
        userId,
        reason: ordering?.userId === userId ? 'ordering' : 'reader',
        firstVersion: v,
        lastVersion: v,
        lastNotifiedAt: now,
        ackDueVersion: v,
        ackVersion: v,
        ackAt: now,
      });
    }
    await writeAudit(tx, actor, {
      eventtype: 'acknowledge-report',
      eventdescription: `Case ${c.caseNumber}: ${acknowledgedWhat(current.kind, current.content.critical, owed?.due ?? null)} version ${v} acknowledged`,
      casenumber: c.caseNumber,
      entity: 'report',
      entityId: current.id,
      datavalue: `version ${v}`,
      oldvalue: row?.ackVersion ? { acknowledgedVersion: row.ackVersion } : null,
      newvalue: { acknowledgedVersion: v, acknowledgedAt: now.toISOString() },
    });
    return { caseId: c.id, caseNumber: c.caseNumber, version: v, acknowledgedAt: now.toISOString(), created: true };
  });
}
