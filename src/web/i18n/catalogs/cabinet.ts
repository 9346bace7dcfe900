import type { CatalogLoaders } from '../i18n.js';

/**
 * The texts of the organizer cabinet (/cabinet, issue 18), a JSON chunk per language: only the cabinet's
 * screens load them.
 */
export const cabinetTexts: CatalogLoaders = {
  ru: () => import('../lazy/cabinet.ru.json'),
  en: () => import('../lazy/cabinet.en.json'),
};
