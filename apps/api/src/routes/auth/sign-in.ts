import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  MFA_TOKEN_TTL_SECONDS,
  AUTH_MFA_MESSAGES,
  type TAuditEventType,
  type TErrorCode,
  type TMfaMethod,
  type TWebauthnResponse,
} from '@lab/domain';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords';
import { fieldError } from '../../lib/http-error';
import { AccountThrottle, LoginThrottle, type ThrottleStore } from '../../lib/throttle';
import { accountThrottle } from '../../lib/password-check';
import { createSession } from '../../plugins/auth';
import { actorOf, writeAudit } from '../../plugins/audit';
import { factorsOf, hasSecondFactor, methodsOf, type SecondFactorChecks } from '../../services/second-factors';
import {
  claimChallenge,
  ownerOfCredential,
  passwordlessAllowed,
  userHandleOf,
  WEBAUTHN_PASSWORDLESS_PURPOSE,
  type RelyingParty,
} from '../../services/passkeys';
import { mfaChallenges } from '../../db/schema/index';
import { findUserByEmail, findUserById, type UserRow } from './repository';
import { hashToken } from './mfa-token';

/** RFC 5321's limit for an address. */
export const EMAIL_MAX_LENGTH = 254;

export type SignInResult =
  | { kind: 'signed-in'; user: UserRow; sessionId: string }
  /** The right password of a user with a second factor: one more step, with this token (no session yet). */
  | { kind: 'mfa-required'; user: UserRow; mfaToken: string; methods: TMfaMethod[] }
  /** Answered with this status and code: too many attempts (429), a blocked or deactivated account (403). */
  | { kind: 'refused'; status: 403 | 429; error: string; code: TErrorCode }
  /** Unknown email or wrong password: one answer for both, so it never tells which addresses exist. */
  | { kind: 'bad-credentials' };

/**
 * Sign-in with email and password: throttling per address and per account, the password check, the session and
 * the audit trail. The throttles count in the app's throttle store (shared by every process on PostgreSQL).
 */
export class SignInService {
  private readonly addresses: LoginThrottle;
  private readonly accounts: AccountThrottle;

  constructor(
    config: Pick<AppConfig, 'loginSlowdownMs' | 'loginMaxFailuresPerAddress' | 'loginMaxWaitMs'>,
    store: ThrottleStore,
  ) {
    this.addresses = new LoginThrottle(
      store,
      'sign-in-address',
      config.loginSlowdownMs,
      15 * 60_000,
      3,
      config.loginMaxFailuresPerAddress,
    );
    this.accounts = accountThrottle(config, store);
  }

  /** The per-address count of failed sign-ins, shared with the passkey sign-in. */
  addressRefused(ipKey: string): Promise<boolean> {
    return this.addresses.isRefused(ipKey);
  }

  async addressFailed(ipKey: string): Promise<void> {
    await sleep(await this.addresses.delayFor(ipKey));
    await this.addresses.fail(ipKey);
  }

  addressSucceeded(ipKey: string): Promise<void> {
    return this.addresses.succeed(ipKey);
  }

  async signIn(db: Db, req: FastifyRequest, email: string, password: string): Promise<SignInResult> {
    const ipKey = `ip:${req.ip}`;
    const accountKey = email.trim().toLowerCase();
    const failAudit = (why: string, userId: number | null = null) =>
      // What is stored of a typed email is cut short: a hostile body must not fill the trail.
      writeAudit(
        db,
        { ...actorOf(req), userId, username: email.slice(0, EMAIL_MAX_LENGTH) },
        {
          eventtype: 'sign-in-failed',
          eventdescription: `Failed sign-in: ${why}`,
          entity: 'user',
          entityId: userId,
        },
      );
    const lockedOut = { kind: 'refused', status: 429, error: AUTH_MESSAGES.lockedOut, code: 'rate_limited' } as const;
    if (email.length > EMAIL_MAX_LENGTH) {
      await failAudit('email too long');
      throw fieldError('email', `Email must be at most ${EMAIL_MAX_LENGTH} characters`);
    }
    if (await this.addresses.isRefused(ipKey)) return lockedOut;
    // Known and unknown addresses wait and are refused alike, so the answer never tells which exist.
    const wait = await this.accounts.reserve(accountKey);
    if (wait === null) {
      await failAudit('too many attempts for this email');
      return lockedOut;
    }
    await sleep(wait);
    const user = await findUserByEmail(db, email);
    const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!ok) {
      await sleep(await this.addresses.delayFor(ipKey));
      await this.addresses.fail(ipKey);
      // Counted by the email typed, not in the user row: a write only for real accounts would time apart.
      await this.accounts.fail(accountKey);
    }
    // A blocked account says so whatever the password, so the answer is no password oracle.
    if (user && (user.status === 'blocked' || user.status === 'deactivated')) {
      await failAudit(`account ${user.status}`, user.id);
      const code = user.status === 'blocked' ? 'account_blocked' : 'account_deactivated';
      return { kind: 'refused', status: 403, error: AUTH_MESSAGES[user.status], code };
    }
    if (!user || !ok) {
      await failAudit(user ? 'wrong password' : 'unknown email', user?.id ?? null);
      return { kind: 'bad-credentials' };
    }
    await this.accounts.succeed(accountKey);
    await this.addresses.succeed(ipKey);
    const factors = await factorsOf(db, user.id);
    if (hasSecondFactor(factors)) {
      const mfaToken = await askSecondFactor(db, req, user, {
        eventtype: 'sign-in-password',
        eventdescription: `${user.name} gave the right password; the second factor is asked`,
      });
      return { kind: 'mfa-required', user, mfaToken, methods: methodsOf(factors) };
    }
    const sessionId = await startSession(db, req, user);
    return { kind: 'signed-in', user, sessionId };
  }
}

/**
 * The first step of a sign-in passed and the user has a second factor: no session yet, but a token for the second
 * step, of which only the hash is kept (5 minutes, once). The first step is audited with it.
 */
export async function askSecondFactor(
  db: Db,
  req: FastifyRequest,
  user: UserRow,
  firstStep: { eventtype: TAuditEventType; eventdescription: string },
): Promise<string> {
  const mfaToken = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(mfaChallenges).values({
      userId: user.id,
      tokenHash: hashToken(mfaToken),
      expiresAt: new Date(Date.now() + MFA_TOKEN_TTL_SECONDS * 1000),
    });
    await writeAudit(
      tx,
      { ...actorOf(req), userId: user.id, username: user.email },
      { ...firstStep, entity: 'user', entityId: user.id },
    );
  });
  return mfaToken;
}

/** The answer of a passwordless sign-in: the session, or a refusal with its status (fields name `webauthn`). */
export type PasskeySignInResult =
  | { kind: 'signed-in'; user: UserRow; sessionId: string }
  | { kind: 'refused'; status: 400 | 403 | 429; error: string; code: TErrorCode; fields?: Record<string, string> };

/** Whether the authenticator says it verified the user (the UV flag of authenticatorData); false when unreadable. */
function userVerifiedFlag(response: TWebauthnResponse): boolean {
  const data = response.response.authenticatorData;
  if (typeof data !== 'string') return false;
  const flags = Buffer.from(data, 'base64url')[32];
  return flags !== undefined && (flags & 0x04) !== 0;
}

/**
 * A sign-in with a passkey alone (docs/security.md#passkeys), where an administrator allows it: the assertion of a
 * discoverable credential over a challenge the options gave (once, 5 minutes), made with user verification (the
 * passkey's PIN or biometric stands in for the password: the passkey counts as both factors). The credential names
 * the user. Failures count per address as wrong passwords do, and per account as wrong second factors do; a blocked
 * or deactivated account is refused as with a password. The session is made as a password sign-in's.
 */
export async function signInWithPasskey(
  db: Db,
  req: FastifyRequest,
  signIns: SignInService,
  checks: SecondFactorChecks,
  rp: RelyingParty,
  response: TWebauthnResponse,
): Promise<PasskeySignInResult> {
  const ipKey = `ip:${req.ip}`;
  const failAudit = (why: string, user: UserRow | null) =>
    writeAudit(
      db,
      { ...actorOf(req), userId: user?.id ?? null, username: user?.email ?? null },
      {
        eventtype: 'sign-in-failed',
        eventdescription: `Failed sign-in with a passkey: ${why}`,
        entity: 'user',
        entityId: user?.id ?? null,
      },
    );
  const refused = async (why: string, user: UserRow | null, message: string = AUTH_MFA_MESSAGES.passwordlessFailed) => {
    await failAudit(why, user);
    await signIns.addressFailed(ipKey);
    return {
      kind: 'refused',
      status: 400,
      error: `webauthn: ${message}`,
      code: 'validation_failed',
      fields: { webauthn: message },
    } as const;
  };
  if (!(await passwordlessAllowed(db))) {
    return { kind: 'refused', status: 403, error: AUTH_MFA_MESSAGES.passwordlessOff, code: 'forbidden' };
  }
  if (await signIns.addressRefused(ipKey)) {
    return { kind: 'refused', status: 429, error: AUTH_MESSAGES.lockedOut, code: 'rate_limited' };
  }
  const expected = await claimChallenge(db, WEBAUTHN_PASSWORDLESS_PURPOSE, null, response);
  const ownerId = await ownerOfCredential(db, response.id);
  const user = ownerId === null ? null : ((await findUserById(db, ownerId)) ?? null);
  if (!expected) return refused('unknown, expired or used challenge', user);
  if (!user) return refused('a passkey not registered here', null);
  // The user handle, when the authenticator gives it, must be the one registration gave this user.
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== userHandleOf(user.id)) return refused('the user handle does not match', user);
  if (!userVerifiedFlag(response)) {
    return refused('the passkey did not verify the user', user, AUTH_MFA_MESSAGES.passwordlessNoUv);
  }
  const name = await checks.verifyPasskey(db, rp, user.id, expected, response, { requireUserVerification: true });
  if (name === null) return refused('the assertion was not verified', user);
  // Checked once the passkey is proved: nobody learns an account's state from a credential id alone.
  if (user.status === 'blocked' || user.status === 'deactivated') {
    await failAudit(`account ${user.status}`, user);
    const code = user.status === 'blocked' ? 'account_blocked' : 'account_deactivated';
    return { kind: 'refused', status: 403, error: AUTH_MESSAGES[user.status], code };
  }
  await signIns.addressSucceeded(ipKey);
  const sessionId = await startSession(db, req, user, ` with the passkey "${name}" alone (passwordless)`);
  return { kind: 'signed-in', user, sessionId };
}

/** The session of a complete sign-in: the account's counters reset, the session made, the sign-in audited. */
export async function startSession(
  db: Db,
  req: FastifyRequest,
  user: UserRow,
  how = '',
  opts: { idpSecondFactor?: boolean } = {},
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date() })
      .where(eq(users.id, user.id));
    const sid = await createSession(tx, user.id, req, opts);
    await writeAudit(
      tx,
      { ...actorOf(req), userId: user.id, username: user.email },
      {
        eventtype: 'sign-in',
        eventdescription: `${user.name} signed in${how}`,
        entity: 'user',
        entityId: user.id,
      },
    );
    return sid;
  });
}
