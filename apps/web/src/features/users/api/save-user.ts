import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserRecord, type TUserCreate, type TUserInput } from '@lab/domain';
import { api } from '@/lib/api-client';
import { userKeys } from '@/api/query-keys';

/** Create (with a temporary password) or update a user. */
export function useSaveUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: TUserInput | TUserCreate }) =>
      api(id ? `/api/users/${id}` : '/api/users', { method: id ? 'PUT' : 'POST', body: values, schema: ZUserRecord }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: userKeys.all() });
    },
  });
}
