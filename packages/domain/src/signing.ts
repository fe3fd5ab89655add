import { z } from 'zod';
import { STAFF_ROLES, type TRole } from './roles';

/**
 * Who may sign as whom (docs/roles.md#sign-out-rights, docs/security.md#signing-review-and-the-lock): the link
 * between a user and a Pathologists entry is what a signature line is made from, so it is set in two steps — an
 * administrator proposes it for another user, and it takes effect when that user confirms it with their own
 * password. It is never moved from one user to another in passing.
 */

/** The roles whose accounts may hold a Pathologists link and sign: the lab's staff (a pathologist works as an editor). */
export const PATHOLOGIST_ROLES = STAFF_ROLES;

export function mayHoldPathologistLink(role: TRole | null | undefined): boolean {
  return (PATHOLOGIST_ROLES as readonly string[]).includes(role ?? '');
}

/** Who holds a Pathologists entry now (its linked user), for the 409 that names them. */
export interface LinkHolder {
  userId: number;
  name: string;
  email: string;
}

export type LinkChange =
  /** Nothing to do: the link asked for is the one in force (or the request does not touch it). */
  | { kind: 'keep' }
  /** Unlink at once: taking a signing right away needs nobody's confirmation. */
  | { kind: 'unlink' }
  /** Record a proposal; the link takes effect when the user confirms it with their password. */
  | { kind: 'propose'; pathologistId: number }
  | { kind: 'refuse'; status: 403 | 409; message: string };

/**
 * What an administrator's request for `pathologist_id` on a user record does. `requested` undefined: the request
 * leaves the link alone; null: unlink. `holder`: who holds the requested entry now (null: nobody).
 */
export function pathologistLinkChange(a: {
  actorId: number;
  userId: number;
  userRole: TRole | null;
  current: number | null;
  requested: number | null | undefined;
  holder: LinkHolder | null;
  pathologistName: string;
}): LinkChange {
  if (a.requested === undefined || a.requested === a.current) return { kind: 'keep' };
  if (a.actorId === a.userId) {
    return {
      kind: 'refuse',
      status: 403,
      message: 'you cannot change your own Pathologists link; another administrator proposes it and you confirm it',
    };
  }
  if (a.requested === null) return { kind: 'unlink' };
  if (a.holder && a.holder.userId !== a.userId) {
    return {
      kind: 'refuse',
      status: 409,
      message: `${a.pathologistName} is linked to ${a.holder.name} (${a.holder.email}, user ${a.holder.userId}); unlink that user first`,
    };
  }
  if (!mayHoldPathologistLink(a.userRole)) {
    return {
      kind: 'refuse',
      status: 403,
      message: `only an ${PATHOLOGIST_ROLES.join(' or ')} account can be linked to a Pathologists entry`,
    };
  }
  return { kind: 'propose', pathologistId: a.requested };
}

/** A proposed link, as its user and the administrators see it. */
export const ZPathologistLinkProposal = z.object({
  id: z.number().int(),
  pathologistId: z.number().int(),
  pathologistName: z.string(),
  userId: z.number().int(),
  proposedBy: z.string().nullable(),
  proposedAt: z.string(),
});
export type TPathologistLinkProposal = z.infer<typeof ZPathologistLinkProposal>;

export const ZPathologistLinkState = z.object({
  /** The Pathologists entry linked to the caller now (their signatures carry its name). */
  pathologistId: z.number().int().nullable(),
  pathologistName: z.string().nullable(),
  /** A link an administrator proposed, waiting for the caller's confirmation. */
  proposal: ZPathologistLinkProposal.nullable(),
});
export type TPathologistLinkState = z.infer<typeof ZPathologistLinkState>;

export const ZPathologistLinkConfirm = z.object({
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1024),
});
