import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZSecuritySettings, type TSecuritySettingsUpdate } from '@lab/domain';
import { api } from '@/lib/api-client';
import { settingsKeys } from '@/api/query-keys';

export const useSecuritySettings = () =>
  useQuery({
    queryKey: settingsKeys.security(),
    queryFn: () => api('/api/settings/security', { schema: ZSecuritySettings }),
  });

/** Sets the roles that must use a second factor, and the passkey sign-in (admin; docs/security.md#second-factors). */
export function useSaveSecuritySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSecuritySettingsUpdate) =>
      api('/api/settings/security', { method: 'PUT', body, schema: ZSecuritySettings }),
    onSuccess: (data) => qc.setQueryData(settingsKeys.security(), data),
  });
}
