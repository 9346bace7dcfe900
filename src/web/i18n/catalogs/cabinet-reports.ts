import type { CatalogLoaders } from '../i18n.js';

/** The texts of an event's reports in the organizer cabinet (/cabinet/events/:code/reports, issue 18). */
export const cabinetReportsTexts: CatalogLoaders = {
  ru: () => import('../lazy/cabinet-reports.ru.json'),
  en: () => import('../lazy/cabinet-reports.en.json'),
};
