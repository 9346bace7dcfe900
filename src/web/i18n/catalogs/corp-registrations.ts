import type { CatalogLoaders } from '../i18n.js';

/**
 * The texts of a company's bulk registrations in the corporate cabinet (/corp/registrations, its wizard
 * and an order's page, issue 19 item 7).
 */
export const corpRegistrationsTexts: CatalogLoaders = {
  ru: () => import('../lazy/corp-registrations.ru.json'),
  en: () => import('../lazy/corp-registrations.en.json'),
};
