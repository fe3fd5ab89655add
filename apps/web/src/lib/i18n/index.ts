import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { allMenuItems, LANGUAGES, pickLanguage, type TLanguage } from '@lab/domain';
import { setFormatLanguage } from '@/lib/format';
/** A catalogue: texts by key, nested. */
export type Catalogue = { [key: string]: string | Catalogue };

/**
 * The web app's catalogues (docs/i18n.md): one JSON file per language and namespace, `src/locales/<lang>/<ns>.json`,
 * all found here by name (a new namespace file is loaded without touching this file). `shell`: the frame (top bar,
 * user menu, footer, pickers); `menu`: the menu titles by menu item id; `auth`: the sign-in pages, with SPEC's
 * English sign-in messages as the English texts; `home`: the home dashboard; `common`: the shared pieces of pages
 * (list tables, record forms, case statuses); the others one per feature (docs/i18n.md#where-the-texts-live).
 */
const files = import.meta.glob<Catalogue>('../../locales/*/*.json', { eager: true, import: 'default' });
export const resources: Record<TLanguage, Record<string, Catalogue>> = { en: {}, es: {}, fr: {} };
for (const [path, catalogue] of Object.entries(files)) {
  const [, lng, ns] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (lng && ns && lng in resources) resources[lng as TLanguage][ns] = catalogue;
}
/** The namespaces, as English has them (the catalogue test checks each translation has the same). */
export const NAMESPACES: readonly string[] = Object.keys(resources.en).sort();

/** The browser's preferred languages, first the portal speaks (navigator.languages, as Accept-Language). */
export function browserLanguage(): TLanguage {
  if (typeof navigator === 'undefined') return 'en';
  return pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en']);
}

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'shell',
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  returnNull: false,
});

/** `<html lang>` follows the language shown (screen readers, hyphenation, the browser's own widgets). */
const syncHtmlLang = (lng: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  setFormatLanguage(lng); // dates and numbers (lib/format.ts) in the same language
};
i18n.on('languageChanged', syncHtmlLang);

/** Shows the portal in `language`, or the browser's when null (never chosen, or signed out). */
export function showLanguage(language: TLanguage | null | undefined) {
  const lng = language ?? browserLanguage();
  if (i18n.language !== lng) void i18n.changeLanguage(lng);
  else syncHtmlLang(lng);
}

/** The language shown now, as the portal knows it. */
export function currentLanguage(): TLanguage {
  return pickLanguage([i18n.language]);
}

/** A menu item's title in the language shown: the `menu` catalogue by the item's id (the domain keeps English). */
export function menuTitle(item: { id: string; title: string }, lng?: string): string {
  return i18n.t(item.id, { ns: 'menu', defaultValue: item.title, lng });
}

/**
 * A message the server or the domain wrote in English (AUTH_MESSAGES, the sign-in schema's), in the language shown:
 * the `auth` catalogue's English texts are those messages, so the English finds its key; any other text is shown as is.
 */
export function translateMessage(message: string, lng?: string): string {
  const en = (resources.en.auth as { messages: Record<string, string> }).messages;
  const key = Object.keys(en).find((k) => en[k] === message);
  return key ? i18n.t(`messages.${key}`, { ns: 'auth', lng }) : message;
}

/** The menu item of each link the menus open (a catalogue page's title is its menu title). */
let menuIdOfLink: Map<string, string> | undefined;
/** The id the page catalogue gives a link (packages/domain/src/shell/page-catalogue.ts): `/pages/faq` → `pages-faq`. */
const pageIdOf = (link: string) =>
  link === '/'
    ? 'home'
    : link
        .slice(1)
        .replace(/[^a-z0-9]+/gi, '-')
        .toLowerCase();

/**
 * A page of the catalogue (a bookmark, a search suggestion) by its title in the language shown: the menu's title when a
 * menu opens it, else the `pages` catalogue by the page's id; the server's English title otherwise.
 */
export function pageTitle(page: { link: string; title: string }, lng?: string): string {
  if (!menuIdOfLink) {
    menuIdOfLink = new Map();
    for (const item of allMenuItems())
      if (item.type === 'item' && item.navLink && !menuIdOfLink.has(item.navLink))
        menuIdOfLink.set(item.navLink, item.id);
  }
  const menuId = menuIdOfLink.get(page.link);
  if (menuId) return i18n.t(menuId, { ns: 'menu', defaultValue: page.title, lng });
  return i18n.t(pageIdOf(page.link), { ns: 'pages', defaultValue: page.title, lng });
}
