import type { CatalogLoaders } from '../i18n.js';

/** The home screens' texts, a JSON chunk per language (a module of its own: the build then knows which screens need it). */
export const homeTexts: CatalogLoaders = {
  ru: () => import('../lazy/home.ru.json'),
  en: () => import('../lazy/home.en.json'),
};
