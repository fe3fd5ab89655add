import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, pickLanguage, type TLanguage } from '@lab/domain';
import { setFormatLanguage } from '@/lib/format';
import enShell from '@/locales/en/shell.json';
import esShell from '@/locales/es/shell.json';
import frShell from '@/locales/fr/shell.json';
import enMenu from '@/locales/en/menu.json';
import esMenu from '@/locales/es/menu.json';
import frMenu from '@/locales/fr/menu.json';
import enAuth from '@/locales/en/auth.json';
import esAuth from '@/locales/es/auth.json';
import frAuth from '@/locales/fr/auth.json';
import enHome from '@/locales/en/home.json';
import esHome from '@/locales/es/home.json';
import frHome from '@/locales/fr/home.json';
import enCommon from '@/locales/en/common.json';
import esCommon from '@/locales/es/common.json';
import frCommon from '@/locales/fr/common.json';
import enReports from '@/locales/en/reports.json';
import esReports from '@/locales/es/reports.json';
import frReports from '@/locales/fr/reports.json';
import enProviders from '@/locales/en/providers.json';
import esProviders from '@/locales/es/providers.json';
import frProviders from '@/locales/fr/providers.json';
import enProfile from '@/locales/en/profile.json';
import esProfile from '@/locales/es/profile.json';
import frProfile from '@/locales/fr/profile.json';

/**
 * The web app's catalogues (docs/i18n.md): one JSON file per language and namespace under src/locales/<lang>/.
 * `shell`: the frame (top bar, user menu, footer, pickers); `menu`: the menu titles by menu item id; `auth`: the
 * sign-in pages, with SPEC's English sign-in messages as the English texts; `home`: the home dashboard; `common`:
 * the shared pieces of pages (list tables, record forms, case statuses); `reports`: the released reports a patient or
 * a physician reads (not the report itself: that is in the lab's report language); `providers`: the providers' pages; `profile`: the
 * profile page's picture and personal fields.
 */
export const resources = {
  en: {
    shell: enShell,
    menu: enMenu,
    auth: enAuth,
    home: enHome,
    common: enCommon,
    reports: enReports,
    providers: enProviders,
    profile: enProfile,
  },
  es: {
    shell: esShell,
    menu: esMenu,
    auth: esAuth,
    home: esHome,
    common: esCommon,
    reports: esReports,
    providers: esProviders,
    profile: esProfile,
  },
  fr: {
    shell: frShell,
    menu: frMenu,
    auth: frAuth,
    home: frHome,
    common: frCommon,
    reports: frReports,
    providers: frProviders,
    profile: frProfile,
  },
} as const;
export const NAMESPACES = ['shell', 'menu', 'auth', 'home', 'common', 'reports', 'providers', 'profile'] as const;

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
  const en = resources.en.auth.messages as Record<string, string>;
  const key = Object.keys(en).find((k) => en[k] === message);
  return key ? i18n.t(`messages.${key}`, { ns: 'auth', lng }) : message;
}
