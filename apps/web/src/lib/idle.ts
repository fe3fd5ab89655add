import type { AnyRouter } from '@tanstack/react-router';
import { DEFAULT_IDLE_TIMEOUT_MINUTES, DEFAULT_TOKEN_TTL_SECONDS, ZRefreshResponse } from '@lab/domain';
import { signOut } from '@/api/auth/sign-out';
import { api } from './api-client';
import { getPublicConfig } from './public-config';
import { session } from './session';

const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;
const LAST_ACTIVITY_KEY = 'lastActivity';
const TOKEN_AT_KEY = 'jwtTokenAt';

/**
 * Keeps a working user signed in and signs an idle one out:
 * - after the server's idle time (default 15 min) without activity in any tab, the session ends on the
 *   server, the session-timed-out flag is set and the login page says why;
 * - while the user is active, the token is exchanged for a fresh one before it expires.
 */
export function startIdleWatch(router: AnyRouter) {
  let idleMinutes = DEFAULT_IDLE_TIMEOUT_MINUTES;
  let ttlSeconds = DEFAULT_TOKEN_TTL_SECONDS;
  void getPublicConfig()
    .then((c) => {
      idleMinutes = c.idleTimeoutMinutes;
      ttlSeconds = c.tokenTtlSeconds;
    })
    .catch(() => {});

  let last = Date.now();
  const mark = () => {
    const now = Date.now();
    if (now - last > 5000) localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
    last = now;
  };
  ACTIVITY.forEach((e) => window.addEventListener(e, mark, { passive: true }));

  const refresh = async (token: string) => {
    const res = await api('/api/authenticate/refresh-token', { method: 'POST', body: { accessToken: token }, schema: ZRefreshResponse });
    session.setToken(res.accessToken);
    session.updateUser(res.userData);
    localStorage.setItem(TOKEN_AT_KEY, String(Date.now()));
  };

  setInterval(async () => {
    const token = session.token();
    if (!token) return;
    const lastSeen = Math.max(last, Number(localStorage.getItem(LAST_ACTIVITY_KEY) ?? 0));
    if (Date.now() - lastSeen >= idleMinutes * 60_000) {
      await signOut('idle');
      await router.navigate({ to: '/login' });
      return;
    }
    const issuedAt = Number(localStorage.getItem(TOKEN_AT_KEY) ?? 0);
    if (!issuedAt) localStorage.setItem(TOKEN_AT_KEY, String(Date.now()));
    else if (Date.now() - issuedAt > (ttlSeconds * 1000) / 2) await refresh(token).catch(() => {});
  }, 15_000);
}
