import { useQuery } from '@tanstack/react-query';
import { ZProvider } from '@lab/domain';
import { api } from '@/lib/api-client';

export const getProvider = (id: number, signal?: AbortSignal) => api(`/api/providers/${id}`, { schema: ZProvider, signal });

export const useProvider = (id: number) =>
  useQuery({ queryKey: ['provider', id], queryFn: ({ signal }) => getProvider(id, signal) });
