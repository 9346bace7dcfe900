import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants.js';
import { isLanguage } from '../../shared/culture.js';
import { serverRequest } from '../lib/server-request.js';
import { readCultureCookie, writeCultureCookie } from './culture-cookie.js';
import type aboutCatalog from './lazy/about.ru.json';
import type accountCatalog from './lazy/account.ru.json';
import type authCatalog from './lazy/auth.ru.json';
import type campaignsCatalog from './lazy/campaigns.ru.json';
import type careersCatalog from './lazy/careers.ru.json';
import type clubsCatalog from './lazy/clubs.ru.json';
import type contactsCatalog from './lazy/contacts.ru.json';
import type corporateCatalog from './lazy/corporate.ru.json';
import type draftCatalog from './lazy/draft.ru.json';
import type homeCatalog from './lazy/home.ru.json';
import type registrationCatalog from './lazy/registration.ru.json';
import type ru from './ru.json';

/*
 * The app's own texts load per language: ru.json or en.json, the visitor's one, before the app renders
 * (`loadLanguage`; the server's page preloads it), the other only on a switch. The server's renderer and
 * the tests add both at once (`addLanguage`). The catalogs under lazy/ belong to screens loaded on demand (sign-in,
 * the personal account): their page modules add them with addCatalog, keeping them out of the first load.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof ru &
        typeof authCatalog &
        typeof accountCatalog &
        typeof aboutCatalog &
        typeof contactsCatalog &
        typeof careersCatalog &
        typeof clubsCatalog &
        typeof corporateCatalog &
        typeof campaignsCatalog &
        typeof homeCatalog &
        typeof draftCatalog &
        typeof registrationCatalog;
    };
  }
}

/** One i18next instance for the app; plurals come from Intl.PluralRules (ru: one/few/many/other). */
export const i18n = i18next.createInstance();

function syncDocumentLanguage(lang: string): void {
  // (no document while the server renders a page)
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: readCultureCookie(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

const CATALOGS: Record<Language, () => Promise<{ default: object }>> = {
  ru: () => import('./ru.json'),
  en: () => import('./en.json'),
};

const loaded = new Set<Language>();

/** Adds a language's own texts (the lazily loaded screens' catalogs are added by their screens). */
export function addLanguage(lang: Language, catalog: object): void {
  i18n.addResourceBundle(lang, 'translation', catalog, true, false);
  loaded.add(lang);
}

/** Loads a language's own texts, once. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (!loaded.has(lang)) addLanguage(lang, (await CATALOGS[lang]()).default);
}

/** Adds a lazily loaded screen's texts (deep-merged, existing keys kept). */
export function addCatalog(catalog: Record<Language, object>): void {
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, 'translation', catalog[lang], true, false);
}

/** The interface language: the browser's current one, or the language of the request the server renders. */
export function currentLanguage(): Language {
  const server = serverRequest();
  if (server) return server.language;
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}

/** Switches the interface language in place (no reload) and remembers it in the culture cookie. */
export async function switchLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  writeCultureCookie(lang);
  await i18n.changeLanguage(lang);
}
