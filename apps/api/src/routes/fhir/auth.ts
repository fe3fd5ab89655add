/**
 * Who posts orders to /fhir (docs/interfaces.md#fhir-r4-in): the caller `app.fhirAccess` found (services/fhir-access.ts,
 * the one preHandler of every /fhir route): an interface client with a token from POST /oauth/token, or a staff
 * session of the portal. This names it for the message log and the audit trail, with the facilities a client is
 * limited to (its orders are tied to them).
 */
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../../plugins/audit';
import { actorOf } from '../../plugins/audit';

export interface FhirSender {
  /** Names the sender in the message log and the duplicate key (interface_messages.sending_application). */
  client: string;
  actor: AuditActor;
  /** The submitting facilities an interface client posts for; null = every facility (or a staff session). */
  facilityIds: number[] | null;
}

export function fhirSender(req: FastifyRequest): FhirSender {
  const caller = req.fhirCaller;
  if (caller?.kind === 'user') return { client: `user:${caller.user.id}`, actor: actorOf(req), facilityIds: null };
  const clientId = caller?.clientId ?? 'unknown';
  return {
    client: `fhir:${clientId}`,
    facilityIds: caller?.facilityIds ?? null,
    actor: {
      userId: null,
      username: `interface-client ${clientId}`,
      ip: req.ip,
      userAgent: (req.headers['user-agent'] as string | undefined) ?? null,
    },
  };
}
