import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants.js';
import { isLanguage } from '../../shared/culture.js';
import { readCultureCookie, writeCultureCookie } from './culture-cookie.js';
import en from './en.json';
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
import ru from './ru.json';

/*
 * ru.json/en.json load with the app. The catalogs under lazy/ belong to screens loaded on demand (sign-in,
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
        typeof draftCatalog;
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
  resources: { ru: { translation: ru }, en: { translation: en } },
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

/** Adds a lazily loaded screen's texts (deep-merged, existing keys kept). */
export function addCatalog(catalog: Record<Language, object>): void {
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, 'translation', catalog[lang], true, false);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}

/** Switches the interface language in place (no reload) and remembers it in the culture cookie. */
export async function switchLanguage(lang: Language): Promise<void> {
  writeCultureCookie(lang);
  await i18n.changeLanguage(lang);
}
