import { useQuery } from '@tanstack/react-query';
import { ZPortalSettings } from '@lab/domain';
import { api } from '@/lib/api-client';
import { settingsKeys } from '@/api/query-keys';

export const portalSettingsKey = settingsKeys.portal();
export const getPortalSettings = () => api('/api/settings/portal', { schema: ZPortalSettings });
export const usePortalSettings = () => useQuery({ queryKey: portalSettingsKey, queryFn: getPortalSettings });
