import type { CatalogLoaders } from '../i18n.js';

/**
 * The texts of the start-pack point (/cabinet/events/:code/checkin, issue 18 item 5), a JSON chunk per
 * language: only that screen loads them (an operator's phone does not carry the rest of the cabinet's).
 */
export const cabinetCheckinTexts: CatalogLoaders = {
  ru: () => import('../lazy/cabinet-checkin.ru.json'),
  en: () => import('../lazy/cabinet-checkin.en.json'),
};
