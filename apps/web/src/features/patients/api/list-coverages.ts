import { useQuery } from '@tanstack/react-query';
import { ZCoverageList } from '@lab/domain';
import { api } from '@/lib/api-client';

export const listCoverages = (patientId: number, signal?: AbortSignal) =>
  api(`/api/patients/${patientId}/coverages`, { schema: ZCoverageList, signal });

export const useCoverages = (patientId: number) =>
  useQuery({ queryKey: ['patient-sub', 'coverages', patientId], queryFn: ({ signal }) => listCoverages(patientId, signal) });
