import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZTotpConfirmResponse, ZTotpSetupResponse } from '@lab/domain';
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
      // A session sent to enrol may go on now (the server lets its calls through once a factor is confirmed).
      const current = session.get();
      if (current?.user.mfaEnrolmentRequired) session.updateUser({ ...current.user, mfaEnrolmentRequired: false });
      return qc.invalidateQueries({ queryKey: accountKeys.mfa() });
    },
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
