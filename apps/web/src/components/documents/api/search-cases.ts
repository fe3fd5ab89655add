import { useQuery } from '@tanstack/react-query';
import { ZCasePickPage } from '@lab/domain';
import { api } from '@/lib/api-client';

export const searchCases = (q: string, signal?: AbortSignal) =>
  api('/api/cases', { query: { q, pageSize: 20 }, schema: ZCasePickPage, signal });

export const useCaseSearch = (q: string) =>
  useQuery({ queryKey: ['case-pick', q], queryFn: ({ signal }) => searchCases(q, signal), enabled: q.length > 0 });
