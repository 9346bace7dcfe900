import type { CatalogLoaders } from '../i18n.js';

/**
 * The texts of the team step of a team race's registration and of the team join page (issue 17), a JSON
 * chunk per language: the team step loads them with its own code, so individual races never do.
 */
export const teamsTexts: CatalogLoaders = {
  ru: () => import('../lazy/teams.ru.json'),
  en: () => import('../lazy/teams.en.json'),
};
