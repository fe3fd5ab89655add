import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPatient, type TPatientInput } from '@lab/domain';
import { api } from '@/lib/api-client';

export const createPatient = (body: TPatientInput) => api('/api/patients', { method: 'POST', body, schema: ZPatient });

export function useCreatePatient() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createPatient, onSuccess: () => qc.invalidateQueries({ queryKey: ['patients'] }) });
}
