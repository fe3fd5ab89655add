import { useQuery } from '@tanstack/react-query';
import { ZReportList } from '@lab/domain';
import { api } from '@/lib/api-client';

export const reportsKey = (caseId: number) => ['reports', caseId] as const;

/** Every signed version of a case's report, the current one marked. */
export const getReports = (caseId: number, signal?: AbortSignal) =>
  api(`/api/cases/${caseId}/reports`, { schema: ZReportList, signal });

export const useReports = (caseId: number, enabled = true) =>
  useQuery({ queryKey: reportsKey(caseId), queryFn: ({ signal }) => getReports(caseId, signal), enabled });
