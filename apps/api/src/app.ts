import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import auditPlugin from './plugins/audit';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import openapiPlugin from './plugins/openapi';
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
  logger?: boolean;
}

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** A request address with the value of any access_token query parameter replaced, for logs. */
export const redactToken = (url: string) => url.replace(/([?&]access_token=)[^&#]*/g, '$1[redacted]');

/** Builds the whole app without listening; tests drive it with app.inject. */
export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'body.password', 'body.currentPassword', 'body.newPassword'],
          serializers: {
            // Links opened in a new tab (files, labels, CSV export) carry the token in the query: never log it.
            req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactToken(req.url), remoteAddress: req.ip }),
          },
        }
      : false,
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('mailer', createMailer(config.smtpUrl, config.mailFrom));
  app.addHook('onClose', async () => app.mailer.close());
  await app.register(dbPlugin, { database, config });
  await app.register(errorsPlugin);
  await app.register(openapiPlugin);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(authPlugin);
  await app.register(auditPlugin);
  await registerRoutes(app);
  await app.register(staticWeb);
  return app;
}
