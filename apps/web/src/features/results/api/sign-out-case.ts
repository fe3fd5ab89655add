import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSignOutResult, type TSignOutInput } from '@lab/domain';
import { api } from '@/lib/api-client';
import { invalidateCaseResults } from './invalidate';

/**
 * The pathologist's electronic signature: the password again and the rowVersion of the diagnosis they reviewed
 * (409 stale_version with the current one when it moved); the answer is the FINAL version.
 */
export const signOutCase = (caseId: number, body: TSignOutInput) =>
  api(`/api/cases/${caseId}/sign-out`, { method: 'POST', body, schema: ZSignOutResult });

export function useSignOutCase(caseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignOutInput) => signOutCase(caseId, body),
    onSuccess: () => invalidateCaseResults(qc, caseId),
  });
}
