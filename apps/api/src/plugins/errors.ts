import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  defaultErrorCode,
  installPlainZodMessages,
  pickLanguage,
  translateServerMessage,
  ZLanguage,
  type TLanguage,
} from '@lab/domain';
import { users } from '../db/schema/index';
import { HttpError } from '../lib/http-error';
import { httpErrorFromDatabase } from '../lib/db-errors';
import { installInputGuards } from './input-guards';

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

/**
 * What a log line may say about an error: its kind, the first line of its message with quoted values and
 * parameters removed, the database's code and the constraint or column it names, and where it was thrown.
 * Never the query parameters (Drizzle's `params`), the driver's `detail` ("Key (mrn)=(M00012)…"), a request body
 * or anything else the error carries: those hold names, dates of birth, addresses and password hashes.
 */
export function redactError(err: unknown): Record<string, unknown> {
  const e = (err ?? {}) as Error & Record<string, unknown>;
  const cause = (e.cause ?? {}) as Record<string, unknown>;
  const scrub = (m: unknown) =>
    String(m ?? '')
      .split('\n')[0]!
      .replace(/'(?:[^']|'')*'/g, "'?'")
      .replace(/: ".*"$/, ': "?"')
      .replace(/scrypt\$\S*/g, 'scrypt$?');
  const pick = (o: Record<string, unknown>, key: string) => (typeof o[key] === 'string' ? { [key]: o[key] } : {});
  const frames =
    typeof e.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((l) => /^\s+at /.test(l))
          .slice(0, 8)
      : [];
  return {
    type: e.name ?? typeof err,
    message: scrub(e.message),
    ...(e.cause ? { cause: scrub(cause.message) } : {}),
    ...pick(e, 'code'),
    ...pick(cause, 'code'),
    ...pick(cause, 'constraint'),
    ...pick(cause, 'table'),
    ...pick(cause, 'column'),
    stack: frames.join('\n'),
  };
}

/**
 * The language a person reads this answer in (docs/i18n-messages.md): the signed-in user's own choice
 * (`users.language`), else the request's `Accept-Language` where it names Spanish or French first, else English.
 */
export async function requestLanguage(app: FastifyInstance, req: FastifyRequest): Promise<TLanguage> {
  if (req.user) {
    const [row] = await app.db
      .select({ l: users.language })
      .from(users)
      .where(eq(users.id, req.user.id))
      .limit(1)
      .catch(() => []);
    const chosen = ZLanguage.safeParse(row?.l).data;
    if (chosen) return chosen;
  }
  const header = req.headers['accept-language'];
  return header ? pickLanguage(String(header).split(',')) : 'en';
}

type ErrorBody = { error: string; fields?: Record<string, unknown>; warnings?: unknown };

/** An error body's human texts (`error`, each field's message, the sign-out warnings' texts) in `lng`; keys stay. */
export function translateErrorBody<T extends ErrorBody>(body: T, lng: TLanguage): T {
  if (lng === 'en') return body;
  const tr = (m: unknown) => (typeof m === 'string' ? translateServerMessage(m, lng) : m);
  const out: T = { ...body, error: translateServerMessage(body.error, lng) };
  if (body.fields && typeof body.fields === 'object') {
    out.fields = Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, tr(v)]));
  }
  if (Array.isArray(body.warnings)) {
    out.warnings = body.warnings.map((w: unknown) =>
      w && typeof w === 'object' && 'text' in w ? { ...w, text: tr((w as { text: unknown }).text) } : w,
    );
  }
  return out;
}

/**
 * One error shape for the whole API: `{error, code, fields?}`; validation errors name every field at fault, and
 * `code` (packages/domain errors.ts) is what clients branch on.
 */
export default fp(async function errors(app: FastifyInstance) {
  installInputGuards(app);
  // An error body a route sends itself (`reply.code(429).send({error})`) gets the code its status implies.
  // Every error body, the error handler's and a route's own, is read in the requester's language: the one place
  // the server's English messages are translated (packages/domain messages.ts); English is left byte for byte.
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (!payload || typeof payload !== 'object') return payload;
    const body = payload as { error?: unknown; code?: unknown; fields?: unknown };
    if (typeof body.error !== 'string') return payload;
    if (reply.statusCode < 400) {
      // SPEC's sign-in answers a wrong password with 200 `{error}` alone: a message too, and nothing else is.
      if (Object.keys(body).length !== 1) return payload;
      const lng = await requestLanguage(app, req);
      return lng === 'en' ? payload : { error: translateServerMessage(body.error, lng) };
    }
    const coded =
      typeof body.code === 'string'
        ? body
        : { ...body, code: defaultErrorCode(reply.statusCode, Boolean(body.fields)) };
    const lng = await requestLanguage(app, req);
    return lng === 'en' ? coded : translateErrorBody(coded as ErrorBody, lng);
  });
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const known = err instanceof HttpError ? err : httpErrorFromDatabase(err);
    if (known) {
      if (known.headers) void reply.headers(known.headers);
      return reply
        .code(known.statusCode)
        .send({ error: known.message, code: known.code, ...(known.fields ? { fields: known.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key = fieldPath(v.instancePath, v.params as Record<string, unknown>);
        fields[key] ??= v.message ?? 'is invalid';
      }
      const first = Object.entries(fields)[0]!;
      return reply.code(400).send({ error: `${first[0]}: ${first[1]}`, code: 'validation_failed', fields });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ issues: err.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ error: 'Something went wrong', code: 'internal' });
    }
    if (err.statusCode && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ error: err.message, code: defaultErrorCode(err.statusCode) });
    }
    req.log.error({ err: redactError(err) }, 'request failed');
    return reply.code(500).send({ error: 'Something went wrong', code: 'internal' });
  });
});
