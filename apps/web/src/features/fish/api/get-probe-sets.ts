import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFishProbeSetList } from '@lab/domain';
import { api } from '@/lib/api-client';
import { fishKeys } from '@/api/query-keys';

export const probeSetsQuery = queryOptions({
  queryKey: fishKeys.probeSets(),
  queryFn: ({ signal }) => api('/api/fish/probe-sets', { schema: ZFishProbeSetList, signal }),
  staleTime: 60_000,
});

/** Active probe sets with their method, probe colours and lots (expired lots flagged). */
export const useProbeSets = () => useQuery(probeSetsQuery);
