/**
 * Who may post to /fhir (docs/interfaces.md#fhir-r4-in): ONE preHandler, the single place the FHIR endpoints'
 * authentication is decided. Today it takes a staff session (admin, editor: the bearer token of /api); when OAuth2
 * client credentials land (results out: POST /oauth/token), this function checks the client's token instead and
 * returns the client's id — nothing else in routes/fhir changes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_ROLES } from '@lab/domain';
import { actorOf, type AuditActor } from '../../plugins/audit';
import { authorize } from '../../plugins/auth';

export interface FhirCaller {
  /** Names the sender in the message log and the duplicate key (interface_messages.sending_application). */
  client: string;
  actor: AuditActor;
}

declare module 'fastify' {
  interface FastifyRequest {
    fhirCaller?: FhirCaller;
  }
}

export function fhirAuth(app: FastifyInstance) {
  return async function fhirAuthHook(req: FastifyRequest): Promise<void> {
    await authorize(app, req, { roles: STAFF_ROLES, area: 'cases', action: 'write' }, false);
    req.fhirCaller = { client: `user:${req.user!.id}`, actor: actorOf(req) };
  };
}
