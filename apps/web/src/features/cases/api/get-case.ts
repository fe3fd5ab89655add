import { useQuery } from '@tanstack/react-query';
import { ZCase } from '@lab/domain';
import { api } from '@/lib/api-client';

export const caseKey = (id: number) => ['case', id] as const;

export const getCase = (id: number, signal?: AbortSignal) => api(`/api/cases/${id}`, { schema: ZCase, signal });

export const useCase = (id: number) => useQuery({ queryKey: caseKey(id), queryFn: ({ signal }) => getCase(id, signal) });
