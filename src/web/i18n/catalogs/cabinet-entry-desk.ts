import type { CatalogLoaders } from '../i18n.js';

/**
 * The start-pack point's events as an entry's history tells them (/cabinet/events/:code/entries/:id, issue
 * 18): apart from the entry's catalog, which the support desk's pages load too and need not carry these.
 */
export const cabinetEntryDeskTexts: CatalogLoaders = {
  ru: () => import('../lazy/cabinet-entry-desk.ru.json'),
  en: () => import('../lazy/cabinet-entry-desk.en.json'),
};
