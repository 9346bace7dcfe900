import type { CatalogLoaders } from '../i18n.js';

/**
 * The texts of the organizer cabinet's members screen (/cabinet/organizers/:id/members, issue 18): only
 * that screen, and the cabinet home's link to it, load them.
 */
export const cabinetMembersTexts: CatalogLoaders = {
  ru: () => import('../lazy/cabinet-members.ru.json'),
  en: () => import('../lazy/cabinet-members.en.json'),
};
