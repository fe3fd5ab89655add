import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { lookupSchemas } from '@/lib/lookups-api';

/** Create (no id) or update an entry; the server answers field errors as `{fields}`. */
export function useSaveEntry(key: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Record<string, unknown> }) =>
      api(id ? `/api/lookups/${key}/${id}` : `/api/lookups/${key}`, {
        method: id ? 'PUT' : 'POST',
        body: values,
        schema: lookupSchemas(key).entry,
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: lookupKeys.admin(key) });
      void qc.invalidateQueries({ queryKey: lookupKeys.options(key) });
      void qc.invalidateQueries({ queryKey: lookupKeys.entry(key) });
    },
  });
}
