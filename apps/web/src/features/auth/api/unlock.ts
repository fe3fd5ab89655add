import { ZUnlockResponse } from '@lab/domain';
import { api } from '@/lib/api-client';

/**
 * Sends the password typed on the lock screen (docs/shell.md#lock-screen). A plain call, not a mutation hook:
 * while locked the query client is held offline, and a mutation would wait for it.
 */
export const unlockScreen = (password: string) =>
  api('/api/authenticate/unlock', { method: 'POST', body: { password }, schema: ZUnlockResponse });
