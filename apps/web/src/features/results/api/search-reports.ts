import { queryOptions } from '@tanstack/react-query';
import { ZReportSearchPage } from '@lab/domain';
import { api } from '@/lib/api-client';
import { reportKeys } from '@/api/query-keys';

type ReportSearchQuery = { q?: string; page?: number; pageSize?: number };

/** Report Result: reports by case number, patient name or MRN (staff: all; a physician: their own). */
export const searchReports = (query: ReportSearchQuery, signal?: AbortSignal) =>
  api('/api/reports/search', { query, schema: ZReportSearchPage, signal });

export const reportSearchQuery = ({ q, page, pageSize }: ReportSearchQuery) =>
  queryOptions({
    queryKey: reportKeys.search({ q, page, pageSize }),
    queryFn: ({ signal }) => searchReports({ q, page, pageSize }, signal),
  });
