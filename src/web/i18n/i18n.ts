import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants.js';
import { isLanguage } from '../../shared/culture.js';
import { serverRequest } from '../lib/server-request.js';
import { readCultureCookie, writeCultureCookie } from './culture-cookie.js';
import type aboutCatalog from './lazy/about.ru.json';
import type accountCatalog from './lazy/account.ru.json';
import type accountProfileCatalog from './lazy/account-profile.ru.json';
import type accountRelativesCatalog from './lazy/account-relatives.ru.json';
import type authCatalog from './lazy/auth.ru.json';
import type campaignsCatalog from './lazy/campaigns.ru.json';
import type careersCatalog from './lazy/careers.ru.json';
import type clubsCatalog from './lazy/clubs.ru.json';
import type contactsCatalog from './lazy/contacts.ru.json';
import type corporateCatalog from './lazy/corporate.ru.json';
import type draftCatalog from './lazy/draft.ru.json';
import type eventDraftCatalog from './lazy/event-draft.ru.json';
import type cabinetRaceDeleteCatalog from './lazy/cabinet-race-delete.ru.json';
import type homeCatalog from './lazy/home.ru.json';
import type paymentsCatalog from './lazy/payments.ru.json';
import type friendEntryCatalog from './lazy/friend-entry.ru.json';
import type registrationResultCatalog from './lazy/registration-result.ru.json';
import type registrationCatalog from './lazy/registration.ru.json';
import type teamsCatalog from './lazy/teams.ru.json';
import type myTeamsCatalog from './lazy/my-teams.ru.json';
import type cabinetCatalog from './lazy/cabinet.ru.json';
import type cabinetEntryCatalog from './lazy/cabinet-entry.ru.json';
import type cabinetEntryDeskCatalog from './lazy/cabinet-entry-desk.ru.json';
import type cabinetSupportCatalog from './lazy/cabinet-support.ru.json';
import type cabinetResultsCatalog from './lazy/cabinet-results.ru.json';
import type cabinetCheckinCatalog from './lazy/cabinet-checkin.ru.json';
import type cabinetRaceEditorCatalog from './lazy/cabinet-race-editor.ru.json';
import type cabinetMembersCatalog from './lazy/cabinet-members.ru.json';
import type cabinetOrganizerCatalog from './lazy/cabinet-organizer.ru.json';
import type cabinetEventEditorCatalog from './lazy/cabinet-event-editor.ru.json';
import type cabinetReportsCatalog from './lazy/cabinet-reports.ru.json';
import type taxDeductionCatalog from './lazy/tax-deduction.ru.json';
import type cabinetTaxCatalog from './lazy/cabinet-tax.ru.json';
import type corpReportsCatalog from './lazy/corp-reports.ru.json';
import type corpRegistrationsCatalog from './lazy/corp-registrations.ru.json';
import type corpCatalog from './lazy/corp.ru.json';
import type corpCompanyCatalog from './lazy/corp-company.ru.json';
import type corpEmployeesCatalog from './lazy/corp-employees.ru.json';
import type ru from './ru.json';

/*
 * The app's own texts load per language: ru.json or en.json, the visitor's one, before the app renders
 * (`loadLanguage`; the server's page preloads it), the other only on a switch. The server's renderer and
 * the tests add both at once (`addLanguage`). The catalogs under lazy/ belong to screens loaded on demand
 * (sign-in, the personal account, registration …): a page module names its catalogs (`export const texts`,
 * i18n/catalogs/), and its route loads them in the interface's language before the screen renders
 * (`loadCatalog`, screen.ts); a switch loads them in the other. The draft notice's and the campaigns'
 * small catalogs are added in both languages with addCatalog.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof ru &
        typeof authCatalog &
        typeof accountCatalog &
        typeof accountProfileCatalog &
        typeof accountRelativesCatalog &
        typeof aboutCatalog &
        typeof contactsCatalog &
        typeof careersCatalog &
        typeof clubsCatalog &
        typeof corporateCatalog &
        typeof campaignsCatalog &
        typeof homeCatalog &
        typeof draftCatalog &
        typeof eventDraftCatalog &
        typeof cabinetRaceDeleteCatalog &
        typeof registrationCatalog &
        typeof registrationResultCatalog &
        typeof friendEntryCatalog &
        typeof teamsCatalog &
        typeof myTeamsCatalog &
        typeof cabinetCatalog &
        typeof cabinetEntryCatalog &
        typeof cabinetEntryDeskCatalog &
        typeof cabinetSupportCatalog &
        typeof cabinetResultsCatalog &
        typeof cabinetCheckinCatalog &
        typeof cabinetRaceEditorCatalog &
        typeof cabinetMembersCatalog &
        typeof cabinetOrganizerCatalog &
        typeof cabinetEventEditorCatalog &
        typeof cabinetReportsCatalog &
        typeof taxDeductionCatalog &
        typeof cabinetTaxCatalog &
        typeof corpReportsCatalog &
        typeof corpRegistrationsCatalog &
        typeof corpCatalog &
        typeof corpCompanyCatalog &
        typeof corpEmployeesCatalog &
        typeof paymentsCatalog;
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

/** A screen's texts, one import per language (each language's JSON is a chunk of its own). */
export type CatalogLoaders = Record<Language, () => Promise<{ default: object }>>;

/** The screens' catalogs met so far, with the languages added of each. */
const screenCatalogs = new Map<CatalogLoaders, Set<Language>>();

/**
 * Every language at once instead of the interface's one: the server's renderer (which renders either
 * language) and the tests (which switch languages without the app's switch).
 */
let everyLanguage = import.meta.env.SSR;
export function loadEveryLanguage(): void {
  everyLanguage = true;
}

async function addScreenCatalog(loaders: CatalogLoaders, lang: Language): Promise<void> {
  const added = screenCatalogs.get(loaders) ?? new Set<Language>();
  screenCatalogs.set(loaders, added);
  if (added.has(lang)) return;
  i18n.addResourceBundle(lang, 'translation', (await loaders[lang]()).default, true, false);
  added.add(lang);
}

/**
 * Adds a screen's texts in the interface's language (deep-merged, existing keys kept); a switch to the
 * other language loads them in it too (`loadLanguage`). The route's `screen()` loader awaits the catalogs
 * its page module names (`texts`), so a screen never renders without them, and the server preloads the
 * language's chunks with the screen's (route-preload.ts).
 */
export async function loadCatalog(loaders: CatalogLoaders): Promise<void> {
  const languages = everyLanguage ? LANGUAGES : [currentLanguage()];
  await Promise.all(languages.map((lang) => addScreenCatalog(loaders, lang)));
}

/** Loads a language's own texts and those of the screens met so far, once. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (!loaded.has(lang)) addLanguage(lang, (await CATALOGS[lang]()).default);
  await Promise.all([...screenCatalogs.keys()].map((loaders) => addScreenCatalog(loaders, lang)));
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
