import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import auditPlugin from './plugins/audit';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import livePlugin from './plugins/live';
import openapiPlugin from './plugins/openapi';
import overloadPlugin from './plugins/overload';
import securityHeaders from './plugins/security-headers';
import staticWeb from './plugins/static-web';
import { registerRoutes } from './routes/index';
import { createMailer, type Mailer } from './lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail (SMTP_URL); sends nothing when unset. */
    mailer: Mailer;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** Log to stdout (`true`), or to this stream (tests read what a log line carries). */
  logger?: boolean | { stream: { write(line: string): void } };
}

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/**
 * A request address for logs: every query value replaced (signed links, patient names and dates of birth), and every
 * parameter name that is not a plain name too, so that a malformed `?access_token%3D…` (no `=`) is not kept whole.
 */
export const redactQuery = (url: string) => {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      const kept = /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(name) ? name : '[redacted]';
      return eq < 0 ? kept : `${kept}=[redacted]`;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
};

/** Builds the whole app without listening; tests drive it with app.inject. */
export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
          redact: ['req.headers.authorization', 'body.password', 'body.currentPassword', 'body.newPassword'],
          serializers: {
            // Queries carry signed links (opened in a new tab) and searched names and dates: never log them.
            req: (req: { method: string; url: string; ip?: string }) => ({
              method: req.method,
              url: redactQuery(req.url),
              remoteAddress: req.ip,
            }),
          },
        }
      : false,
    // Forwarded headers only from the configured proxies (TRUST_PROXY); otherwise req.ip is the socket's.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 2 * 1024 * 1024,
    // One log line per request (below), not Fastify's two: half the logging work on every call (docs/performance.md).
    logController: new LogController({ disableRequestLogging: true }),
  });
  if (logger) {
    app.addHook('onResponse', async (req, reply) => {
      req.log.info(
        { req, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
        'request completed',
      );
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('mailer', createMailer(config.smtpUrl, config.mailFrom));
  app.addHook('onClose', async () => app.mailer.close());
  await app.register(dbPlugin, { database, config });
  await app.register(errorsPlugin);
  // Before auth and the routes: a request waits for its turn before it touches the database.
  await app.register(overloadPlugin, { maxInFlight: config.maxRequestsInFlight, maxQueueMs: config.requestQueueMs });
  await app.register(securityHeaders);
  await app.register(openapiPlugin);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(authPlugin);
  await app.register(auditPlugin);
  await app.register(livePlugin);
  await registerRoutes(app);
  await app.register(staticWeb);
  return app;
}
