import type { CatalogLoaders } from '../i18n.js';

/** The payment screens' texts (the payment step, the result pages, the sandbox's page, the orders' actions), a JSON chunk per language. */
export const paymentsTexts: CatalogLoaders = {
  ru: () => import('../lazy/payments.ru.json'),
  en: () => import('../lazy/payments.en.json'),
};
