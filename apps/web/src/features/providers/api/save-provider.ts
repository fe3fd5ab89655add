import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProvider, type TProviderInput } from '@lab/domain';
import { api } from '@/lib/api-client';
import { providerKeys } from '@/api/query-keys';

/** Creates a provider (no id) or updates one; deactivating is an update with `active: false`. */
export const saveProvider = (body: TProviderInput, id?: number) =>
  id
    ? api(`/api/providers/${id}`, { method: 'PUT', body, schema: ZProvider })
    : api('/api/providers', { method: 'POST', body, schema: ZProvider });

export function useSaveProvider(id?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TProviderInput) => saveProvider(body, id),
    onSuccess: (p) => {
      qc.setQueryData(providerKeys.detail(p.id), p);
      void qc.invalidateQueries({ queryKey: providerKeys.lists() });
      void qc.invalidateQueries({ queryKey: providerKeys.myFacility() });
    },
  });
}
