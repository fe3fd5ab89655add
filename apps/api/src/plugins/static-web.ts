import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { apiRoot } from '../db/client';

/** Source maps stay on the build machine: they would publish the app's source. */
const isSourceMap = (pathname: string) => pathname.endsWith('.map');

/**
 * Paths answered with the sign-in page of its own (apps/web/sign-in.html: React, Mantine and the sign-in card, without
 * the app's router; docs/performance.md#the-sign-in-page-of-its-own). Inside the app, /login stays a route of its own.
 */
const SIGN_IN_PATHS = new Set(['/login', '/pages/login']);

export interface StaticWebOptions {
  /** The web build to serve (default apps/web/dist); tests pass a folder of their own. */
  root?: string;
}

/**
 * Serves the built web app; any non-API path falls back to index.html for client-side routing
 * (docs/performance.md#web-delivery): the precompressed .br/.gz as the browser accepts, with `Vary: Accept-Encoding`;
 * hashed bundles cached for a year as immutable; index.html and other unhashed files revalidated (no-cache, ETag).
 * Only files present at start are served: a new build needs a restart.
 */
export default fp(async function staticWeb(app: FastifyInstance, opts: StaticWebOptions) {
  const root = opts.root ?? path.resolve(apiRoot(), '../web/dist');
  const hasWeb = existsSync(path.join(root, 'index.html'));
  const hasSignIn = existsSync(path.join(root, 'sign-in.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts).
      preCompressed: true,
      allowedPath: (pathname) => !isSourceMap(pathname),
      setHeaders: (reply, filePath) => {
        // Hashed bundles never change under their name; anything else (index.html, the logo) is revalidated.
        const hashed = path.relative(root, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? req.url;
    if (req.url.startsWith('/api'))
      return reply.code(404).send({ error: `No such endpoint: ${req.method} ${pathname}` });
    // A missing bundle or a source map is a 404, not the page (a browser would run index.html as a script).
    if (isSourceMap(pathname) || pathname.startsWith('/assets/'))
      return reply.code(404).type('text/plain').send('Not found');
    if (!hasWeb) return reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    const page =
      hasSignIn && SIGN_IN_PATHS.has(pathname.replace(/\/+$/, '').toLowerCase()) ? 'sign-in.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
});
