import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPatient, type TPatientInput } from '@lab/domain';
import { api } from '@/lib/api-client';
import { patientKeys } from '../query-keys';

/** Registers a patient (blank MRN: the server generates one), from the patient screens or while accessioning. */
export const createPatient = (body: TPatientInput) => api('/api/patients', { method: 'POST', body, schema: ZPatient });

/** Every patient list and search answered before may now miss the new patient. */
export function useCreatePatient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPatient,
    onSuccess: () => qc.invalidateQueries({ queryKey: patientKeys.lists() }),
  });
}
