import type { CatalogLoaders } from '../i18n.js';

/** The corporate screens' texts, a JSON chunk per language (a module of its own: the build then knows which screens need it). */
export const corporateTexts: CatalogLoaders = {
  ru: () => import('../lazy/corporate.ru.json'),
  en: () => import('../lazy/corporate.en.json'),
};
