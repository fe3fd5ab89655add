import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import {
  acceptTotpStep,
  AUTH_MFA_MESSAGES,
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFromBytes,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
  totpCodeOf,
  totpStep,
  type TMfaMethod,
  type TWebauthnResponse,
} from '@lab/domain';
import type { AppConfig } from '../config';
import type { Executor } from '../db/client';
import { mfaRecoveryCodes, mfaTotp, mfaWebauthnCredentials } from '../db/schema/index';
import { fieldError, HttpError } from '../lib/http-error';
import { AccountThrottle, type ThrottleStore } from '../lib/throttle';
import { claimChallenge, usePasskey, WEBAUTHN_ASSERT_PURPOSE, type RelyingParty } from './passkeys';

/**
 * Second factors (docs/security.md#second-factors): the authenticator app's secret (kept encrypted), its
 * replay rule, the recovery codes, and one throttled check of a code for every place that asks for one (the
 * sign-in's second step, the lock screen, a signature, removing the factor).
 */

const IV_BYTES = 12;

/** AES-256-GCM of the TOTP secrets under a key derived from JWT_SECRET (HKDF; not the key of the tokens). */
export interface SecretBox {
  seal(plain: string, userId: number): string;
  open(sealed: string, userId: number): string;
}

export function secretBox(jwtSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'lab-portal', 'totp secrets v1', 32));
  // The user's id is the associated data: a secret copied onto another user's row does not open.
  const aad = (userId: number) => Buffer.from(`totp:${userId}`, 'utf8');
  return {
    seal(plain, userId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(userId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    open(sealed, userId) {
      const raw = Buffer.from(sealed.replace(/^v1:/, ''), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(aad(userId));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - 16)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** The TOTP of a base32 secret, as the authenticator app computes it (SHA-1, 6 digits, 30 s). */
export function totpOf(secretBase32: string, label = 'user', issuer = 'Lab portal'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export const hashRecoveryCode = (normalized: string) =>
  createHash('sha256').update(`recovery:${normalized}`, 'utf8').digest('hex');

/** RECOVERY_CODE_COUNT fresh codes, each letter drawn without modulo bias (bytes past the last full round are skipped). */
export function newRecoveryCodes(): string[] {
  const limit = 256 - (256 % RECOVERY_CODE_ALPHABET.length);
  const codes: string[] = [];
  while (codes.length < RECOVERY_CODE_COUNT) {
    const picked: number[] = [];
    while (picked.length < RECOVERY_CODE_LENGTH) {
      for (const b of randomBytes(32)) if (b < limit && picked.length < RECOVERY_CODE_LENGTH) picked.push(b);
    }
    const code = recoveryCodeFromBytes(picked);
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

export interface UserFactors {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

export async function factorsOf(ex: Executor, userId: number): Promise<UserFactors> {
  const [t] = await ex
    .select({ confirmedAt: mfaTotp.confirmedAt })
    .from(mfaTotp)
    .where(eq(mfaTotp.userId, userId))
    .limit(1);
  const [r] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  const [p] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(mfaWebauthnCredentials)
    .where(eq(mfaWebauthnCredentials.userId, userId));
  return { totp: Boolean(t?.confirmedAt), passkeys: p?.n ?? 0, recoveryCodesLeft: r?.n ?? 0 };
}

export const hasSecondFactor = (f: UserFactors) => f.totp || f.passkeys > 0;

/** The methods a sign-in's second step offers this user. */
export function methodsOf(f: UserFactors): TMfaMethod[] {
  const methods: TMfaMethod[] = [];
  if (f.totp) methods.push('totp');
  if (f.passkeys > 0) methods.push('webauthn');
  if (hasSecondFactor(f) && f.recoveryCodesLeft > 0) methods.push('recovery');
  return methods;
}

/**
 * The SQL of "this user has a second factor" (a confirmed authenticator app or a passkey), for the queries that read
 * it with the user (the session check, the sign-in's session user).
 */
export const hasSecondFactorSql = (userId: unknown) =>
  sql<boolean>`(exists (select 1 from mfa_totp t where t.user_id = ${userId} and t.confirmed_at is not null) or exists (select 1 from mfa_webauthn_credentials w where w.user_id = ${userId}))`;

/**
 * Checks a TOTP code against the user's secret (`confirmed` false: the setup being confirmed). The step it matched
 * is stored with a conditional update, so of two requests with the same code only one is accepted.
 */
export async function useTotpCode(
  ex: Executor,
  box: SecretBox,
  userId: number,
  typed: string,
  opts: { confirmed: boolean; nowMs?: number } = { confirmed: true },
): Promise<boolean> {
  const code = totpCodeOf(typed);
  if (!code) return false;
  const [row] = await ex.select().from(mfaTotp).where(eq(mfaTotp.userId, userId)).limit(1);
  if (!row || Boolean(row.confirmedAt) !== opts.confirmed) return false;
  const nowMs = opts.nowMs ?? Date.now();
  const delta = totpOf(box.open(row.secretEnc, userId)).validate({
    token: code,
    timestamp: nowMs,
    window: TOTP_WINDOW_STEPS,
  });
  if (delta === null) return false;
  const current = totpStep(nowMs);
  const matched = current + delta;
  if (!acceptTotpStep(matched, current, row.lastStep)) return false;
  const taken = await ex
    .update(mfaTotp)
    .set({ lastStep: matched })
    .where(and(eq(mfaTotp.userId, userId), or(isNull(mfaTotp.lastStep), lt(mfaTotp.lastStep, matched))))
    .returning({ userId: mfaTotp.userId });
  return taken.length === 1;
}

/** Spends one of the user's recovery codes; false when it is not one of theirs or was already used. */
export async function useRecoveryCode(ex: Executor, userId: number, typed: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(typed);
  if (!normalized) return false;
  const spent = await ex
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(normalized)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return spent.length === 1;
}

/** Removes every second factor of a user (an administrator's reset): the app, the passkeys, the recovery codes. */
export async function removeFactors(ex: Executor, userId: number): Promise<boolean> {
  const t = await ex.delete(mfaTotp).where(eq(mfaTotp.userId, userId)).returning({ confirmedAt: mfaTotp.confirmedAt });
  const p = await ex
    .delete(mfaWebauthnCredentials)
    .where(eq(mfaWebauthnCredentials.userId, userId))
    .returning({ id: mfaWebauthnCredentials.id });
  await ex.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  return t.some((r) => r.confirmedAt !== null) || p.length > 0;
}

/**
 * Removes the user's authenticator app (their own removal); the recovery codes go too unless a passkey remains.
 * False when none was set up.
 */
export async function removeTotp(ex: Executor, userId: number): Promise<boolean> {
  const t = await ex.delete(mfaTotp).where(eq(mfaTotp.userId, userId)).returning({ confirmedAt: mfaTotp.confirmedAt });
  if (!(await factorsOf(ex, userId)).passkeys)
    await ex.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  return t.some((r) => r.confirmedAt !== null);
}

/** Removes one of the user's passkeys; the recovery codes go too when it was the last factor. False when not theirs. */
export async function removePasskey(ex: Executor, userId: number, id: number): Promise<{ name: string } | null> {
  const [gone] = await ex
    .delete(mfaWebauthnCredentials)
    .where(and(eq(mfaWebauthnCredentials.userId, userId), eq(mfaWebauthnCredentials.id, id)))
    .returning({ name: mfaWebauthnCredentials.name });
  if (!gone) return null;
  if (!hasSecondFactor(await factorsOf(ex, userId))) {
    await ex.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  }
  return gone;
}

export const MFA_THROTTLE_SCOPE = 'mfa-account';

/**
 * Every check of a second-factor code, throttled per account like the password (docs/security.md#one-password-throttle-per-account):
 * after 3 wrong codes each attempt waits its turn, the gap doubling up to 30 s; past `loginMaxWaitMs` of waiting,
 * 429. A separate count from the password's, which a right password clears: knowing the password must not buy
 * fresh guesses at the code. A right code clears it.
 */
export class SecondFactorChecks {
  private readonly accounts: AccountThrottle;
  readonly box: SecretBox;

  constructor(config: Pick<AppConfig, 'loginSlowdownMs' | 'loginMaxWaitMs' | 'jwtSecret'>, store: ThrottleStore) {
    this.accounts = new AccountThrottle(
      store,
      MFA_THROTTLE_SCOPE,
      config.loginSlowdownMs,
      15 * 60_000,
      3,
      30_000,
      config.loginMaxWaitMs,
    );
    this.box = secretBox(config.jwtSecret);
  }

  /** The method a right code used (a TOTP, or a recovery code, now spent); null when wrong. 429 while throttled. */
  async verify(
    ex: Executor,
    userId: number,
    typed: string,
    opts: { setup?: boolean } = {},
  ): Promise<'totp' | 'recovery' | null> {
    const key = `user:${userId}`;
    const wait = await this.accounts.reserve(key);
    if (wait === null) throw tooManyCodes(await this.accounts.retryAfterMs(key));
    let used: 'totp' | 'recovery' | null = null;
    try {
      await sleep(wait);
      if (opts.setup) {
        used = (await useTotpCode(ex, this.box, userId, typed, { confirmed: false })) ? 'totp' : null;
      } else if (totpCodeOf(typed)) used = (await useTotpCode(ex, this.box, userId, typed)) ? 'totp' : null;
      else used = (await useRecoveryCode(ex, userId, typed)) ? 'recovery' : null;
    } finally {
      if (used) await this.accounts.succeed(key);
      else await this.accounts.fail(key);
    }
    return used;
  }

  /**
   * A passkey's assertion, on the same per-account throttle as the codes; the passkey's name when right. A null
   * `expectedChallenge` (none was given, or it was spent) fails and counts as a wrong answer.
   */
  async verifyPasskey(
    ex: Executor,
    rp: RelyingParty,
    userId: number,
    expectedChallenge: string | null,
    response: TWebauthnResponse,
    opts: { requireUserVerification?: boolean } = {},
  ): Promise<string | null> {
    const key = `user:${userId}`;
    const wait = await this.accounts.reserve(key);
    if (wait === null) throw tooManyCodes(await this.accounts.retryAfterMs(key));
    let name: string | null = null;
    try {
      await sleep(wait);
      if (expectedChallenge !== null) {
        const r = await usePasskey(ex, rp, userId, expectedChallenge, response, opts);
        if (r.ok) name = r.name;
      }
    } finally {
      if (name !== null) await this.accounts.succeed(key);
      else await this.accounts.fail(key);
    }
    return name;
  }
}

export function tooManyCodes(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const err = new HttpError(
    429,
    `Too many wrong codes for this account: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
    undefined,
    'rate_limited',
  );
  err.headers = { 'retry-after': String(seconds) };
  return err;
}

/** What a signed-in user gives where their password is asked again: a code, or a passkey's assertion. */
export interface SecondFactorProof {
  code?: string | undefined;
  webauthn?: TWebauthnResponse | undefined;
}

/** The second factor a check accepted: the method, and the passkey's name for a passkey. */
export type UsedSecondFactor = { method: 'totp' | 'recovery' } | { method: 'webauthn'; passkey: string };

/** " with …" for an audit description (the unlock, a sign-in). */
export function usedFactorText(used: UsedSecondFactor | null): string {
  if (!used) return '';
  if (used.method === 'webauthn') return ` with the passkey "${used.passkey}"`;
  return used.method === 'totp' ? ' with an authenticator app' : ' with a recovery code';
}

/**
 * Where a password is asked again (the lock screen, a signature): a user with a second factor gives it too, a code
 * (of the app, or a recovery code) or an assertion of one of their passkeys over the challenge
 * `POST /api/account/mfa/webauthn/assert/options` gave them (claimed here: once). Either, where the user has both.
 * Missing: 400 naming what they have (`code`, `webauthn`, or both); wrong: 400 naming the field given. Wrong answers
 * are throttled per account. Returns what was used, or null for a user without a second factor.
 */
export async function requireSecondFactor(
  ex: Executor,
  checks: SecondFactorChecks,
  relyingParty: () => Promise<RelyingParty>,
  userId: number,
  proof: SecondFactorProof,
): Promise<UsedSecondFactor | null> {
  const f = await factorsOf(ex, userId);
  if (!hasSecondFactor(f)) return null;
  if (proof.webauthn) {
    if (!f.passkeys) throw fieldError('webauthn', AUTH_MFA_MESSAGES.noPasskey);
    const expected = await claimChallenge(ex, WEBAUTHN_ASSERT_PURPOSE, userId, proof.webauthn);
    const passkey = await checks.verifyPasskey(ex, await relyingParty(), userId, expected, proof.webauthn);
    if (passkey === null) throw fieldError('webauthn', AUTH_MFA_MESSAGES.passkeyFailed);
    return { method: 'webauthn', passkey };
  }
  if (proof.code?.trim()) {
    const used = await checks.verify(ex, userId, proof.code);
    if (!used) throw fieldError('code', AUTH_MFA_MESSAGES.badCode);
    return { method: used };
  }
  const fields: Record<string, string> = {};
  if (f.totp) fields.code = AUTH_MFA_MESSAGES.codeRequired;
  if (f.passkeys) fields.webauthn = AUTH_MFA_MESSAGES.passkeyRequired;
  // A user with passkeys only may still give a recovery code: the passkey is what they are asked for.
  const [first] = Object.entries(fields);
  throw new HttpError(400, `${first![0]}: ${first![1]}`, fields);
}
