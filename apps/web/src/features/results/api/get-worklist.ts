import { queryOptions } from '@tanstack/react-query';
import { ZWorklistPage, type TWorklistQuery } from '@lab/domain';
import { api } from '@/lib/api-client';
import { resultKeys } from '@/api/query-keys';

/** One page of the diagnosis worklist (STAT first, then the oldest; the server orders). */
export const getWorklist = (query: Partial<TWorklistQuery>, signal?: AbortSignal) =>
  api('/api/results/worklist', { query, schema: ZWorklistPage, signal });

export const worklistQuery = (query: Partial<TWorklistQuery>) =>
  queryOptions({ queryKey: resultKeys.worklist(query), queryFn: ({ signal }) => getWorklist(query, signal) });
