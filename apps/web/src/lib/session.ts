import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, type TSessionUser } from '@lab/domain';

/** The login object kept in localStorage (SPEC.md section 3): UserName is read for display. */
export interface LoginObject {
  UserName: string;
  user: TSessionUser;
}

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
  /** SPEC.md section 7, Log Out: clears the login object, the JWT and the session-timed-out flag. */
  clear(opts: { timedOut?: boolean } = {}) {
    cached = null;
    localStorage.removeItem(STORAGE_KEYS.login);
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.sessionTimedOut);
    if (opts.timedOut) localStorage.setItem(STORAGE_KEYS.sessionTimedOut, 'true');
    emit();
  },
  timedOut: () => localStorage.getItem(STORAGE_KEYS.sessionTimedOut) === 'true',
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
