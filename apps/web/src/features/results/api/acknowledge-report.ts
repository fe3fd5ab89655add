import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAcknowledgement, ZMyAcknowledgement } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKeys } from '@/api/query-keys';

/** What the signed-in physician owes on a case: a correction or a critical result to acknowledge. */
export const getMyAcknowledgement = (caseId: number, signal?: AbortSignal) =>
  api(`/api/my/reports/${caseId}/acknowledgement`, { schema: ZMyAcknowledgement, signal });

export const useMyAcknowledgement = (caseId: number, enabled: boolean) =>
  useQuery({
    queryKey: caseKeys.myAcknowledgement(caseId),
    queryFn: ({ signal }) => getMyAcknowledgement(caseId, signal),
    enabled,
  });

/** The physician acknowledges the current version of the case (idempotent on the server). */
export const acknowledgeReport = (caseId: number) =>
  api(`/api/my/reports/${caseId}/acknowledge`, { method: 'POST', body: {}, schema: ZAcknowledgement });

export function useAcknowledgeReport(caseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => acknowledgeReport(caseId),
    onSuccess: () => qc.invalidateQueries({ queryKey: caseKeys.myAcknowledgement(caseId) }),
  });
}
