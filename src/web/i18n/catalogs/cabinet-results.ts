import type { CatalogLoaders } from '../i18n.js';

/** The texts of the cabinet's results screen (/cabinet/events/:code/results, issue 18 item 6). */
export const cabinetResultsTexts: CatalogLoaders = {
  ru: () => import('../lazy/cabinet-results.ru.json'),
  en: () => import('../lazy/cabinet-results.en.json'),
};
