import {
  ZLoginResponse,
  ZMfaVerifyResponse,
  ZOidcCompleteResponse,
  ZPasskeySignInResponse,
  ZWebauthnOptions,
  type TLoginRequest,
  type TMfaMethod,
  type TSessionUser,
} from '@lab/domain';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api, ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';

/** What a right password gives: the session, or (a user with a second factor) the token of the second step. */
export type TSignInOutcome =
  { kind: 'signed-in'; user: TSessionUser } | { kind: 'mfa'; mfaToken: string; methods: TMfaMethod[] };

export async function signIn(body: TLoginRequest): Promise<TSignInOutcome> {
  const res = await api('/api/authenticate/login/user', { method: 'POST', body, schema: ZLoginResponse });
  // The sign-in call (docs/api.md#answers-outside-the-shape) answers a wrong password with 200 `{error}`; the web treats it as the error it is.
  if ('error' in res) throw new ApiError(401, res.error, {}, res, 'invalid_credentials');
  if ('mfaRequired' in res) return { kind: 'mfa', mfaToken: res.mfaToken, methods: res.methods };
  session.start(res.user, res.accessToken);
  return { kind: 'signed-in', user: res.user };
}

/**
 * The end of a single sign-on (docs/security.md#single-sign-on-openid-connect): the one-time code the server's
 * callback put in the sign-in page's address fragment gives the session, or the portal's second step.
 */
export async function completeSingleSignOn(code: string): Promise<TSignInOutcome> {
  const res = await api('/api/authenticate/oidc/complete', {
    method: 'POST',
    body: { code },
    schema: ZOidcCompleteResponse,
  });
  if ('mfaRequired' in res) return { kind: 'mfa', mfaToken: res.mfaToken, methods: res.methods };
  session.start(res.user, res.accessToken);
  return { kind: 'signed-in', user: res.user };
}

/** The sign-in's second step (docs/api.md#second-factors): the token of the first and a TOTP or recovery code. */
export async function verifySecondFactor(mfaToken: string, code: string): Promise<TSessionUser> {
  const res = await api('/api/authenticate/mfa/verify', {
    method: 'POST',
    body: { mfaToken, code },
    schema: ZMfaVerifyResponse,
  });
  session.start(res.user, res.accessToken);
  return res.user;
}

/**
 * The second step with a passkey (docs/security.md#passkeys): the challenge for this sign-in, the browser's WebAuthn
 * call (the authenticator asks the user), the assertion back with the token.
 */
export async function verifyWithPasskey(mfaToken: string): Promise<TSessionUser> {
  const options = await api('/api/authenticate/mfa/webauthn/options', {
    method: 'POST',
    body: { mfaToken },
    schema: ZWebauthnOptions,
  });
  // Loaded when asked for: the sign-in page's own entry stays small.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const webauthn = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  const res = await api('/api/authenticate/mfa/verify', {
    method: 'POST',
    body: { mfaToken, webauthn },
    schema: ZMfaVerifyResponse,
  });
  session.start(res.user, res.accessToken);
  return res.user;
}

/**
 * A sign-in with a passkey alone, where the administrator allows it (docs/security.md#passkeys): a challenge for
 * the browser's discoverable passkeys, the WebAuthn call (the authenticator asks which passkey and verifies the
 * user), the assertion back; the session as a password sign-in's.
 */
export async function signInWithPasskey(): Promise<TSessionUser> {
  const options = await api('/api/authenticate/passkey/options', { method: 'POST', schema: ZWebauthnOptions });
  // Loaded on the click: the sign-in page's own entry stays small.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const webauthn = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  const res = await api('/api/authenticate/passkey/verify', {
    method: 'POST',
    body: { webauthn },
    schema: ZPasskeySignInResponse,
  });
  session.start(res.user, res.accessToken);
  return res.user;
}
