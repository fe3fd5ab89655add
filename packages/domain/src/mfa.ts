import { z } from 'zod';
import { ZRole, type TRole } from './roles';
import { ZMfaMethod, ZSessionUser, ZWebauthnResponse } from './auth';

/**
 * Second factors (docs/security.md#second-factors): an authenticator app (TOTP, RFC 6238) with single-use recovery
 * codes. The rules here are pure; the server keeps the secrets and the last used step.
 */

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the current one is accepted too (a clock a little off). */
export const TOTP_WINDOW_STEPS = 1;
/** Recovery codes given at enrolment; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the `mfaToken` of a sign-in's second step works. */
export const MFA_TOKEN_TTL_SECONDS = 300;
/** Wrong codes one `mfaToken` may carry before it is spent (the account's own throttle counts them too). */
export const MFA_TOKEN_MAX_FAILURES = 5;

/** The 30-second step a moment (milliseconds since the epoch) falls in. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * Whether a code that matched `matchedStep` is accepted at `currentStep`: within one step either way, and later
 * than the last step a code was accepted for (a code is used once; an older one cannot follow a newer one).
 */
export function acceptTotpStep(matchedStep: number, currentStep: number, lastUsedStep: number | null): boolean {
  if (Math.abs(matchedStep - currentStep) > TOTP_WINDOW_STEPS) return false;
  return lastUsedStep === null || matchedStep > lastUsedStep;
}

/** A TOTP code as typed: digits, spaces allowed ("123 456"). Null when it is not one. */
export function totpCodeOf(typed: string): string | null {
  const digits = typed.replace(/\s+/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : null;
}

/** The alphabet of recovery codes: no 0/O, 1/I/L, so a code read aloud or off paper is not mistyped. */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Letters of a recovery code (two groups of five): 10 × log2(31) ≈ 49.5 bits. */
export const RECOVERY_CODE_LENGTH = 10;

/** A recovery code from RECOVERY_CODE_LENGTH random bytes (each taken modulo the alphabet), shown as XXXXX-XXXXX. */
export function recoveryCodeFromBytes(bytes: ArrayLike<number>): string {
  let s = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) {
    s += RECOVERY_CODE_ALPHABET[bytes[i]! % RECOVERY_CODE_ALPHABET.length];
  }
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** A typed recovery code as it is compared (upper case, no spaces or dashes); null when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const s = typed.toUpperCase().replace(/[\s-]+/g, '');
  if (s.length !== RECOVERY_CODE_LENGTH) return null;
  for (const ch of s) if (!RECOVERY_CODE_ALPHABET.includes(ch)) return null;
  return s;
}

/** The portal's second-factor policy (`GET/PUT /api/settings/security`). */
export const ZSecuritySettings = z.object({
  /** Roles whose users must have a second factor: without one they may only enrol. */
  requireMfaFor: z.array(ZRole).max(ZRole.options.length),
  /**
   * A passkey alone signs in (it counts as both factors; user verification required): the sign-in card offers
   * "Sign in with a passkey" (docs/security.md#passkeys). Off unless an administrator turns it on.
   */
  passwordlessPasskeys: z.boolean().default(false),
});
export type TSecuritySettings = z.infer<typeof ZSecuritySettings>;
export const DEFAULT_SECURITY_SETTINGS: TSecuritySettings = { requireMfaFor: [], passwordlessPasskeys: false };
/** `PUT /api/settings/security`: a setting left out keeps its value. */
export const ZSecuritySettingsUpdate = z.object({
  requireMfaFor: ZSecuritySettings.shape.requireMfaFor,
  passwordlessPasskeys: z.boolean().optional(),
});
export type TSecuritySettingsUpdate = z.infer<typeof ZSecuritySettingsUpdate>;

/** Whether a signed-in user must enrol a second factor before anything else. */
export function mfaEnrolmentRequired(
  role: TRole | null,
  hasFactor: boolean,
  policy: Pick<TSecuritySettings, 'requireMfaFor'>,
): boolean {
  return !hasFactor && role !== null && policy.requireMfaFor.includes(role);
}

export const AUTH_MFA_MESSAGES = {
  enrolmentRequired: 'Your role must use a second factor: set one up to continue.',
  badCode: 'The code is not correct',
  tokenInvalid: 'This sign-in step has expired or was already used. Sign in again.',
  codeRequired: 'Enter the code of your authenticator app or a recovery code',
  passkeyFailed: 'The passkey could not be verified',
  passkeyRequired: 'Use your passkey (or a recovery code)',
  noPasskey: 'You have no passkey: enter the code of your authenticator app',
  passwordlessOff: 'Signing in with a passkey alone is not allowed here: sign in with your email and password',
  passwordlessFailed: 'The passkey could not be verified, or it is not registered here',
  passwordlessNoUv:
    'Your passkey did not verify you (PIN or biometric): a passkey sign-in needs it. Sign in with your password instead',
} as const;

// --- requests and answers -------------------------------------------------------------------------------------

/** POST /api/account/mfa/totp/setup: a new secret to scan; no factor until it is confirmed. */
export const ZTotpSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TTotpSetupResponse = z.infer<typeof ZTotpSetupResponse>;

export const ZTotpConfirmRequest = z.object({ code: z.string().min(1, 'Code is required').max(20) });
export type TTotpConfirmRequest = z.infer<typeof ZTotpConfirmRequest>;
/** Shown once: only their hashes are kept. */
export const ZTotpConfirmResponse = z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });
export type TTotpConfirmResponse = z.infer<typeof ZTotpConfirmResponse>;

export const ZTotpRemoveRequest = z.object({
  password: z.string().min(1, 'Password is required').max(1000),
  code: z.string().max(40).optional(),
});
export type TTotpRemoveRequest = z.infer<typeof ZTotpRemoveRequest>;

/** One of my passkeys as the profile lists it (never its key). */
export const ZPasskey = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

/** GET /api/account/mfa: my second factors. */
export const ZMfaStatus = z.object({
  totp: z.boolean(),
  passkeys: z.array(ZPasskey),
  recoveryCodesLeft: z.number().int(),
  methods: z.array(ZMfaMethod),
  /** The policy asks my role for a second factor and I have none yet. */
  enrolmentRequired: z.boolean(),
});
export type TMfaStatus = z.infer<typeof ZMfaStatus>;

export const PASSKEY_NAME_MAX = 60;
/** POST /api/account/mfa/webauthn/register/verify: the new credential and the name to show for it. */
export const ZPasskeyRegisterRequest = z.object({
  response: ZWebauthnResponse,
  name: z.string().trim().max(PASSKEY_NAME_MAX).optional(),
});
export type TPasskeyRegisterRequest = z.infer<typeof ZPasskeyRegisterRequest>;
/** The recovery codes come (once) when the passkey is the user's first second factor. */
export const ZPasskeyRegisterResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT).optional(),
});
export type TPasskeyRegisterResponse = z.infer<typeof ZPasskeyRegisterResponse>;

export const ZPasskeyRemoveRequest = z.object({ password: z.string().min(1, 'Password is required').max(1000) });
export type TPasskeyRemoveRequest = z.infer<typeof ZPasskeyRemoveRequest>;

/** POST /api/authenticate/mfa/webauthn/options: the challenge a passkey signs for this sign-in. */
export const ZWebauthnSignInOptionsRequest = z.object({ mfaToken: z.string().min(1, 'mfaToken is required').max(200) });

/** The second step: a code (TOTP or recovery), or a passkey's assertion. */
export const ZMfaVerifyRequest = z
  .object({
    mfaToken: z.string().min(1, 'mfaToken is required').max(200),
    code: z.string().min(1, AUTH_MFA_MESSAGES.codeRequired).max(40).optional(),
    webauthn: ZWebauthnResponse.optional(),
  })
  .refine((b) => b.code !== undefined || b.webauthn !== undefined, {
    message: AUTH_MFA_MESSAGES.codeRequired,
    path: ['code'],
  });
export type TMfaVerifyRequest = z.infer<typeof ZMfaVerifyRequest>;
export const ZMfaVerifyResponse = z.object({ user: ZSessionUser, accessToken: z.string() });

/**
 * POST /api/authenticate/passkey/verify: a passwordless sign-in, the assertion of a discoverable passkey over the
 * challenge `POST /api/authenticate/passkey/options` gave (read from the assertion's clientDataJSON; once).
 */
export const ZPasskeySignInRequest = z.object({ webauthn: ZWebauthnResponse });
export type TPasskeySignInRequest = z.infer<typeof ZPasskeySignInRequest>;
export const ZPasskeySignInResponse = ZMfaVerifyResponse;
