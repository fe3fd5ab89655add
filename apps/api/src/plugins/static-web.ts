import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { apiRoot } from '../db/client';

/** Serves the built web app; any non-API path falls back to index.html for client-side routing. */
export default fp(async function staticWeb(app: FastifyInstance) {
  const root = path.resolve(apiRoot(), '../web/dist');
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api')) return reply.code(404).send({ error: `No such endpoint: ${req.method} ${req.url.split('?')[0]}` });
    if (!hasWeb) return reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
