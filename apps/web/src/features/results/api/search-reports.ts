import { ZReportSearchPage } from '@lab/domain';
import { api } from '@/lib/api-client';

/** Report Result: reports by case number, patient name or MRN (staff: all; a physician: their own). */
export const searchReports = (query: { q?: string; page?: number; pageSize?: number; sort?: string }, signal?: AbortSignal) =>
  api('/api/reports/search', { query, schema: ZReportSearchPage, signal });
