import type { CatalogLoaders } from '../i18n.js';

/** The texts of the corporate cabinet's employees (/corp/employees) and of an employee's invitation (/corp/join/:token). */
export const corpEmployeesTexts: CatalogLoaders = {
  ru: () => import('../lazy/corp-employees.ru.json'),
  en: () => import('../lazy/corp-employees.en.json'),
};
