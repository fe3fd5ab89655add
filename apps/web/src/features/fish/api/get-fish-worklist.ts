import { queryOptions } from '@tanstack/react-query';
import { ZFishWorklistPage } from '@lab/domain';
import { api } from '@/lib/api-client';
import { fishKeys } from '@/api/query-keys';

type FishWorklistQuery = { q?: string; page?: number; pageSize?: number };

/** One page of the FISH worklist: STAT first, then the oldest received. */
export const getFishWorklist = (query: FishWorklistQuery, signal?: AbortSignal) =>
  api('/api/fish/worklist', { query, schema: ZFishWorklistPage, signal });

export const fishWorklistQuery = ({ q, page, pageSize }: FishWorklistQuery) =>
  queryOptions({
    queryKey: fishKeys.worklist({ q, page, pageSize }),
    queryFn: ({ signal }) => getFishWorklist({ q, page, pageSize }, signal),
  });
