import type { CatalogLoaders } from '../i18n.js';

/** The clubs screens' texts, a JSON chunk per language (a module of its own: the build then knows which screens need it). */
export const clubsTexts: CatalogLoaders = {
  ru: () => import('../lazy/clubs.ru.json'),
  en: () => import('../lazy/clubs.en.json'),
};
