import { queryOptions } from '@tanstack/react-query';
import { ZCase } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKeys } from '../query-keys';

export const getCase = (id: number, signal?: AbortSignal) => api(`/api/cases/${id}`, { schema: ZCase, signal });

/** One cache entry for a case, shared by the case page and the diagnosis workspace: a change in one shows in the other. */
export const caseQuery = (id: number) =>
  queryOptions({ queryKey: caseKeys.detail(id), queryFn: ({ signal }) => getCase(id, signal) });
