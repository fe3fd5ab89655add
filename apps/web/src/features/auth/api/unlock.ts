import { ZUnlockResponse, type TUnlockRequest } from '@lab/domain';
import { api } from '@/lib/api-client';

/**
 * Sends the password typed on the lock screen (docs/shell.md#lock-screen), and the second factor of a user who has
 * one: the authenticator code, or the passkey's assertion. A plain call, not a mutation hook:
 * while locked the query client is held offline, and a mutation would wait for it.
 */
export const unlockScreen = (password: string, factor: Pick<TUnlockRequest, 'code' | 'webauthn'> = {}) =>
  api('/api/authenticate/unlock', { method: 'POST', body: { password, ...factor }, schema: ZUnlockResponse });
