import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import {
  mayHoldPathologistLink,
  pathologistLinkChange,
  PATHOLOGIST_ROLES,
  type LinkHolder,
  type TPathologistLinkState,
  type TRole,
  noticeText,
} from '@lab/domain';
import type { Executor } from '../../db/client';
import { lookupColumn, lookupTables, userLinkValues } from '../../db/schema/lookups';
import { pathologistLinkRequests, users } from '../../db/schema/users';
import { fieldError, forbidden, HttpError, notFound } from '../../lib/http-error';
import { writeAudit, type AuditActor } from '../../plugins/audit';
import { notify } from '../../services/notify';

/**
 * The link between a user and a Pathologists entry, in two steps (docs/security.md#signing-review-and-the-lock): an
 * administrator proposes it for another user (`PUT /api/users/:id {pathologist_id}`), and it takes effect when that
 * user confirms it with their own password (`POST /api/account/pathologist-link/confirm`). An entry another user
 * holds is never moved (409 naming the holder); unlinking is at once.
 */

const pathologists = lookupTables.pathologists!;
/** The registry declares pathologists.userId (a ref to users). */
const linkedUser = lookupColumn('pathologists', 'userId');

async function pathologistEntry(ex: Executor, id: number, lock = false) {
  const q = ex
    .select({ id: pathologists.id, name: pathologists.name, userId: linkedUser })
    .from(pathologists)
    .where(eq(pathologists.id, id))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ? { id: row.id, name: row.name, userId: row.userId as number | null } : null;
}

async function holderOf(ex: Executor, userId: number | null): Promise<LinkHolder | null> {
  if (userId === null) return null;
  const [u] = await ex
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return u ? { userId: u.id, name: u.name, email: u.email } : { userId, name: `user ${userId}`, email: 'unknown' };
}

/** The entry linked to the user now (the first, should a hand-made change have left two). */
async function currentLink(ex: Executor, userId: number) {
  const [row] = await ex
    .select({ id: pathologists.id, name: pathologists.name })
    .from(pathologists)
    .where(eq(linkedUser, userId))
    .orderBy(asc(pathologists.id))
    .limit(1);
  return row ?? null;
}

async function settleOpen(ex: Executor, userId: number, outcome: 'confirmed' | 'declined' | 'withdrawn') {
  await ex
    .update(pathologistLinkRequests)
    .set({ settledAt: new Date(), outcome })
    .where(and(eq(pathologistLinkRequests.userId, userId), isNull(pathologistLinkRequests.settledAt)));
}

/** The pending proposal of each user, for the user record (`pathologist_link_pending`). */
export async function openProposal(ex: Executor, userId: number) {
  const [row] = await ex
    .select()
    .from(pathologistLinkRequests)
    .where(and(eq(pathologistLinkRequests.userId, userId), isNull(pathologistLinkRequests.settledAt)))
    .limit(1);
  return row ?? null;
}

/**
 * An administrator's `pathologist_id` on a user record, in the caller's transaction: nothing, an unlink, or a
 * proposal the user confirms; refused for the administrator's own record (403), for an entry another user holds
 * (409 naming them) and for an account whose role may not sign (403).
 */
export async function requestPathologistLink(
  tx: Executor,
  actor: AuditActor,
  user: { id: number; email: string; role: TRole | null },
  requested: number | null | undefined,
): Promise<void> {
  if (requested === undefined) return;
  const current = await currentLink(tx, user.id);
  const entry = requested === null ? null : await pathologistEntry(tx, requested, true);
  if (requested !== null && !entry) throw fieldError('pathologist_id', `no pathologist with id ${requested}`);
  const change = pathologistLinkChange({
    actorId: actor.userId ?? 0,
    userId: user.id,
    userRole: user.role,
    current: current?.id ?? null,
    requested,
    holder: await holderOf(tx, entry?.userId ?? null),
    pathologistName: entry?.name ?? '',
  });
  if (change.kind === 'keep') return;
  if (change.kind === 'refuse') {
    throw new HttpError(change.status, `pathologist_id: ${change.message}`, { pathologist_id: change.message });
  }
  await settleOpen(tx, user.id, 'withdrawn');
  if (change.kind === 'unlink') {
    await tx.update(pathologists).set(userLinkValues(null)).where(eq(linkedUser, user.id));
    await writeAudit(tx, actor, {
      eventtype: 'update',
      eventdescription: `User ${user.email} unlinked from Pathologists entry ${current?.name ?? ''}`.trim(),
      entity: 'user',
      entityId: user.id,
      datavalue: 'pathologist_id',
      oldvalue: current?.id ?? null,
      newvalue: null,
    });
    return;
  }
  const [row] = await tx
    .insert(pathologistLinkRequests)
    .values({ pathologistId: change.pathologistId, userId: user.id, proposedBy: actor.userId })
    .returning();
  await writeAudit(tx, actor, {
    eventtype: 'update',
    eventdescription: `Link of user ${user.email} to Pathologists entry ${entry!.name} proposed; it takes effect when the user confirms it with their password`,
    entity: 'user',
    entityId: user.id,
    datavalue: 'pathologist_link_pending',
    oldvalue: current?.id ?? null,
    newvalue: { proposal: row!.id, pathologistId: change.pathologistId },
  });
  await notify(tx, {
    userIds: [user.id],
    type: 'account',
    words: (l) => ({
      title: noticeText(l, 'pathologistLinkTitle'),
      body: noticeText(l, 'pathologistLinkBody', { name: entry!.name }),
    }),
    link: '/pages/account-settings',
  });
}

/** The caller's link and the proposal waiting for them. */
export async function pathologistLinkState(ex: Executor, userId: number): Promise<TPathologistLinkState> {
  const current = await currentLink(ex, userId);
  const open = await openProposal(ex, userId);
  let proposal: TPathologistLinkState['proposal'] = null;
  if (open) {
    const entry = await pathologistEntry(ex, open.pathologistId);
    const by = open.proposedBy ? await holderOf(ex, open.proposedBy) : null;
    proposal = {
      id: open.id,
      pathologistId: open.pathologistId,
      pathologistName: entry?.name ?? `entry ${open.pathologistId}`,
      userId,
      proposedBy: by?.name ?? null,
      proposedAt: open.proposedAt.toISOString(),
    };
  }
  return { pathologistId: current?.id ?? null, pathologistName: current?.name ?? null, proposal };
}

/**
 * The user confirms the proposal for them (the password was checked before): the entry must still be free, their
 * role one that signs; their earlier link, if any, ends. Declining settles it without a link.
 */
export async function settleProposal(
  tx: Executor,
  actor: AuditActor,
  me: { id: number; email: string; role: TRole | null },
  outcome: 'confirmed' | 'declined',
): Promise<void> {
  const [open] = await tx
    .select()
    .from(pathologistLinkRequests)
    .where(and(eq(pathologistLinkRequests.userId, me.id), isNull(pathologistLinkRequests.settledAt)))
    .for('update');
  if (!open) throw notFound('Proposed Pathologists link');
  const entry = await pathologistEntry(tx, open.pathologistId, true);
  if (outcome === 'confirmed') {
    if (!entry) throw notFound('Pathologists entry');
    if (!mayHoldPathologistLink(me.role)) {
      throw forbidden(`Only an ${PATHOLOGIST_ROLES.join(' or ')} account can be linked to a Pathologists entry`);
    }
    if (entry.userId !== null && entry.userId !== me.id) {
      const holder = (await holderOf(tx, entry.userId))!;
      throw new HttpError(
        409,
        `${entry.name} is linked to ${holder.name} (${holder.email}, user ${holder.userId}) since it was proposed; an administrator must unlink that user first`,
      );
    }
    await tx
      .update(pathologists)
      .set(userLinkValues(null))
      .where(and(eq(linkedUser, me.id), ne(pathologists.id, entry.id)));
    await tx.update(pathologists).set(userLinkValues(me.id)).where(eq(pathologists.id, entry.id));
  }
  await tx
    .update(pathologistLinkRequests)
    .set({ settledAt: new Date(), outcome })
    .where(eq(pathologistLinkRequests.id, open.id));
  await writeAudit(tx, actor, {
    eventtype: 'update',
    eventdescription: `${me.email} ${outcome} the link to Pathologists entry ${entry?.name ?? open.pathologistId}`,
    entity: 'user',
    entityId: me.id,
    datavalue: 'pathologist_id',
    newvalue: outcome === 'confirmed' ? open.pathologistId : null,
  });
}
