import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { OperationOutcome } from '@medplum/fhirtypes';
import { STAFF_ROLES, type TRole } from '@lab/domain';
import { bearerToken, loadSession, type AuthUser } from '../plugins/auth';
import { writeAudit, type AuditEvent } from '../plugins/audit';
import { clientOfToken } from './interface-tokens';

/**
 * Who calls /fhir: an interface client with a bearer token from POST /oauth/token (its facility scope), or a staff
 * session of the portal itself (every facility). Set by `fhirAccess`, the one preHandler of every /fhir route that
 * needs a caller (docs/interfaces.md#fhir-api).
 */
export type FhirCaller =
  | {
      kind: 'client';
      /** interface_clients.id */
      id: number;
      clientId: string;
      name: string;
      /** The submitting facilities whose patients it sees; null = every facility. */
      facilityIds: number[] | null;
    }
  | { kind: 'user'; user: AuthUser; facilityIds: null };

declare module 'fastify' {
  interface FastifyRequest {
    fhirCaller: FhirCaller | null;
  }
  interface FastifyInstance {
    /** The preHandler of /fhir routes: a client bearer token or a staff session; 401 OperationOutcome otherwise. */
    fhirAccess: preHandlerAsyncHookHandler;
  }
}

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/** An error answered as an OperationOutcome (routes/fhir's error handler; `fhirError` for any other route). */
export class FhirError extends Error {
  constructor(
    readonly statusCode: number,
    readonly issueCode: 'invalid' | 'not-found' | 'login' | 'forbidden' | 'not-supported' | 'exception' | 'value',
    message: string,
    readonly expression?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function operationOutcome(
  issueCode: string,
  diagnostics: string,
  expression?: string,
  severity: 'error' | 'fatal' = 'error',
): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [
      {
        severity,
        code: issueCode as OperationOutcome['issue'][number]['code'],
        diagnostics,
        ...(expression ? { expression: [expression] } : {}),
      },
    ],
  };
}

/** Sends a FhirError as an OperationOutcome. */
export function sendFhirError(reply: FastifyReply, err: FhirError) {
  if (err.headers) void reply.headers(err.headers);
  return reply
    .code(err.statusCode)
    .type(FHIR_JSON)
    .send(JSON.stringify(operationOutcome(err.issueCode, err.message, err.expression)));
}

const STAFF: readonly TRole[] = STAFF_ROLES;
const unauthorized = (why: string) =>
  new FhirError(401, 'login', why, undefined, { 'www-authenticate': 'Bearer realm="fhir"' });

/**
 * The caller of a /fhir request. A token with dots is a portal session (a signed JWT: staff only); any other is an
 * interface client's token, looked up by its hash. Either way nothing else is taken (no cookie, no address).
 */
export async function resolveFhirCaller(app: FastifyInstance, req: FastifyRequest): Promise<FhirCaller> {
  const token = bearerToken(req);
  if (!token) throw unauthorized('A bearer token is required: POST /oauth/token with client credentials');
  if (token.includes('.')) {
    const check = await loadSession(app, token);
    if (!check.ok) throw unauthorized('The session is not valid');
    if (!check.user.role || !STAFF.includes(check.user.role) || check.user.mustChangePassword) {
      throw new FhirError(403, 'forbidden', 'Only the lab staff read /fhir with a portal session');
    }
    req.user = check.user;
    return { kind: 'user', user: check.user, facilityIds: null };
  }
  const client = await clientOfToken(app.db, token);
  if (!client) throw unauthorized('The access token is not valid or has expired');
  return {
    kind: 'client',
    id: client.id,
    clientId: client.clientId,
    name: client.name,
    facilityIds: client.facilityIds.length ? client.facilityIds : null,
  };
}

/** The preHandler itself, for a route outside the app's `fhirAccess` decoration. */
export function fhirAccessHandler(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async function fhirAccess(req, reply) {
    try {
      req.fhirCaller = await resolveFhirCaller(app, req);
    } catch (err) {
      if (err instanceof FhirError) return sendFhirError(reply, err);
      throw err;
    }
  };
}

/**
 * Audits a PHI read of /fhir: the actor is the interface client (`interface-client <client_id>`, no user id) or
 * the staff user of the session.
 */
export async function auditFhirRead(app: FastifyInstance, req: FastifyRequest, event: AuditEvent): Promise<void> {
  const caller = req.fhirCaller;
  if (caller?.kind === 'user') return req.audit(event);
  await writeAudit(
    app.db,
    {
      userId: null,
      username: caller ? `interface-client ${caller.clientId}` : 'interface-client',
      ip: req.ip,
      userAgent: (req.headers['user-agent'] as string | undefined) ?? null,
    },
    event,
  );
}

/** Decorates the app with `fhirAccess` and every request with `fhirCaller` (registered before the /fhir routes). */
export const fhirAccessPlugin = fp(
  async function fhirAccessPlugin(app: FastifyInstance) {
    app.decorateRequest('fhirCaller', null);
    app.decorate('fhirAccess', fhirAccessHandler(app));
  },
  { name: 'fhir-access' },
);
