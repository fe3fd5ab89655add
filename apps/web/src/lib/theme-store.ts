import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME_SETTINGS, normalizeThemeSettings, STORAGE_KEYS, type TThemeSettings } from '@lab/domain';
import { session } from './session';

/**
 * The user's theme settings. localStorage gives the first paint; the server copy (per account) wins once
 * loaded, so choices follow the user to another browser. Every change applies at once.
 */
interface ThemeState {
  settings: TThemeSettings;
  /** Portal-wide switch (docs/shell.md#theme-customizer: disabled by default). */
  customizerEnabled: boolean;
}

const listeners = new Set<() => void>();
let saver: ((s: TThemeSettings) => void) | null = null;
/** Marks choices not yet saved to the account (with whose they are), so a stale server copy cannot undo them. */
const UNSAVED_KEY = `${STORAGE_KEYS.theme}:unsaved`;
const currentUser = () => String(session.get()?.user.id ?? '');

function read(): ThemeState {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.theme);
    const parsed = raw ? (JSON.parse(raw) as { customizerEnabled?: unknown }) : null;
    return { settings: normalizeThemeSettings(parsed), customizerEnabled: parsed?.customizerEnabled === true };
  } catch {
    return { settings: normalizeThemeSettings(null), customizerEnabled: false };
  }
}

let state = read();

function commit(next: ThemeState) {
  state = next;
  localStorage.setItem(
    STORAGE_KEYS.theme,
    JSON.stringify({ ...next.settings, customizerEnabled: next.customizerEnabled }),
  );
  listeners.forEach((l) => l());
}

export const themeStore = {
  get: () => state,
  /** A choice of the user: applied now and saved to the account. */
  set(patch: Partial<TThemeSettings>) {
    commit({ ...state, settings: { ...state.settings, ...patch } });
    localStorage.setItem(UNSAVED_KEY, currentUser());
    saver?.(state.settings);
  },
  /** The account now holds the current choices. */
  markSaved() {
    localStorage.removeItem(UNSAVED_KEY);
  },
  /** This user made choices the server has not confirmed yet (e.g. the page reloaded during the save). */
  hasUnsaved: () => localStorage.getItem(UNSAVED_KEY) === currentUser(),
  /**
   * The server's copy arrived (sign-in, another browser changed it); none saved means the defaults. The
   * user's own unsaved choices are newer, so they stay (the caller sends them to the server).
   */
  load(settings: TThemeSettings | null, customizerEnabled: boolean) {
    const next = themeStore.hasUnsaved()
      ? { ...state, customizerEnabled }
      : { settings: settings ?? DEFAULT_THEME_SETTINGS, customizerEnabled };
    // The copy a save just confirmed is what the page shows already: drawing the whole app again for it would cost
    // a second render per choice (seconds on a busy machine, on a page of charts).
    if (JSON.stringify(next) === JSON.stringify(state)) return;
    commit(next);
  },
  setCustomizerEnabled(customizerEnabled: boolean) {
    commit({ ...state, customizerEnabled });
  },
  /** The app registers how a change reaches the server. */
  onChange(fn: ((s: TThemeSettings) => void) | null) {
    saver = fn;
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

window.addEventListener('storage', (e) => {
  if (e.key === STORAGE_KEYS.theme || e.key === null) {
    state = read();
    listeners.forEach((l) => l());
  }
});

export function useThemeState(): ThemeState {
  return useSyncExternalStore(themeStore.subscribe, themeStore.get);
}
export const useThemeSettings = () => useThemeState().settings;
