import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCase } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKeys, resultKeys } from '@/api/query-keys';

/** Staff hand a case to another pathologist (the case's PATCH, only the pathologist sent). */
export const reassignPathologist = (caseId: number, pathologistId: number | null) =>
  api(`/api/cases/${caseId}`, { method: 'PATCH', body: { pathologistId }, schema: ZCase });

export function useReassignPathologist(caseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pathologistId: number | null) => reassignPathologist(caseId, pathologistId),
    onSuccess: (c) => {
      qc.setQueryData(caseKeys.detail(caseId), c);
      void qc.invalidateQueries({ queryKey: resultKeys.worklists() });
    },
  });
}
