import { useQuery } from '@tanstack/react-query';
import { ZDocument } from '@lab/domain';
import { api } from '@/lib/api-client';

export const useDocument = (id: number) =>
  useQuery({ queryKey: ['document', id], queryFn: ({ signal }) => api(`/api/documents/${id}`, { schema: ZDocument, signal }) });
