import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZMyReportsPage } from '@lab/domain';
import { api } from '@/lib/api-client';
import { reportKeys } from '@/api/query-keys';

/** Released reports for the caller: a physician's facility's, a patient's own; newest first. */
export const getMyReports = (query: { page?: number; pageSize?: number; unread?: boolean }, signal?: AbortSignal) =>
  api('/api/my/reports', {
    query: { ...query, unread: query.unread ? 'true' : undefined },
    schema: ZMyReportsPage,
    signal,
  });

export const useMyReports = (query: { page?: number; pageSize?: number; unread?: boolean }) =>
  useQuery({
    queryKey: reportKeys.mine(query),
    queryFn: ({ signal }) => getMyReports(query, signal),
    placeholderData: keepPreviousData,
  });
