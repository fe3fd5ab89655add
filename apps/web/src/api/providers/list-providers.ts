import { queryOptions } from '@tanstack/react-query';
import { ZProviderPage, type TProviderListQuery } from '@lab/domain';
import { api } from '@/lib/api-client';
import { providerKeys } from '../query-keys';

/** Ordering providers by name, NPI or specialty: the providers list and the provider pickers. */
export const listProviders = (query: TProviderListQuery, signal?: AbortSignal) =>
  api('/api/providers', { query, schema: ZProviderPage, signal });

export const providerListQuery = (query: TProviderListQuery) =>
  queryOptions({ queryKey: providerKeys.list(query), queryFn: ({ signal }) => listProviders(query, signal) });
