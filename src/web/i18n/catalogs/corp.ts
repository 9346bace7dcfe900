import type { CatalogLoaders } from '../i18n.js';

/**
 * The texts of the corporate cabinet's frame (/corp, issue 19): its heading, the company switcher, the
 * sections' navigation, its home and an invitation's page. Every corporate screen loads them with the frame.
 */
export const corpTexts: CatalogLoaders = {
  ru: () => import('../lazy/corp.ru.json'),
  en: () => import('../lazy/corp.en.json'),
};
