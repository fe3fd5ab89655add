import { z } from 'zod';

/**
 * The portal's public address (PUBLIC_URL, or the one entered at first-run setup): every link the server writes
 * (the password-reset mail, the calendar feed, report notices) starts with it, never with a request's Host or
 * X-Forwarded-* headers, which the sender chooses (docs/security.md#links-feeds-names-and-files).
 *
 * It is an origin: `http://` or `https://`, a host and perhaps a port; no path, query, fragment or user name.
 */
export const PUBLIC_URL_MESSAGE =
  'must be the address people open the portal at: http:// or https://, a host and perhaps a port, nothing after it (e.g. https://lab.example.org)';

/** `scheme://host[:port]` and at most a closing slash; no whitespace, `@`, `\`, `?` or `#` anywhere. */
const SHAPE = /^https?:\/\/[^\s/?#@\\]+\/?$/i;

/** The origin (`https://lab.example.org`, `http://localhost:3000`) of a public address, or null when it is not one. */
export function publicOrigin(value: string): string | null {
  if (!SHAPE.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/' || !url.hostname) return null;
  return url.origin;
}

/** A public address as typed: trimmed, checked, and given as its origin (no closing slash). */
export const ZPublicUrl = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const origin = publicOrigin(v);
    if (origin) return origin;
    ctx.addIssue({ code: 'custom', message: PUBLIC_URL_MESSAGE, input: v });
    return z.NEVER;
  });

/** A link under the public address: `origin` + an absolute path. */
export const publicLink = (origin: string, path: string) => `${origin}${path.startsWith('/') ? path : `/${path}`}`;
