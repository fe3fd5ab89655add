import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZThemeSettings } from '@lab/domain';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/api/query-keys';

export const ZThemeResponse = z.object({ settings: ZThemeSettings.nullable(), customizerEnabled: z.boolean() });

/** My saved theme settings and whether the portal shows the customizer. */
export const getTheme = () => api('/api/account/theme', { schema: ZThemeResponse });

export const themeQueryKey = accountKeys.theme();
export const useAccountTheme = (enabled: boolean) =>
  useQuery({ queryKey: themeQueryKey, queryFn: getTheme, enabled, staleTime: 60_000, refetchOnWindowFocus: true });
