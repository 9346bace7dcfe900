import type { CatalogLoaders } from '../i18n.js';

/**
 * The texts of a company's profile, its users and support's leads in the corporate cabinet (/corp/company,
 * /corp/users, /corp/support; issue 19 items 5 and 9): only those screens load them.
 */
export const corpCompanyTexts: CatalogLoaders = {
  ru: () => import('../lazy/corp-company.ru.json'),
  en: () => import('../lazy/corp-company.en.json'),
};
