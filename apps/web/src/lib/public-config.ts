import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPublicConfig } from '@lab/domain';
import { publicConfigKeys } from '@/api/query-keys';
import { api } from './api-client';

export const getPublicConfig = () => api('/api/public-config', { schema: ZPublicConfig });

export const publicConfigQuery = queryOptions({
  queryKey: publicConfigKeys.all(),
  queryFn: getPublicConfig,
  staleTime: 5 * 60_000,
});

/** What the server tells before sign-in: the lab's name, a demo database, whether first-run setup is open. */
export const usePublicConfig = () => useQuery(publicConfigQuery);
