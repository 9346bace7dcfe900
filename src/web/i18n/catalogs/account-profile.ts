import type { CatalogLoaders } from '../i18n.js';

/**
 * The profile form's texts (its fields, the photo), a JSON chunk per language under the account's keys: the
 * profile and relatives pages and the registration flow's entry forms load them; the other account pages do not.
 */
export const accountProfileTexts: CatalogLoaders = {
  ru: () => import('../lazy/account-profile.ru.json'),
  en: () => import('../lazy/account-profile.en.json'),
};
