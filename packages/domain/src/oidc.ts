import { z } from 'zod';
import { ZMfaRequiredResponse, ZSessionUser } from './auth';

/**
 * Single sign-on with OpenID Connect (docs/security.md#single-sign-on-openid-connect): what the browser and the
 * server share about it. The flow itself (authorization code with PKCE) runs on the server.
 */

/** The button's words when OIDC_NAME is not set. */
export const OIDC_DEFAULT_NAME = 'Sign in with single sign-on';

/**
 * RFC 8176 authentication method references that are a factor beyond a password: `mfa` says so outright; a
 * one-time code (`otp`, `sms`, `tel`), a key or card that proves possession (`hwk`, `swk`, `sc`) or a biometric
 * (`fpt`, `face`, `iris`, `retina`, `vbm`) is a second factor beside whatever else was used. `pwd`, `pin`, `kba`,
 * `user`, `wia` and `rba` alone are not.
 */
export const IDP_SECOND_FACTOR_AMR = [
  'mfa',
  'otp',
  'sms',
  'tel',
  'hwk',
  'swk',
  'sc',
  'fpt',
  'face',
  'iris',
  'retina',
  'vbm',
] as const;

/**
 * Whether the identity provider's `amr` claim (from the signed ID token) says a second factor was used, so that
 * the portal does not ask its own. Anything but an array of strings says nothing.
 */
export function idpUsedSecondFactor(amr: unknown): boolean {
  if (!Array.isArray(amr)) return false;
  return amr.some((m) => typeof m === 'string' && (IDP_SECOND_FACTOR_AMR as readonly string[]).includes(m));
}

/**
 * Why a single sign-on did not give a session, as the sign-in page is told (`/login#sso-problem=…`):
 * - `account-not-set-up`: the provider vouched for someone the portal has no active account for;
 * - `no-verified-email`: the provider gave no verified email (or the configured claim) to find the account by;
 * - `refused`: the provider answered with an error (the person cancelled, or may not use the portal);
 * - `expired`: the sign-in took longer than its 10 minutes, or its answer was used already;
 * - `failed`: the provider's answer did not check out (signature, state, nonce, PKCE), or it could not be reached.
 */
export const OIDC_PROBLEMS = ['account-not-set-up', 'no-verified-email', 'refused', 'expired', 'failed'] as const;
export const ZOidcProblem = z.enum(OIDC_PROBLEMS);
export type TOidcProblem = z.infer<typeof ZOidcProblem>;

/** The sign-in page's address fragment that carries the one-time code of a single sign-on (never a query). */
export const OIDC_CODE_FRAGMENT = 'sso-code';
export const OIDC_PROBLEM_FRAGMENT = 'sso-problem';

/** POST /api/authenticate/oidc/complete: the one-time code the callback gave the browser. */
export const ZOidcCompleteRequest = z.object({ code: z.string().min(1).max(200) });
export type TOidcCompleteRequest = z.infer<typeof ZOidcCompleteRequest>;

/** The session, as the password sign-in gives it, or the portal's second step when the provider's MFA does not count. */
export const ZOidcCompleteResponse = z.union([
  z.object({ user: ZSessionUser, accessToken: z.string() }),
  ZMfaRequiredResponse,
]);
export type TOidcCompleteResponse = z.infer<typeof ZOidcCompleteResponse>;
