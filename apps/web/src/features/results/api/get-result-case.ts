import { useQuery } from '@tanstack/react-query';
import { ZCase } from '@lab/domain';
import { api } from '@/lib/api-client';

/** The same cache entry the case page uses, so a reassignment here shows there at once. */
export const resultCaseKey = (id: number) => ['case', id] as const;

export const getResultCase = (id: number, signal?: AbortSignal) => api(`/api/cases/${id}`, { schema: ZCase, signal });

export const useResultCase = (id: number) =>
  useQuery({ queryKey: resultCaseKey(id), queryFn: ({ signal }) => getResultCase(id, signal) });
