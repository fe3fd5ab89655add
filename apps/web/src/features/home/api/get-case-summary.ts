import { useQuery } from '@tanstack/react-query';
import { ZCaseSummary } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKeys } from '@/api/query-keys';

export const getCaseSummary = (signal?: AbortSignal) => api('/api/cases/summary', { schema: ZCaseSummary, signal });

export const useCaseSummary = (enabled: boolean) =>
  useQuery({ queryKey: caseKeys.summary(), queryFn: ({ signal }) => getCaseSummary(signal), enabled, refetchInterval: 60_000 });
