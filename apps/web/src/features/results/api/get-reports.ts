import { useQuery } from '@tanstack/react-query';
import { ZReportList } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKeys } from '@/api/query-keys';

/** Every signed version of a case's report, the current one marked. */
export const getReports = (caseId: number, signal?: AbortSignal) =>
  api(`/api/cases/${caseId}/reports`, { schema: ZReportList, signal });

export const useReports = (caseId: number, enabled = true) =>
  useQuery({ queryKey: caseKeys.reports(caseId), queryFn: ({ signal }) => getReports(caseId, signal), enabled });
