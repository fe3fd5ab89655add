import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZPathologistLinkState } from '@lab/domain';
import { api } from '@/lib/api-client';

/** My Pathologists link and a proposed one waiting for my password (docs/roles.md#sign-out-rights). */
export const pathologistLinkKey = ['account', 'pathologist-link'] as const;

export const usePathologistLink = (enabled: boolean) =>
  useQuery({
    queryKey: pathologistLinkKey,
    queryFn: () => api('/api/account/pathologist-link', { schema: ZPathologistLinkState }),
    enabled,
  });

export function useSettlePathologistLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ outcome, password }: { outcome: 'confirm' | 'decline'; password: string }) =>
      api(`/api/account/pathologist-link/${outcome}`, {
        method: 'POST',
        body: { password },
        schema: ZPathologistLinkState,
      }),
    onSuccess: (state) => qc.setQueryData(pathologistLinkKey, state),
  });
}
