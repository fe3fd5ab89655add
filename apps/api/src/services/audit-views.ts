import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import { auditEvents } from '../db/schema/index';
import type { Executor } from '../db/client';
import type { AuditEvent } from '../plugins/audit';

/** How long the same user seeing the same rows again is one view, not another read to record. */
const SAME_VIEW_HOURS = 12;

/** The view's fingerprint: the query and the rows shown, hashed (kept as the audit row's `entity_id`). */
const fingerprint = (shown: unknown) => createHash('sha256').update(JSON.stringify(shown)).digest('hex').slice(0, 32);

/**
 * The read of a list a screen polls (the interface message log every 5 s, the incoming orders and a patient's home
 * every minute), audited when what it shows changes and not at every poll (docs/security.md#the-audit-trail): an
 * idle screen must not bury the patient-data reads in the trail (issue 26). A row is written unless the same user
 * had the same rows (same query, same rows in the same state) audited under the same entity in the last
 * `SAME_VIEW_HOURS` hours; `audit_entity_idx` finds it.
 */
export async function auditPolledView(
  req: FastifyRequest,
  ex: Executor,
  event: AuditEvent & { entity: string },
  shown: unknown,
): Promise<void> {
  const key = fingerprint(shown);
  const userId = req.user?.id;
  if (userId !== undefined) {
    const [seen] = await ex
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, event.entity),
          eq(auditEvents.entityId, key),
          eq(auditEvents.userId, userId),
          gt(auditEvents.datecreated, sql`now() - make_interval(hours => ${SAME_VIEW_HOURS})`),
        ),
      )
      .limit(1);
    if (seen) return;
  }
  await req.audit({ ...event, entityId: key });
}
