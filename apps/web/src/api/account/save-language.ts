import { STORAGE_KEYS, ZAccountLanguage, type TLanguage } from '@lab/domain';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { showLanguage } from '@/lib/i18n';

/**
 * Chooses the screen language (docs/i18n.md): shown at once, kept in this browser for the sign-in page, and, when
 * someone is signed in, saved on their account (PUT /api/account/language) and in the session user.
 */
export async function chooseLanguage(language: TLanguage): Promise<void> {
  showLanguage(language);
  localStorage.setItem(STORAGE_KEYS.language, language);
  const login = session.get();
  if (!login || !session.token()) return;
  const saved = await api('/api/account/language', { method: 'PUT', body: { language }, schema: ZAccountLanguage });
  const now = session.get();
  if (now && now.user.id === login.user.id) session.updateUser({ ...now.user, language: saved.language });
}
