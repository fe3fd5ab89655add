import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The policy the built web app and /api/docs run under (checked in the browser by e2e/security-headers.spec.ts):
 * scripts only from the portal itself; inline styles because Mantine injects <style> tags; pictures from data:
 * and blob: (avatars, the TIFF viewer's canvas); documents and label PDFs are framed from the portal itself.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // The portal frames its own PDFs (document preview, labels); nobody else may frame it.
  frameguard: { action: 'sameorigin' },
  referrerPolicy: { policy: 'same-origin' },
  // Served over plain HTTP on a lab's LAN too: HSTS is the TLS proxy's business.
  strictTransportSecurity: false,
  // Cross-origin isolation would block the PDF viewer's iframe in some browsers; not needed here.
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets with these options, computed once. The policy is the same for every answer, and
 * @fastify/helmet built helmet's middleware again on every request (parsing the policy each time: 2–3 % of the
 * server's CPU under load, docs/performance.md).
 */
export function securityHeaderSet(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  // A real response object that is never sent: helmet only sets and removes its headers.
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let failed: unknown;
  helmet(options)(req, res, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** Security headers on every answer, page and API alike: CSP, X-Frame-Options, Referrer-Policy, nosniff… */
export default fp(async function securityHeaders(app: FastifyInstance) {
  const headers = securityHeaderSet();
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
});
