import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFishCaseSessions } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKeys } from '@/api/query-keys';

export const caseFishQuery = (caseId: number) =>
  queryOptions({
    queryKey: caseKeys.fish(caseId),
    queryFn: ({ signal }) => api(`/api/cases/${caseId}/fish`, { schema: ZFishCaseSessions, signal }),
  });

/** The case's header and its FISH scorings as the caller may see them (blinded counts hidden). */
export const useCaseFish = (caseId: number) => useQuery(caseFishQuery(caseId));
