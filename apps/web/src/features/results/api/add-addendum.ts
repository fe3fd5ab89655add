import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSignOutResult, type TAddendumInput } from '@lab/domain';
import { api } from '@/lib/api-client';
import { invalidateCaseResults } from './invalidate';

/** An addendum below the unchanged diagnosis, signed with the password. */
export const addAddendum = (caseId: number, body: TAddendumInput) =>
  api(`/api/cases/${caseId}/addenda`, { method: 'POST', body, schema: ZSignOutResult });

export function useAddAddendum(caseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddendumInput) => addAddendum(caseId, body),
    onSuccess: () => invalidateCaseResults(qc, caseId),
  });
}
