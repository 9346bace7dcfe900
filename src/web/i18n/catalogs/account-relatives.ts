import type { CatalogLoaders } from '../i18n.js';

/** The family group's texts (the relatives page, a link's confirmation), a JSON chunk per language. */
export const accountRelativesTexts: CatalogLoaders = {
  ru: () => import('../lazy/account-relatives.ru.json'),
  en: () => import('../lazy/account-relatives.en.json'),
};
