import type { CatalogLoaders } from '../i18n.js';

/**
 * The texts of an entry's page in the organizer cabinet (/cabinet/events/:code/entries/:id, issue 18) and
 * of the orders it shows (the support desk shows orders the same way): only those screens load them.
 */
export const cabinetEntryTexts: CatalogLoaders = {
  ru: () => import('../lazy/cabinet-entry.ru.json'),
  en: () => import('../lazy/cabinet-entry.en.json'),
};
