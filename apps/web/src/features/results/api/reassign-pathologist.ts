import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putCase } from '@/api/cases/case-cache';
import { updateCase } from '@/api/cases/update-case';

/** Staff hand a case to another pathologist (the case's PATCH, only the pathologist sent). */
export function useReassignPathologist(caseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pathologistId: number | null) => updateCase(caseId, { pathologistId }),
    onSuccess: (c) => putCase(qc, c),
  });
}
