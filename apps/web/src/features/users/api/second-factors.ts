import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { ZPasskeyRegisterResponse, ZTotpConfirmResponse, ZTotpSetupResponse, ZWebauthnOptions } from '@lab/domain';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/api/query-keys';
import { session } from '@/lib/session';

export { useMySecondFactors } from '@/api/auth/second-factor';

/** A new secret to scan; no factor until confirmed. */
export const useStartTotpSetup = () =>
  useMutation({
    mutationFn: () => api('/api/account/mfa/totp/setup', { method: 'POST', body: {}, schema: ZTotpSetupResponse }),
  });

/** The code of the app makes it a factor; the answer holds the recovery codes, shown once. */
export function useConfirmTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api('/api/account/mfa/totp/confirm', { method: 'POST', body: { code }, schema: ZTotpConfirmResponse }),
    onSuccess: () => {
      enrolled();
      return qc.invalidateQueries({ queryKey: accountKeys.mfa() });
    },
  });
}

/** A session sent to enrol may go on now (the server lets its calls through once a factor is confirmed). */
function enrolled() {
  const current = session.get();
  if (current?.user.mfaEnrolmentRequired) session.updateUser({ ...current.user, mfaEnrolmentRequired: false });
}

/**
 * Registers a passkey (docs/security.md#passkeys): the server's creation options, the browser's WebAuthn call (the
 * authenticator asks the user), the credential back to the server with its name. The answer holds the recovery
 * codes when it is the first second factor.
 */
export function useRegisterPasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await api('/api/account/mfa/webauthn/register/options', {
        method: 'POST',
        body: {},
        schema: ZWebauthnOptions,
      });
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      return api('/api/account/mfa/webauthn/register/verify', {
        method: 'POST',
        body: { response, ...(name.trim() ? { name: name.trim() } : {}) },
        schema: ZPasskeyRegisterResponse,
      });
    },
    onSuccess: () => {
      enrolled();
      return qc.invalidateQueries({ queryKey: accountKeys.mfa() });
    },
  });
}

export function useRemovePasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      api(`/api/account/mfa/webauthn/${id}`, {
        method: 'DELETE',
        body: { password },
        schema: z.object({ ok: z.literal(true) }),
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.mfa() }),
  });
}

export function useRemoveTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api('/api/account/mfa/totp', {
        method: 'DELETE',
        body: { password },
        schema: z.object({ ok: z.literal(true) }),
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.mfa() }),
  });
}

/** An administrator resets a user's second factors (a lost phone). */
export const useResetSecondFactors = () =>
  useMutation({
    mutationFn: (id: number) =>
      api(`/api/users/${id}/mfa`, {
        method: 'DELETE',
        schema: z.object({ ok: z.literal(true), removed: z.boolean() }),
      }),
  });
