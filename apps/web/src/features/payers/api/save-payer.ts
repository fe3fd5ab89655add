import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPayer, type TPayerInput } from '@lab/domain';
import { api } from '@/lib/api-client';
import { payerKeys } from '@/api/query-keys';

/** Creates a payer (no id) or updates one; deactivating is an update with `active: false`. */
export const savePayer = (body: TPayerInput, id?: number) =>
  id
    ? api(`/api/payers/${id}`, { method: 'PUT', body, schema: ZPayer })
    : api('/api/payers', { method: 'POST', body, schema: ZPayer });

export function useSavePayer(id?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPayerInput) => savePayer(body, id),
    onSuccess: () => void qc.invalidateQueries({ queryKey: payerKeys.lists() }),
  });
}
