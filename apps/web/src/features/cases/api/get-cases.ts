import { ZCaseListPage, type TCaseListQuery } from '@lab/domain';
import { api } from '@/lib/api-client';

/** One page of the case list (STAT first, newest first unless sorted). */
export const getCases = (query: Partial<TCaseListQuery>, signal?: AbortSignal) =>
  api('/api/cases', { query, schema: ZCaseListPage, signal });
