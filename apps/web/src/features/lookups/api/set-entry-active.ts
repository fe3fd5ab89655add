import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** Deactivate or reactivate an entry (entries are never deleted). */
export function useSetEntryActive(key: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api(`/api/lookups/${key}/${id}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST' }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: lookupKeys.admin(key) });
      void qc.invalidateQueries({ queryKey: lookupKeys.options(key) });
    },
  });
}
