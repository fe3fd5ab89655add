import { ZProviderPage, type TProviderListQuery } from '@lab/domain';
import { api } from '@/lib/api-client';

export const listProviders = (query: TProviderListQuery, signal?: AbortSignal) =>
  api('/api/providers', { query, schema: ZProviderPage, signal });
