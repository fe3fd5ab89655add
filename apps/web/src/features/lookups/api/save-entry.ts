import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLookupItem } from '@lab/domain';
import { api } from '@/lib/api-client';

/** Create (no id) or update an entry; the server answers field errors as `{fields}`. */
export function useSaveEntry(key: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Record<string, unknown> }) =>
      api(id ? `/api/lookups/${key}/${id}` : `/api/lookups/${key}`, { method: id ? 'PUT' : 'POST', body: values }) as Promise<TLookupItem>,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['lookup-admin', key] });
      void qc.invalidateQueries({ queryKey: ['lookup-options', key] });
      void qc.invalidateQueries({ queryKey: ['lookup-entry', key] });
    },
  });
}
