import { queryOptions } from '@tanstack/react-query';
import { ZProvider } from '@lab/domain';
import { api } from '@/lib/api-client';
import { providerKeys } from '../query-keys';

export const getProvider = (id: number, signal?: AbortSignal) =>
  api(`/api/providers/${id}`, { schema: ZProvider, signal });

/** A provider record: its page, and the label of a linked provider in pickers. */
export const providerQuery = (id: number) =>
  queryOptions({ queryKey: providerKeys.detail(id), queryFn: ({ signal }) => getProvider(id, signal) });
