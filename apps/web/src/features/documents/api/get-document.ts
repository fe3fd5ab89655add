import { useQuery } from '@tanstack/react-query';
import { ZDocument } from '@lab/domain';
import { api } from '@/lib/api-client';
import { documentKeys } from '@/api/query-keys';

export const useDocument = (id: number) =>
  useQuery({
    queryKey: documentKeys.detail(id),
    queryFn: ({ signal }) => api(`/api/documents/${id}`, { schema: ZDocument, signal }),
  });
