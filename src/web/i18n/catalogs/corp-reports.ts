import type { CatalogLoaders } from '../i18n.js';

/** The texts of a company's reports in the corporate cabinet (/corp/reports, issue 19 item 8). */
export const corpReportsTexts: CatalogLoaders = {
  ru: () => import('../lazy/corp-reports.ru.json'),
  en: () => import('../lazy/corp-reports.en.json'),
};
