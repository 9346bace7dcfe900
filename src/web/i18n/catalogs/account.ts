import type { CatalogLoaders } from '../i18n.js';

/** The account screens' texts, a JSON chunk per language (a module of its own: the build then knows which screens need it). */
export const accountTexts: CatalogLoaders = {
  ru: () => import('../lazy/account.ru.json'),
  en: () => import('../lazy/account.en.json'),
};
