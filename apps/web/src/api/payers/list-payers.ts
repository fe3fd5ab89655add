import { queryOptions } from '@tanstack/react-query';
import { ZPayerPage, type TPayerListQuery } from '@lab/domain';
import { api } from '@/lib/api-client';
import { payerKeys } from '../query-keys';

/** Insurance payers by name or payer id: the insurance list and the coverage form's payer picker. */
export const listPayers = (query: TPayerListQuery, signal?: AbortSignal) =>
  api('/api/payers', { query, schema: ZPayerPage, signal });

export const payerListQuery = (query: TPayerListQuery) =>
  queryOptions({ queryKey: payerKeys.list(query), queryFn: ({ signal }) => listPayers(query, signal) });
