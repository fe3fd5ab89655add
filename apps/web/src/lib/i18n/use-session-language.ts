import { useEffect } from 'react';
import { pickLanguage, STORAGE_KEYS, type TLanguage } from '@lab/domain';
import { useSession } from '@/lib/session';
import { showLanguage } from './index';

/** The language last chosen in this browser, if any. */
export function storedLanguage(): TLanguage | null {
  const raw = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEYS.language) : null;
  return raw ? pickLanguage([raw]) : null;
}

/**
 * Shows the signed-in user's language; signed out, or never chosen, the one last chosen in this browser, else the
 * browser's (navigator.languages, what it sends as Accept-Language).
 */
export function useSessionLanguage() {
  const chosen = useSession()?.user.language ?? null;
  useEffect(() => showLanguage(chosen ?? storedLanguage()), [chosen]);
}
