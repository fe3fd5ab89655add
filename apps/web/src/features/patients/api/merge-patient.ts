import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZPatientDetail } from '@lab/domain';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/api/query-keys';

const ZMergeResult = z.object({
  patient: ZPatientDetail,
  moved: z.object({ cases: z.number(), coverages: z.number(), documents: z.number() }),
});

export const mergePatient = (id: number, intoId: number) =>
  api(`/api/patients/${id}/merge`, { method: 'POST', body: { intoId }, schema: ZMergeResult });

export function useMergePatient(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (intoId: number) => mergePatient(id, intoId),
    onSuccess: (r) => {
      qc.setQueryData(patientKeys.detail(id), r.patient);
      // Cases and coverages moved to the other record: every patient's tabs, and every list, may be stale.
      void qc.invalidateQueries({ queryKey: patientKeys.lists() });
      void qc.invalidateQueries({ queryKey: patientKeys.cases() });
      void qc.invalidateQueries({ queryKey: patientKeys.coverages() });
    },
  });
}
