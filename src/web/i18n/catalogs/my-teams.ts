import type { CatalogLoaders } from '../i18n.js';

/**
 * The texts of My teams (/MyAccount/Teams, issue 17), a JSON chunk per language under the account's keys:
 * only that page loads them, so the other account pages do not carry them.
 */
export const myTeamsTexts: CatalogLoaders = {
  ru: () => import('../lazy/my-teams.ru.json'),
  en: () => import('../lazy/my-teams.en.json'),
};
