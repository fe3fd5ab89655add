import { queryOptions } from '@tanstack/react-query';
import { ZCaseListPage, type TCaseListQuery } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKeys } from '../query-keys';

/** One page of the case list (STAT first, newest first unless sorted); also the document target picker's search. */
export const listCases = (query: Partial<TCaseListQuery>, signal?: AbortSignal) =>
  api('/api/cases', { query, schema: ZCaseListPage, signal });

export const caseListQuery = (query: Partial<TCaseListQuery>) =>
  queryOptions({ queryKey: caseKeys.list(query), queryFn: ({ signal }) => listCases(query, signal) });
