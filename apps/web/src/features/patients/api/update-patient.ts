import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPatient, type TPatientInput } from '@lab/domain';
import { api } from '@/lib/api-client';

export const updatePatient = (id: number, body: TPatientInput) =>
  api(`/api/patients/${id}`, { method: 'PUT', body, schema: ZPatient });

export function useUpdatePatient(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPatientInput) => updatePatient(id, body),
    onSuccess: (p) => {
      qc.setQueryData(['patient', id], (old: object | undefined) => (old ? { ...old, ...p } : old));
      void qc.invalidateQueries({ queryKey: ['patients'] });
      void qc.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
