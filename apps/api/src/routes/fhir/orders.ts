/**
 * FHIR R4 in (docs/interfaces.md#fhir-r4-in): `POST /fhir` (a transaction Bundle) and `POST /fhir/ServiceRequest`
 * make an incoming order; every error answers an OperationOutcome naming the element path. The caller is the one
 * `app.fhirAccess` found (an interface client's token or a staff session); the read side is ./index.ts.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { fhirSender } from './auth';

const FHIR_JSON = 'application/fhir+json';

const fhirOrderRoutes: FastifyPluginAsync = async (app) => {
  // FHIR clients send application/fhir+json; read it as JSON (this plugin's scope only).
  app.addContentTypeParser(FHIR_JSON, { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, text, done) => {
    try {
      done(null, JSON.parse(String(text)));
    } catch {
      done(Object.assign(new HttpError(400, 'The body is not JSON'), { fhirPath: 'Bundle' }), undefined);
    }
  });
  app.addHook('preHandler', app.fhirAccess);
  app.setErrorHandler((err: Error & { statusCode?: number; fhirPath?: string }, req, reply) => {
    const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
    if (status >= 500) req.log.error({ err }, 'FHIR: request failed');
    const code =
      status === 401
        ? 'login'
        : status === 403
          ? 'forbidden'
          : status === 413
            ? 'too-costly'
            : status >= 500
              ? 'exception'
              : 'invalid';
    return sendFhir(reply, status, {
      resourceType: 'OperationOutcome',
      issue: [
        {
          severity: 'error',
          code,
          diagnostics: status >= 500 ? 'The order could not be stored; send it again' : err.message,
          ...(err.fhirPath ? { expression: [err.fhirPath] } : {}),
        },
      ],
    });
  });

  const receive = async (body: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const sender = fhirSender(req);
    const answer = await app.orderIntake.receiveFhir(body, sender);
    if (answer.statusCode === 201 && answer.orderId) void reply.header('location', `ServiceRequest/${answer.orderId}`);
    return sendFhir(reply, answer.statusCode, answer.body);
  };
  app.post('/fhir', async (req, reply) => receive(req.body, req, reply));
  // The base URL with its slash: FHIR client libraries (fhir-kit-client) post transactions to `<base>/`.
  app.post('/fhir/', async (req, reply) => receive(req.body, req, reply));
  app.post('/fhir/ServiceRequest', async (req, reply) => receive(req.body, req, reply));
};

function sendFhir(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).header('content-type', `${FHIR_JSON}; charset=utf-8`).send(JSON.stringify(body));
}

export default fhirOrderRoutes;
