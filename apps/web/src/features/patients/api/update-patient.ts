import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPatient, type TPatientDetail, type TPatientInput } from '@lab/domain';
import { api } from '@/lib/api-client';
import { auditKeys, patientKeys } from '@/api/query-keys';

export const updatePatient = (id: number, body: TPatientInput) =>
  api(`/api/patients/${id}`, { method: 'PUT', body, schema: ZPatient });

export function useUpdatePatient(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPatientInput) => updatePatient(id, body),
    onSuccess: (p) => {
      qc.setQueryData(patientKeys.detail(id), (old: TPatientDetail | undefined) => (old ? { ...old, ...p } : old));
      void qc.invalidateQueries({ queryKey: patientKeys.lists() });
      void qc.invalidateQueries({ queryKey: auditKeys.all() });
    },
  });
}
