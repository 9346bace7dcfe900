import type { CatalogLoaders } from '../i18n.js';

/**
 * The texts of the cabinet's event editor (/cabinet/events/new, /cabinet/events/:code/edit, issue 18):
 * only those screens, and the cabinet home's links to them, load them.
 */
export const cabinetEventEditorTexts: CatalogLoaders = {
  ru: () => import('../lazy/cabinet-event-editor.ru.json'),
  en: () => import('../lazy/cabinet-event-editor.en.json'),
};
