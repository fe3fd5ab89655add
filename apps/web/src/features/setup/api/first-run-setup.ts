import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZFirstRunSetupDone, type TFirstRunSetup } from '@lab/domain';
import { api } from '@/lib/api-client';
import { publicConfigQuery } from '@/lib/public-config';

/** Creates the first administrator and records the lab (only while the portal has no administrator). */
export const firstRunSetup = (body: TFirstRunSetup) =>
  api('/api/setup', { method: 'POST', body, schema: ZFirstRunSetupDone });

export function useFirstRunSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: firstRunSetup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicConfigQuery.queryKey }),
  });
}
