import type { CatalogLoaders } from '../i18n.js';

/** The texts of /tax-deduction (issue 19): only that screen loads them. */
export const taxDeductionTexts: CatalogLoaders = {
  ru: () => import('../lazy/tax-deduction.ru.json'),
  en: () => import('../lazy/tax-deduction.en.json'),
};
