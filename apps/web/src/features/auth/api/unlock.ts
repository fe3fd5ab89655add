import { ZUnlockResponse } from '@lab/domain';
import { api } from '@/lib/api-client';

/**
 * Sends the password typed on the lock screen (docs/shell.md#lock-screen), and the authenticator code of a user
 * who has a second factor. A plain call, not a mutation hook:
 * while locked the query client is held offline, and a mutation would wait for it.
 */
export const unlockScreen = (password: string, code?: string) =>
  api('/api/authenticate/unlock', { method: 'POST', body: { password, code }, schema: ZUnlockResponse });
