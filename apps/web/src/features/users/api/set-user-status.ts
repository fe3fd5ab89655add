import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserRecord, type TUserStatus } from '@lab/domain';
import { api } from '@/lib/api-client';
import { userKeys } from '@/api/query-keys';

/** Activate, block or deactivate a user; blocking ends their open sessions on the server. */
export function useSetUserStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TUserStatus }) =>
      api(`/api/users/${id}/status`, { method: 'POST', body: { status }, schema: ZUserRecord }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: userKeys.all() });
    },
  });
}
