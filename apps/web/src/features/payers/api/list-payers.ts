import { ZPayerPage, type TPayerListQuery } from '@lab/domain';
import { api } from '@/lib/api-client';

export const listPayers = (query: TPayerListQuery, signal?: AbortSignal) => api('/api/payers', { query, schema: ZPayerPage, signal });
