import type { CatalogLoaders } from '../i18n.js';

/** The auth screens' texts, a JSON chunk per language (a module of its own: the build then knows which screens need it). */
export const authTexts: CatalogLoaders = {
  ru: () => import('../lazy/auth.ru.json'),
  en: () => import('../lazy/auth.en.json'),
};
