import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCoverageList } from '@lab/domain';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/api/query-keys';

export const listCoverages = (patientId: number, signal?: AbortSignal) =>
  api(`/api/patients/${patientId}/coverages`, { schema: ZCoverageList, signal });

export const coveragesQuery = (patientId: number) =>
  queryOptions({
    queryKey: patientKeys.coverages(patientId),
    queryFn: ({ signal }) => listCoverages(patientId, signal),
  });

export const useCoverages = (patientId: number) => useQuery(coveragesQuery(patientId));
