import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** How long a signed download link works (docs/security.md#downloads-without-tokens-in-addresses-uploads-the-live-channel). */
export const SIGNED_URL_TTL_SECONDS = 300;
/** A clock a little ahead on another process of the portal does not refuse a link it signed. */
const CLOCK_SKEW_SECONDS = 30;

export interface DownloadGrant {
  userId: number;
  sessionId: string;
}

export type GrantCheck = { ok: true; grant: DownloadGrant } | { ok: false; reason: 'invalid' | 'expired' };

export interface DownloadSigner {
  /** `?sig=…&exp=…` for one GET path (no query), one user and one session, for SIGNED_URL_TTL_SECONDS. */
  sign(path: string, grant: DownloadGrant, nowMs?: number): { sig: string; exp: number };
  /** The user and session a link was signed for, when `sig` and `exp` were signed for this very `path`. */
  open(path: string, sig: unknown, exp: unknown, nowMs?: number): GrantCheck;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Signed download links. `sig` is AES-256-GCM (an authenticated cipher: its tag is the MAC) of "user id:session id"
 * under a key derived from the server's secret (HKDF, so it is not the key the session tokens are signed with), with
 * "GET path" and `exp` as its associated data: a link opens exactly one path, until `exp`, for the user and session it
 * names, and the session id does not show in the address. Nothing is stored: every process of the portal sharing
 * JWT_SECRET checks the links of the others.
 */
export function downloadSigner(secret: string, ttlSeconds = SIGNED_URL_TTL_SECONDS): DownloadSigner {
  const key = Buffer.from(hkdfSync('sha256', secret, 'lab-portal', 'signed download links v1', 32));
  const aad = (path: string, exp: number) => Buffer.from(`GET ${path}\n${exp}`, 'utf8');
  return {
    sign(path, grant, nowMs = Date.now()) {
      const exp = Math.floor(nowMs / 1000) + ttlSeconds;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(path, exp));
      const body = Buffer.concat([cipher.update(`${grant.userId}:${grant.sessionId}`, 'utf8'), cipher.final()]);
      return { sig: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url'), exp };
    },
    open(path, sig, exp, nowMs = Date.now()) {
      if (typeof sig !== 'string' || typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || sig.length > 512) {
        return { ok: false, reason: 'invalid' };
      }
      const raw = Buffer.from(sig, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return { ok: false, reason: 'invalid' };
      const expires = Number(exp);
      let plain: string;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAAD(aad(path, expires));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        plain = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      const now = nowMs / 1000;
      if (expires > now + ttlSeconds + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'invalid' };
      if (expires <= now) return { ok: false, reason: 'expired' };
      const cut = plain.indexOf(':');
      const userId = Number(plain.slice(0, cut));
      if (cut < 1 || !Number.isInteger(userId)) return { ok: false, reason: 'invalid' };
      return { ok: true, grant: { userId, sessionId: plain.slice(cut + 1) } };
    },
  };
}

/**
 * Whether a request address carries an access token: a query parameter named `access_token` in any spelling (any
 * case, percent-encoded, `access-token`, `accessToken`, or a malformed `access_token%3D…` with no `=`), or any
 * parameter that is a JWT. Such a request is refused whatever the route (the token would sit in logs, history and
 * Referer headers).
 */
export function carriesAccessToken(url: string): boolean {
  const q = url.indexOf('?');
  if (q < 0) return false;
  for (const part of url.slice(q + 1).split(/[&;]/)) {
    if (!part) continue;
    // The name is what comes before a real "=": a malformed `access_token%3D…` is all name.
    const eq = part.indexOf('=');
    const name = decodeFully(eq < 0 ? part : part.slice(0, eq));
    if (
      name
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .includes('accesstoken')
    )
      return true;
    if (JWT.test(decodeFully(part))) return true;
  }
  return false;
}

/** Three parts of base64url, the first two JSON objects: a JWT (the session token is one). */
const JWT = /ey[A-Za-z0-9_-]{8,}\.ey[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]+/;

/** Percent-decoded up to three times (an address encoded twice or three times), `+` as a space. */
function decodeFully(text: string): string {
  let out = text.replace(/\+/g, ' ');
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(out);
      if (next === out) break;
      out = next;
    } catch {
      break;
    }
  }
  return out;
}
