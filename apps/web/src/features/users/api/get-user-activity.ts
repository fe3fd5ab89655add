import { useQuery } from '@tanstack/react-query';
import { ZAuditPage } from '@lab/domain';
import { api } from '@/lib/api-client';

export const useUserActivity = (id: number) =>
  useQuery({
    queryKey: ['user', id, 'activity'],
    queryFn: ({ signal }) => api(`/api/users/${id}/activity`, { query: { pageSize: 100 }, schema: ZAuditPage, signal }),
  });
