import { createHash } from 'node:crypto';

/** What is kept of an `mfaToken`: its SHA-256 (the token itself is 256 random bits, so no slow hash is needed). */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
