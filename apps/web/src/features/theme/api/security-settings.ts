import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZSecuritySettings, type TSecuritySettings } from '@lab/domain';
import { api } from '@/lib/api-client';
import { settingsKeys } from '@/api/query-keys';

export const useSecuritySettings = () =>
  useQuery({
    queryKey: settingsKeys.security(),
    queryFn: () => api('/api/settings/security', { schema: ZSecuritySettings }),
  });

/** Sets the roles that must use a second factor (admin; docs/security.md#second-factors). */
export function useSaveSecuritySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSecuritySettings) =>
      api('/api/settings/security', { method: 'PUT', body, schema: ZSecuritySettings }),
    onSuccess: (data) => qc.setQueryData(settingsKeys.security(), data),
  });
}
