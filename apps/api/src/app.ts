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

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  logger?: boolean;
}

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** Builds the whole app without listening; tests drive it with app.inject. */
export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'body.password', 'body.currentPassword', 'body.newPassword'],
        }
      : false,
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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
