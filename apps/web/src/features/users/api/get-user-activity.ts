import { useQuery } from '@tanstack/react-query';
import { ZAuditPage } from '@lab/domain';
import { api } from '@/lib/api-client';
import { userKeys } from '@/api/query-keys';

export const useUserActivity = (id: number) =>
  useQuery({
    queryKey: userKeys.activity(id),
    queryFn: ({ signal }) => api(`/api/users/${id}/activity`, { query: { pageSize: 100 }, schema: ZAuditPage, signal }),
  });
