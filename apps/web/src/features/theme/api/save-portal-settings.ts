import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPortalSettings } from '@lab/domain';
import { api } from '@/lib/api-client';
import { themeStore } from '@/lib/theme-store';
import { portalSettingsKey } from './get-portal-settings';
import { themeQueryKey } from './get-theme';

export const savePortalSettings = (body: { customizerEnabled: boolean }) =>
  api('/api/settings/portal', { method: 'PUT', body, schema: ZPortalSettings });

/** Turns the theme customizer on or off for everyone (admin). */
export function useSavePortalSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: savePortalSettings,
    onSuccess: (data) => {
      qc.setQueryData(portalSettingsKey, data);
      themeStore.setCustomizerEnabled(data.customizerEnabled);
      void qc.invalidateQueries({ queryKey: themeQueryKey });
    },
  });
}
