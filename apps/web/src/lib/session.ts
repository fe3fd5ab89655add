import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, type TSessionUser } from '@lab/domain';

/** The login object kept in localStorage (docs/shell.md#browser-session): UserName is read for display. */
export interface LoginObject {
  UserName: string;
  user: TSessionUser;
}

const ENDED_BY_KEY = 'sessionEndedBy';
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function read(): LoginObject | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.login);
    return raw ? (JSON.parse(raw) as LoginObject) : null;
  } catch {
    return null;
  }
}

let cached = read();

export const session = {
  get: () => cached,
  token: () => localStorage.getItem(STORAGE_KEYS.token),
  start(user: TSessionUser, token: string) {
    cached = { UserName: user.name, user };
    localStorage.setItem(STORAGE_KEYS.login, JSON.stringify(cached));
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.removeItem(STORAGE_KEYS.sessionTimedOut);
    emit();
  },
  updateUser(user: TSessionUser) {
    cached = { UserName: user.name, user };
    localStorage.setItem(STORAGE_KEYS.login, JSON.stringify(cached));
    emit();
  },
  setToken(token: string) {
    localStorage.setItem(STORAGE_KEYS.token, token);
  },
  /**
   * docs/shell.md#browser-session, Log Out: clears the login object, the JWT and the session-timed-out flag. `endedBy`
   * keeps, for the login page of this tab, why the server ended the session (e.g. the account was blocked).
   */
  clear(opts: { timedOut?: boolean; endedBy?: string } = {}) {
    cached = null;
    localStorage.removeItem(STORAGE_KEYS.login);
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.sessionTimedOut);
    sessionStorage.removeItem(ENDED_BY_KEY);
    if (opts.timedOut) localStorage.setItem(STORAGE_KEYS.sessionTimedOut, 'true');
    if (opts.endedBy) sessionStorage.setItem(ENDED_BY_KEY, opts.endedBy);
    emit();
  },
  timedOut: () => localStorage.getItem(STORAGE_KEYS.sessionTimedOut) === 'true',
  /** Why the server ended the last session in this tab, other than a timeout (null when signed out by choice). */
  endedBy: () => sessionStorage.getItem(ENDED_BY_KEY),
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

window.addEventListener('storage', (e) => {
  if (e.key === STORAGE_KEYS.login || e.key === null) {
    cached = read();
    emit();
  }
});

export function useSession(): LoginObject | null {
  return useSyncExternalStore(session.subscribe, session.get);
}
