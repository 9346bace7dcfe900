import type { CatalogLoaders } from '../i18n.js';

/** The cabinet's races list and race editor (issue 18 item 2), a JSON chunk per language. */
export const cabinetRaceEditorTexts: CatalogLoaders = {
  ru: () => import('../lazy/cabinet-race-editor.ru.json'),
  en: () => import('../lazy/cabinet-race-editor.en.json'),
};
