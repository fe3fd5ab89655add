import { ZPayerCoveragePage } from '@lab/domain';
import { api } from '@/lib/api-client';

export const listPayerCoverages = (payerId: number, query: { page: number; pageSize: number }, signal?: AbortSignal) =>
  api(`/api/payers/${payerId}/coverages`, { query, schema: ZPayerCoveragePage, signal });
