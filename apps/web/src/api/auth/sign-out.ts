import { api } from '@/lib/api-client';
import { session } from '@/lib/session';

/** Ends the session on the server (best effort), then clears the browser's login state: the user menu, and the idle watch. */
export async function signOut(reason: 'user' | 'idle' = 'user') {
  try {
    if (session.token()) await api('/api/authenticate/logout', { method: 'POST', body: { reason } });
  } catch {
    /* the session may already be gone on the server */
  }
  session.clear({ timedOut: reason === 'idle' });
}
