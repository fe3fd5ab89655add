import { useQuery } from '@tanstack/react-query';
import { ZAuditPage } from '@lab/domain';
import { lookupKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export function useEntryHistory(key: string, id: number | null) {
  return useQuery({
    queryKey: [...lookupKeys.admin(key), 'history', id],
    queryFn: ({ signal }) =>
      api(`/api/lookups/${key}/${id}/history`, { query: { pageSize: 100 }, schema: ZAuditPage, signal }),
    enabled: id !== null,
  });
}
