import { useQuery } from '@tanstack/react-query';
import { ZMfaStatus, ZWebauthnOptions, ZWebauthnResponse, type TWebauthnResponse } from '@lab/domain';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/api/query-keys';

/**
 * My second factors (docs/api.md#second-factors): the profile's section manages them, and the forms that ask the
 * password again (sign-out, amendment, addendum, the lock screen) ask the code or the passkey too when I have one.
 */
export const useMySecondFactors = () =>
  useQuery({
    queryKey: accountKeys.mfa(),
    queryFn: ({ signal }) => api('/api/account/mfa', { schema: ZMfaStatus, signal }),
  });

/** What the password checks of my session ask besides the password: the app's code, my passkey, both or neither. */
export function useSignatureFactors(): { code: boolean; passkey: boolean } {
  const data = useMySecondFactors().data;
  return { code: data?.totp ?? false, passkey: (data?.passkeys.length ?? 0) > 0 };
}

/**
 * My passkey asked again (docs/security.md#passkeys): a one-time challenge for my passkeys, the browser's WebAuthn
 * call (the authenticator asks me), the assertion to send with the password (unlock, a signature). Answered while
 * the screen is locked too.
 */
export async function assertMyPasskey(): Promise<TWebauthnResponse> {
  const options = await api('/api/account/mfa/webauthn/assert/options', { method: 'POST', schema: ZWebauthnOptions });
  // Loaded when asked for: nobody without a passkey downloads it.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  // The server's options are the library's JSON; the domain schema keeps only what it checks (the challenge).
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return ZWebauthnResponse.parse(response);
}
