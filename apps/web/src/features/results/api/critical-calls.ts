import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCriticalCall, ZCriticalCallList } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKeys } from '@/api/query-keys';

/** Whether a critical result needs its call recorded, and the calls recorded so far. */
export const getCriticalCalls = (caseId: number, signal?: AbortSignal) =>
  api(`/api/cases/${caseId}/critical-calls`, { schema: ZCriticalCallList, signal });

export const useCriticalCalls = (caseId: number, enabled = true) =>
  useQuery({
    queryKey: caseKeys.criticalCalls(caseId),
    queryFn: ({ signal }) => getCriticalCalls(caseId, signal),
    enabled,
  });

export type TCriticalCallForm = { calledWhom: string; calledAt: string; note?: string };

/** Records whom the pathologist called about a critical result, and when. */
export const recordCriticalCall = (caseId: number, body: TCriticalCallForm) =>
  api(`/api/cases/${caseId}/critical-calls`, { method: 'POST', body, schema: ZCriticalCall });

export function useRecordCriticalCall(caseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCriticalCallForm) => recordCriticalCall(caseId, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: caseKeys.criticalCalls(caseId) }),
  });
}
