import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSignOutResult } from '@lab/domain';
import { api } from '@/lib/api-client';
import { invalidateCaseResults } from './invalidate';

/** The pathologist's electronic signature: the password again; the answer is the FINAL version. */
export const signOutCase = (caseId: number, password: string) =>
  api(`/api/cases/${caseId}/sign-out`, { method: 'POST', body: { password }, schema: ZSignOutResult });

export function useSignOutCase(caseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => signOutCase(caseId, password),
    onSuccess: () => invalidateCaseResults(qc, caseId),
  });
}
