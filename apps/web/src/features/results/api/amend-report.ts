import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSignOutResult, type TAmendmentInput } from '@lab/domain';
import { api } from '@/lib/api-client';
import { invalidateCaseResults } from './invalidate';

/** A corrected version: the reason, the changed diagnosis and the password as signature. */
export const amendReport = (caseId: number, body: TAmendmentInput) =>
  api(`/api/cases/${caseId}/amendments`, { method: 'POST', body, schema: ZSignOutResult });

export function useAmendReport(caseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAmendmentInput) => amendReport(caseId, body),
    onSuccess: () => invalidateCaseResults(qc, caseId),
  });
}
