import type { CatalogLoaders } from '../i18n.js';

/**
 * The texts of an order's result and payment screens (and the registration flow's heading and order lines,
 * which those screens show too), a JSON chunk per language: the payment and result pages load these
 * rather than the whole registration flow's catalog.
 */
export const registrationResultTexts: CatalogLoaders = {
  ru: () => import('../lazy/registration-result.ru.json'),
  en: () => import('../lazy/registration-result.en.json'),
};
