import type { TThemeSettings } from '@lab/domain';
import { api } from '@/lib/api-client';
import { ZThemeResponse } from './get-theme';

/** Saves my theme settings with my account. */
export const saveTheme = (settings: TThemeSettings) =>
  api('/api/account/theme', { method: 'PUT', body: settings, schema: ZThemeResponse });
