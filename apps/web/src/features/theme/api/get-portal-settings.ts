import { useQuery } from '@tanstack/react-query';
import { ZPortalSettings } from '@lab/domain';
import { api } from '@/lib/api-client';

export const portalSettingsKey = ['settings', 'portal'] as const;
export const getPortalSettings = () => api('/api/settings/portal', { schema: ZPortalSettings });
export const usePortalSettings = () => useQuery({ queryKey: portalSettingsKey, queryFn: getPortalSettings });
