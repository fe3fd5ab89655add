import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

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

/** Security headers on every answer, page and API alike: CSP, X-Frame-Options, Referrer-Policy, nosniff… */
export default fp(async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // The portal frames its own PDFs (document preview, labels); nobody else may frame it.
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    // Served over plain HTTP on a lab's LAN too: HSTS is the TLS proxy's business.
    strictTransportSecurity: false,
    // Cross-origin isolation would block the PDF viewer's iframe in some browsers; not needed here.
    crossOriginEmbedderPolicy: false,
  });
});
