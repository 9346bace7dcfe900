import type { CatalogLoaders } from '../i18n.js';

/**
 * The texts of the organizer's requisites screen (/cabinet/organizers/:id, issue 18): only that screen
 * loads them.
 */
export const cabinetOrganizerTexts: CatalogLoaders = {
  ru: () => import('../lazy/cabinet-organizer.ru.json'),
  en: () => import('../lazy/cabinet-organizer.en.json'),
};
