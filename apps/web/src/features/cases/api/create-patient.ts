import { useMutation } from '@tanstack/react-query';
import { ZPatient, type TPatientInput } from '@lab/domain';
import { api } from '@/lib/api-client';

/** Registers a patient from the accessioning screen (blank MRN: the server generates one). */
export const createPatient = (body: TPatientInput) => api('/api/patients', { method: 'POST', body, schema: ZPatient });

export const useCreatePatient = () => useMutation({ mutationFn: createPatient });
