import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { installPlainZodMessages } from '@lab/domain';
import { HttpError } from '../lib/http-error';

// Issues without a message of their own read "is required", "must be a number", not zod's defaults.
installPlainZodMessages();

/** Turns "/body/patient/lastName" into "patient.lastName". */
function fieldPath(instancePath: string | undefined, params: Record<string, unknown> | undefined): string {
  const p = (instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean);
  if (p[0] === 'body' || p[0] === 'querystring' || p[0] === 'params' || p[0] === 'headers') p.shift();
  const missing = params && typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  if (missing) p.push(missing);
  return p.join('.') || 'request';
}

/** One error shape for the whole API: `{error, fields?}`; validation errors name every field at fault. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ error: err.message, ...(err.fields ? { fields: err.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key = fieldPath(v.instancePath, v.params as Record<string, unknown>);
        fields[key] ??= v.message ?? 'is invalid';
      }
      const first = Object.entries(fields)[0]!;
      return reply.code(400).send({ error: `${first[0]}: ${first[1]}`, fields });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ issues: err.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ error: 'Something went wrong' });
    }
    if (err.statusCode && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ error: err.message });
    }
    req.log.error(err);
    return reply.code(500).send({ error: 'Something went wrong' });
  });
});
