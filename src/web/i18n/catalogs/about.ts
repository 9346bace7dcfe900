import type { CatalogLoaders } from '../i18n.js';

/** The about screens' texts, a JSON chunk per language (a module of its own: the build then knows which screens need it). */
export const aboutTexts: CatalogLoaders = {
  ru: () => import('../lazy/about.ru.json'),
  en: () => import('../lazy/about.en.json'),
};
