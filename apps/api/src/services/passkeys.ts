import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { MFA_TOKEN_TTL_SECONDS, ZSecuritySettings, type TWebauthnResponse } from '@lab/domain';
import type { AppConfig } from '../config';
import type { Executor } from '../db/client';
import { appSettings, mfaChallenges, mfaWebauthnCredentials } from '../db/schema/index';
import { publicOriginOf } from './public-links';

/**
 * Passkeys and security keys (WebAuthn; docs/security.md#passkeys), checked by SimpleWebAuthn. The relying party is
 * the portal's public URL (PUBLIC_URL, else the one stored at first-run setup, else http://localhost:3000): its
 * origin is the only one a browser's response may come from, and its host name is the RP ID. Challenges are kept
 * server-side (mfa_challenges), work 5 minutes and once.
 */

export const DEFAULT_WEBAUTHN_ORIGIN = 'http://localhost:3000';
export const WEBAUTHN_REGISTER_PURPOSE = 'webauthn-register';
/** A signed-in user's passkey asked again (the lock screen, a signature). */
export const WEBAUTHN_ASSERT_PURPOSE = 'webauthn-assert';
/** A sign-in with a passkey alone: the challenge names nobody (a discoverable credential says who). */
export const WEBAUTHN_PASSWORDLESS_PURPOSE = 'webauthn-passwordless';
type ChallengePurpose =
  typeof WEBAUTHN_REGISTER_PURPOSE | typeof WEBAUTHN_ASSERT_PURPOSE | typeof WEBAUTHN_PASSWORDLESS_PURPOSE;

export interface RelyingParty {
  origin: string;
  rpID: string;
  rpName: string;
}

export async function relyingPartyOf(ex: Executor, config: AppConfig): Promise<RelyingParty> {
  const origin = new URL((await publicOriginOf(ex, config)) ?? DEFAULT_WEBAUTHN_ORIGIN).origin;
  return { origin, rpID: new URL(origin).hostname, rpName: config.labName?.trim() || 'Lab portal' };
}

const challengeHash = (purpose: ChallengePurpose, challenge: string) =>
  createHash('sha256').update(`${purpose}:${challenge}`, 'utf8').digest('hex');

/** Keeps a challenge given to a browser: 5 minutes, once (claimChallenge). */
async function keepChallenge(ex: Executor, purpose: ChallengePurpose, userId: number | null, challenge: string) {
  await ex.insert(mfaChallenges).values({
    userId,
    tokenHash: challengeHash(purpose, challenge),
    purpose,
    webauthnChallenge: challenge,
    expiresAt: new Date(Date.now() + MFA_TOKEN_TTL_SECONDS * 1000),
  });
}

/**
 * Claims the challenge a browser's response answers (a conditional update: of two requests with one response only
 * one gets it), for this user (null: a passwordless sign-in's, which names nobody). Null when it is not one given
 * for this purpose and user, has expired or was used.
 */
export async function claimChallenge(
  ex: Executor,
  purpose: ChallengePurpose,
  userId: number | null,
  response: TWebauthnResponse,
): Promise<string | null> {
  const challenge = challengeOf(response);
  if (!challenge) return null;
  const [claimed] = await ex
    .update(mfaChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaChallenges.tokenHash, challengeHash(purpose, challenge)),
        userId === null ? isNull(mfaChallenges.userId) : eq(mfaChallenges.userId, userId),
        eq(mfaChallenges.purpose, purpose),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: mfaChallenges.webauthnChallenge });
  return claimed?.challenge ?? null;
}

/** The challenge a browser's response answers (from its clientDataJSON); null when unreadable. */
export function challengeOf(response: TWebauthnResponse): string | null {
  try {
    const client = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof client.challenge === 'string' ? client.challenge : null;
  } catch {
    return null;
  }
}

export interface PasskeyRow {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export async function passkeysOf(ex: Executor, userId: number): Promise<PasskeyRow[]> {
  return ex
    .select({
      id: mfaWebauthnCredentials.id,
      name: mfaWebauthnCredentials.name,
      createdAt: mfaWebauthnCredentials.createdAt,
      lastUsedAt: mfaWebauthnCredentials.lastUsedAt,
    })
    .from(mfaWebauthnCredentials)
    .where(eq(mfaWebauthnCredentials.userId, userId))
    .orderBy(asc(mfaWebauthnCredentials.id));
}

async function credentialsOf(ex: Executor, userId: number) {
  return ex
    .select({ credentialId: mfaWebauthnCredentials.credentialId, transports: mfaWebauthnCredentials.transports })
    .from(mfaWebauthnCredentials)
    .where(eq(mfaWebauthnCredentials.userId, userId));
}

const descriptors = (rows: { credentialId: string; transports: string[] }[]) =>
  rows.map((r) => ({ id: r.credentialId, transports: r.transports as AuthenticatorTransportFuture[] }));

/** Registration options for a signed-in user (their passkeys excluded); the challenge is kept 5 minutes. */
export async function registrationOptions(
  ex: Executor,
  rp: RelyingParty,
  user: { id: number; email: string; name: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(`lab-user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: descriptors(await credentialsOf(ex, user.id)),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    timeout: MFA_TOKEN_TTL_SECONDS * 1000,
  });
  await keepChallenge(ex, WEBAUTHN_REGISTER_PURPOSE, user.id, options.challenge);
  return options;
}

export type RegistrationResult =
  | { ok: true; credentialId: string; publicKey: string; counter: number; transports: string[] }
  | { ok: false; reason: string };

/**
 * Checks a new credential against a challenge this user was given (claimed here: a challenge registers once).
 * Nothing is stored: the caller inserts the credential with the user's name for it.
 */
export async function verifyRegistration(
  ex: Executor,
  rp: RelyingParty,
  userId: number,
  response: TWebauthnResponse,
): Promise<RegistrationResult> {
  const expectedChallenge = await claimChallenge(ex, WEBAUTHN_REGISTER_PURPOSE, userId, response);
  if (!expectedChallenge) return { ok: false, reason: 'unknown or expired challenge' };
  try {
    const v = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
    if (!v.verified || !v.registrationInfo) return { ok: false, reason: 'not verified' };
    const c = v.registrationInfo.credential;
    return {
      ok: true,
      credentialId: c.id,
      publicKey: Buffer.from(c.publicKey).toString('base64url'),
      counter: c.counter,
      transports: c.transports ?? [],
    };
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
}

/** Authentication options for a sign-in's second step: the user's passkeys, a fresh challenge. */
export async function authenticationOptions(
  ex: Executor,
  rp: RelyingParty,
  userId: number,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: descriptors(await credentialsOf(ex, userId)),
    userVerification: 'preferred',
    timeout: MFA_TOKEN_TTL_SECONDS * 1000,
  });
}

/**
 * A signed-in user's passkey asked again (the lock screen, a signature): their passkeys, a fresh challenge kept
 * for them (5 minutes, once).
 */
export async function assertionOptions(
  ex: Executor,
  rp: RelyingParty,
  userId: number,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await authenticationOptions(ex, rp, userId);
  await keepChallenge(ex, WEBAUTHN_ASSERT_PURPOSE, userId, options.challenge);
  return options;
}

/**
 * A sign-in with a passkey alone: no credentials listed (the browser offers the discoverable ones it holds for this
 * RP ID), user verification required (the passkey's PIN or biometric stands in for the password), a challenge kept
 * for nobody (5 minutes, once).
 */
export async function passwordlessOptions(
  ex: Executor,
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: [],
    userVerification: 'required',
    timeout: MFA_TOKEN_TTL_SECONDS * 1000,
  });
  await keepChallenge(ex, WEBAUTHN_PASSWORDLESS_PURPOSE, null, options.challenge);
  return options;
}

/** Whether an administrator allows signing in with a passkey alone (app_settings 'security', off by default). */
export async function passwordlessAllowed(ex: Executor): Promise<boolean> {
  const [row] = await ex.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'security'));
  return ZSecuritySettings.safeParse(row?.value ?? {}).data?.passwordlessPasskeys ?? false;
}

/** The user a discoverable credential belongs to (the passwordless sign-in reads who from the credential). */
export async function ownerOfCredential(ex: Executor, credentialId: string): Promise<number | null> {
  const [row] = await ex
    .select({ userId: mfaWebauthnCredentials.userId })
    .from(mfaWebauthnCredentials)
    .where(eq(mfaWebauthnCredentials.credentialId, credentialId))
    .limit(1);
  return row?.userId ?? null;
}

/** The WebAuthn user handle registration gives a user (`registrationOptions`), as the browser returns it. */
export const userHandleOf = (userId: number) =>
  Buffer.from(new TextEncoder().encode(`lab-user-${userId}`)).toString('base64url');

/**
 * Checks an assertion of one of the user's passkeys against the challenge given for this sign-in. The counter must
 * grow (a copied authenticator, a replayed assertion are refused; an authenticator keeping no counter says 0 every
 * time); it is stored with a conditional update, so of two requests with one assertion only one passes.
 */
export async function usePasskey(
  ex: Executor,
  rp: RelyingParty,
  userId: number,
  expectedChallenge: string,
  response: TWebauthnResponse,
  opts: { requireUserVerification?: boolean } = {},
): Promise<{ ok: true; name: string } | { ok: false; reason: string }> {
  const [cred] = await ex
    .select()
    .from(mfaWebauthnCredentials)
    .where(and(eq(mfaWebauthnCredentials.userId, userId), eq(mfaWebauthnCredentials.credentialId, response.id)))
    .limit(1);
  if (!cred) return { ok: false, reason: 'not a passkey of this user' };
  let newCounter: number;
  try {
    const v = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: cred.credentialId,
        publicKey: new Uint8Array(Buffer.from(cred.publicKey, 'base64url')),
        counter: cred.counter,
        transports: cred.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: opts.requireUserVerification ?? false,
    });
    if (!v.verified) return { ok: false, reason: 'not verified' };
    if (opts.requireUserVerification && !v.authenticationInfo.userVerified) {
      return { ok: false, reason: 'user not verified' };
    }
    newCounter = v.authenticationInfo.newCounter;
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
  const taken = await ex
    .update(mfaWebauthnCredentials)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(
      and(
        eq(mfaWebauthnCredentials.id, cred.id),
        newCounter === 0 ? eq(mfaWebauthnCredentials.counter, 0) : lt(mfaWebauthnCredentials.counter, newCounter),
      ),
    )
    .returning({ id: mfaWebauthnCredentials.id });
  return taken.length === 1 ? { ok: true, name: cred.name } : { ok: false, reason: 'counter did not grow' };
}
