import type { CatalogLoaders } from '../i18n.js';

/**
 * The texts of the support desk (/cabinet/support, issue 18 item 8): its screens, and the cabinet home's
 * link to it, load them.
 */
export const cabinetSupportTexts: CatalogLoaders = {
  ru: () => import('../lazy/cabinet-support.ru.json'),
  en: () => import('../lazy/cabinet-support.en.json'),
};
