import type { CatalogLoaders } from '../i18n.js';

/** The careers screens' texts, a JSON chunk per language (a module of its own: the build then knows which screens need it). */
export const careersTexts: CatalogLoaders = {
  ru: () => import('../lazy/careers.ru.json'),
  en: () => import('../lazy/careers.en.json'),
};
