import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCoverage, type TCoverageInput } from '@lab/domain';
import { api } from '@/lib/api-client';
import { auditKeys, patientKeys } from '@/api/query-keys';

/** Adds a coverage (no id) or updates one; ending a coverage is an update with `active: false`. */
export const saveCoverage = (patientId: number, body: TCoverageInput, coverageId?: number) =>
  coverageId
    ? api(`/api/patients/${patientId}/coverages/${coverageId}`, { method: 'PUT', body, schema: ZCoverage })
    : api(`/api/patients/${patientId}/coverages`, { method: 'POST', body, schema: ZCoverage });

export function useSaveCoverage(patientId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: TCoverageInput; id?: number }) => saveCoverage(patientId, body, id),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: patientKeys.coverages(patientId) });
      void qc.invalidateQueries({ queryKey: auditKeys.all() });
    },
  });
}
