import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZPatientDetail } from '@lab/domain';
import { api } from '@/lib/api-client';

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
      qc.setQueryData(['patient', id], r.patient);
      void qc.invalidateQueries({ queryKey: ['patients'] });
      void qc.invalidateQueries({ queryKey: ['patient-sub'] });
    },
  });
}
