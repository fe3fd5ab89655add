import { useQuery } from '@tanstack/react-query';
import { ZReportRecipientList } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKeys } from '@/api/query-keys';

/** Who was told about the case's reports, and who has not acknowledged a correction or critical result. */
export const getReportRecipients = (caseId: number, signal?: AbortSignal) =>
  api(`/api/cases/${caseId}/report-recipients`, { schema: ZReportRecipientList, signal });

export const useReportRecipients = (caseId: number) =>
  useQuery({
    queryKey: caseKeys.reportRecipients(caseId),
    queryFn: ({ signal }) => getReportRecipients(caseId, signal),
  });
