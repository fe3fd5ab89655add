import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { interfaceClients, interfaceTokens } from '../db/schema/index';

/**
 * The bearer tokens of the interface clients (OAuth2 client credentials, docs/interfaces.md#fhir-api): random
 * 32-byte values stored as SHA-256, good for INTERFACE_TOKEN_TTL_SECONDS. They are not the portal's session
 * tokens (signed JWTs): the portal's auth plugin refuses them on every /api route, and /fhir takes them only
 * through services/fhir-access.ts.
 */
export const INTERFACE_TOKEN_TTL_SECONDS = 3600;

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Issues a bearer token to an active client whose secret matches; null when it does not. */
export async function issueToken(ex: Executor, clientId: string, secret: string, ttlSeconds: number) {
  const [c] = await ex
    .select()
    .from(interfaceClients)
    .where(and(eq(interfaceClients.clientId, clientId), eq(interfaceClients.active, true)));
  if (!c) return null;
  const given = Buffer.from(sha256(secret));
  const stored = Buffer.from(c.secretHash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  const token = randomBytes(32).toString('base64url');
  await ex
    .insert(interfaceTokens)
    .values({ tokenHash: sha256(token), clientId: c.id, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
  return { token, client: c };
}

/** The active client a token that has not expired belongs to; null otherwise. */
export async function clientOfToken(ex: Executor, token: string) {
  const [row] = await ex
    .select({
      id: interfaceClients.id,
      clientId: interfaceClients.clientId,
      name: interfaceClients.name,
      facilityIds: interfaceClients.facilityIds,
    })
    .from(interfaceTokens)
    .innerJoin(interfaceClients, eq(interfaceClients.id, interfaceTokens.clientId))
    .where(
      and(
        eq(interfaceTokens.tokenHash, sha256(token)),
        gt(interfaceTokens.expiresAt, new Date()),
        eq(interfaceClients.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
}
