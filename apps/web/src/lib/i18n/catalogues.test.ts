import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_OPTIONS_MENU,
  ADMIN_MENU,
  AUTH_MESSAGES,
  AUTH_MFA_MESSAGES,
  LANGUAGES,
  MAIN_MENU,
  PASSWORD_POLICY_RULES,
  PASSWORD_RESET_MESSAGES,
  PAGE_CATALOGUE,
  PATIENT_MENU,
  PHYSICIAN_MENU,
  REFERENCE_MENU,
  WORK_QUEUES,
  type TMenuItem,
} from '@lab/domain';
import { NAMESPACES, pageTitle, resources, translateMessage } from './index';

/** Every key of a catalogue, dotted ("footer.rights"), with its text. */
function flatten(obj: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
}

/** The {{placeholders}} of a text, sorted. */
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the catalogues (docs/i18n.md)', () => {
  it('each language has the namespaces of English, and no other', () => {
    for (const lng of LANGUAGES) expect(Object.keys(resources[lng]).sort(), lng).toEqual([...NAMESPACES]);
  });

  for (const ns of NAMESPACES) {
    const en = flatten(resources.en[ns]);
    for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
      const other = flatten(resources[lng][ns]);
      it(`${lng}/${ns}.json has exactly the keys of en/${ns}.json, each translated, with the same placeholders`, () => {
        expect([...other.keys()].filter((k) => !en.has(k))).toEqual([]); // a key only in the translation
        expect([...en.keys()].filter((k) => !other.has(k))).toEqual([]); // a key not translated
        for (const [key, text] of other) {
          expect(typeof text === 'string' && text.trim().length > 0, `${lng}/${ns}: ${key} is empty`).toBe(true);
          expect(placeholders(text), `${lng}/${ns}: ${key}`).toEqual(placeholders(en.get(key)));
        }
      });
    }
  }

  it('menu.json names every menu item of the domain by its id, the English as the domain writes it', () => {
    const titles = new Map<string, string>();
    const walk = (items: TMenuItem[]) =>
      items.forEach((i) => {
        titles.set(i.id, i.title);
        if (i.children) walk(i.children);
      });
    [MAIN_MENU, ADMIN_MENU, REFERENCE_MENU, PHYSICIAN_MENU, PATIENT_MENU, ACCOUNT_OPTIONS_MENU].forEach(walk);
    expect(Object.fromEntries(titles)).toEqual(resources.en.menu);
  });

  it('names every page of the catalogue (bookmarks, search) in each language, the English as the domain writes it', () => {
    for (const page of PAGE_CATALOGUE) {
      expect(pageTitle(page, 'en'), page.link).toBe(page.title);
      // Found in a catalogue, not the server's English handed back (some words are the same: "Patient" in French).
      for (const lng of ['es', 'fr'])
        expect(pageTitle({ link: page.link, title: '?' }, lng), `${page.link} in ${lng}`).not.toBe('?');
    }
  });

  it('home.json names every work queue by its key, the English as the domain writes it', () => {
    const en = resources.en.home!.queues as unknown as Record<string, { label: string; description: string }>;
    expect(Object.keys(en).sort()).toEqual(Object.keys(WORK_QUEUES).sort());
    for (const [key, def] of Object.entries(WORK_QUEUES))
      expect(en[key], key).toEqual({ label: def.label, description: def.description });
  });

  it("keeps SPEC's sign-in messages as the English texts", () => {
    const en = resources.en.auth!.messages as Record<string, string>;
    for (const [key, text] of Object.entries(AUTH_MESSAGES)) expect(en[key], key).toBe(text);
  });

  it('has the password reset messages and policy rules the server and the domain write, found by their English', () => {
    const english = Object.values(resources.en.auth!.messages as Record<string, string>);
    const passkeySignIn = [
      AUTH_MFA_MESSAGES.passwordlessOff,
      AUTH_MFA_MESSAGES.passwordlessFailed,
      AUTH_MFA_MESSAGES.passwordlessNoUv,
    ];
    for (const text of [...Object.values(PASSWORD_RESET_MESSAGES), ...PASSWORD_POLICY_RULES, ...passkeySignIn])
      expect(english, text).toContain(text);
    expect(translateMessage(AUTH_MESSAGES.badCredentials, 'es')).toBe('Correo electrónico o contraseña no válidos');
    expect(translateMessage(PASSWORD_RESET_MESSAGES.done, 'fr')).toBe(
      'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
    );
    expect(translateMessage('A message the catalogue does not know', 'fr')).toBe(
      'A message the catalogue does not know',
    );
  });
});
