import type { CatalogLoaders } from '../i18n.js';

/**
 * The texts of the organizer cabinet's tax deduction certificates (/cabinet/tax-certificates and
 * /cabinet/organizers/:id/tax-certificates, issue 19), and of the cabinet home's link to them.
 */
export const cabinetTaxTexts: CatalogLoaders = {
  ru: () => import('../lazy/cabinet-tax.ru.json'),
  en: () => import('../lazy/cabinet-tax.en.json'),
};
