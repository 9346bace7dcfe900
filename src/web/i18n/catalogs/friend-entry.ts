import type { CatalogLoaders } from '../i18n.js';

/** The texts of a friend's entry page (opened from the invitation mail), a JSON chunk per language. */
export const friendEntryTexts: CatalogLoaders = {
  ru: () => import('../lazy/friend-entry.ru.json'),
  en: () => import('../lazy/friend-entry.en.json'),
};
