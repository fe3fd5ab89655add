import { useQuery } from '@tanstack/react-query';
import { ZPatientPickPage } from '@lab/domain';
import { api } from '@/lib/api-client';

export const searchPatients = (q: string, signal?: AbortSignal) =>
  api('/api/patients', { query: { q, pageSize: 20 }, schema: ZPatientPickPage, signal });

export const usePatientSearch = (q: string) =>
  useQuery({ queryKey: ['patient-pick', q], queryFn: ({ signal }) => searchPatients(q, signal), enabled: q.length > 0 });
