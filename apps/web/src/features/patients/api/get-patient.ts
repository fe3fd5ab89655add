import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPatientDetail } from '@lab/domain';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/api/query-keys';

export const getPatient = (id: number, signal?: AbortSignal) =>
  api(`/api/patients/${id}`, { schema: ZPatientDetail, signal });

/** Opening a record is audited by the server, so it is fetched once per visit, not on every focus. */
export const patientQuery = (id: number) =>
  queryOptions({
    queryKey: patientKeys.detail(id),
    queryFn: ({ signal }) => getPatient(id, signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

export const usePatient = (id: number) => useQuery(patientQuery(id));
