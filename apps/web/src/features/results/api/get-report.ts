import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZReportContent, ZReportSummary } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKeys, reportKeys } from '@/api/query-keys';

const ZReportVersion = z.object({ report: ZReportSummary, content: ZReportContent });

/** One signed version with its content; reading it marks it read for the caller. */
export const getReport = (caseId: number, version: number, signal?: AbortSignal) =>
  api(`/api/cases/${caseId}/reports/${version}`, { schema: ZReportVersion, signal });

export function useReport(caseId: number, version: number | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: caseKeys.reports(caseId, version),
    queryFn: async ({ signal }) => {
      const r = await getReport(caseId, version!, signal);
      // The unread marks of the reading lists change by this read.
      void qc.invalidateQueries({ queryKey: reportKeys.mine() });
      return r;
    },
    enabled: version !== null,
    staleTime: Infinity,
  });
}
