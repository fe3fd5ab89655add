import { ZWorklistPage, type TWorklistQuery } from '@lab/domain';
import { api } from '@/lib/api-client';

/** One page of the diagnosis worklist (STAT first, then the oldest; the server orders). */
export const getWorklist = (query: Partial<TWorklistQuery>, signal?: AbortSignal) =>
  api('/api/results/worklist', { query: query as Record<string, string | number | undefined>, schema: ZWorklistPage, signal });
