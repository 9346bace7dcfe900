import type { CatalogLoaders } from '../i18n.js';

/** The contacts screens' texts, a JSON chunk per language (a module of its own: the build then knows which screens need it). */
export const contactsTexts: CatalogLoaders = {
  ru: () => import('../lazy/contacts.ru.json'),
  en: () => import('../lazy/contacts.en.json'),
};
