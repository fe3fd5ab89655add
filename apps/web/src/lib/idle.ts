import { useSyncExternalStore } from 'react';
import type { AnyRouter } from '@tanstack/react-router';
import { onlineManager } from '@tanstack/react-query';
import {
  DEFAULT_IDLE_TIMEOUT_MINUTES,
  DEFAULT_TOKEN_TTL_SECONDS,
  lockAfterMinutes,
  ZRefreshResponse,
} from '@lab/domain';
import { signOut } from '@/api/auth/sign-out';
import { api, setLockedHandler } from './api-client';
import { getPublicConfig } from '@/api/public-config';
import { session } from './session';

const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;
const LAST_ACTIVITY_KEY = 'lastActivity';
const TOKEN_AT_KEY = 'jwtTokenAt';
/**
 * The lock is the session's, so it is kept where every tab of the browser sees it: a reload stays locked, and a
 * lock or unlock in one tab reaches the others at once (the storage event). The server refuses the session's calls
 * while it is locked (423 session_locked), which also locks a tab that missed the event (docs/shell.md#lock-screen).
 */
const LOCKED_KEY = 'screenLocked';

const lockListeners = new Set<() => void>();
let locked = localStorage.getItem(LOCKED_KEY) === 'true' && Boolean(session.token());

function setLocked(next: boolean, store = true) {
  if (locked === next) return;
  locked = next;
  if (store && next) localStorage.setItem(LOCKED_KEY, 'true');
  else if (store) localStorage.removeItem(LOCKED_KEY);
  // While locked nothing is fetched (notification and count polling would touch the session on the server and
  // keep it alive past its idle limit); the queries pick up again on unlock.
  onlineManager.setOnline(!next);
  lockListeners.forEach((l) => l());
}
if (locked) onlineManager.setOnline(false);

/** The lock screen's state: locked hides the page behind the overlay without unmounting it. */
export const screenLock = {
  isLocked: () => locked,
  /** Locks the session on the server (every tab), then this tab at once. */
  lock: () => {
    if (!session.token()) return;
    const already = locked;
    setLocked(true);
    // The overlay is up whatever the network does; the server's lock is what keeps the other tabs out.
    if (!already)
      void api('/api/authenticate/lock', { method: 'POST', body: {} }).catch(() => {
        /* the server answers 423 or 401 itself on the next call */
      });
  },
  /** The server said the session is locked (423): another tab locked it. */
  lockedElsewhere: () => {
    if (session.token()) setLocked(true);
  },
  /** Called after the server accepted the password; the unlock call itself touched the session. */
  unlock: () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    setLocked(false);
  },
  subscribe(l: () => void) {
    lockListeners.add(l);
    return () => lockListeners.delete(l);
  },
};

// Signed out (by choice, by the server, in another tab): the lock has nothing left to guard.
session.subscribe(() => {
  if (!session.get()) setLocked(false);
});

setLockedHandler(() => screenLock.lockedElsewhere());

// Another tab locked or unlocked the session.
window.addEventListener('storage', (e) => {
  if (e.key !== LOCKED_KEY && e.key !== null) return;
  setLocked(localStorage.getItem(LOCKED_KEY) === 'true' && Boolean(session.token()), false);
});

export function useScreenLocked(): boolean {
  return useSyncExternalStore(screenLock.subscribe, screenLock.isLocked);
}

/**
 * Keeps a working user signed in, locks an idle one's screen, and signs out one idle past the server's limit:
 * - after lockAfterMinutes (the server's idle time less 2 minutes) without activity in any tab, the screen
 *   locks: the page stays as it was under the lock overlay until the password is given;
 * - after the server's idle time (default 15 min) the session ends on the server, the session-timed-out flag is
 *   set and the login page says why — locked or not, as before the lock screen;
 * - while the user is active and the screen unlocked, the token is exchanged for a fresh one before it expires.
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
    // Typing a password on the lock screen is not work on the page: it must not hold off the idle sign-out.
    if (locked) return;
    const now = Date.now();
    if (now - last > 5000) localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
    last = now;
  };
  ACTIVITY.forEach((e) => window.addEventListener(e, mark, { passive: true }));

  const refresh = async (token: string) => {
    const res = await api('/api/authenticate/refresh-token', {
      method: 'POST',
      body: { accessToken: token },
      schema: ZRefreshResponse,
    });
    session.setToken(res.accessToken);
    session.updateUser(res.userData);
    localStorage.setItem(TOKEN_AT_KEY, String(Date.now()));
  };

  setInterval(async () => {
    const token = session.token();
    if (!token) return;
    const lastSeen = Math.max(last, Number(localStorage.getItem(LAST_ACTIVITY_KEY) ?? 0));
    const idleMs = Date.now() - lastSeen;
    if (idleMs >= idleMinutes * 60_000) {
      await signOut('idle');
      await router.navigate({ to: '/login' });
      return;
    }
    if (idleMs >= lockAfterMinutes(idleMinutes) * 60_000) screenLock.lock();
    // A refresh passes the server's session check and so touches the session: not while locked.
    if (locked) return;
    const issuedAt = Number(localStorage.getItem(TOKEN_AT_KEY) ?? 0);
    if (!issuedAt) localStorage.setItem(TOKEN_AT_KEY, String(Date.now()));
    else if (Date.now() - issuedAt > (ttlSeconds * 1000) / 2) await refresh(token).catch(() => {});
  }, 15_000);
}
