import type { CatalogLoaders } from '../i18n.js';

/** The registration screens' texts, a JSON chunk per language (a module of its own: the build then knows which screens need it). */
export const registrationTexts: CatalogLoaders = {
  ru: () => import('../lazy/registration.ru.json'),
  en: () => import('../lazy/registration.en.json'),
};
