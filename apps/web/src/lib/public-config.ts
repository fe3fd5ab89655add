import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigKeys } from '@/api/query-keys';
import { getPublicConfig } from '@/api/public-config';

export const publicConfigQuery = queryOptions({
  queryKey: publicConfigKeys.all(),
  queryFn: getPublicConfig,
  staleTime: 5 * 60_000,
});

/** What the server tells before sign-in (api/public-config.ts), kept five minutes. */
export const usePublicConfig = () => useQuery(publicConfigQuery);
