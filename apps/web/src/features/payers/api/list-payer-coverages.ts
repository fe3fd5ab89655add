import { queryOptions } from '@tanstack/react-query';
import { ZPayerCoveragePage } from '@lab/domain';
import { api } from '@/lib/api-client';
import { payerKeys } from '@/api/query-keys';

type PayerCoveragesQuery = { page: number; pageSize: number };

export const listPayerCoverages = (payerId: number, query: PayerCoveragesQuery, signal?: AbortSignal) =>
  api(`/api/payers/${payerId}/coverages`, { query, schema: ZPayerCoveragePage, signal });

/** The coverages that point at a payer (the server orders). */
export const payerCoveragesQuery = (payerId: number, { page, pageSize }: PayerCoveragesQuery) =>
  queryOptions({
    queryKey: payerKeys.coverages(payerId, { page, pageSize }),
    queryFn: ({ signal }) => listPayerCoverages(payerId, { page, pageSize }, signal),
  });
