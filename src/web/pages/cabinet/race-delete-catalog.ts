import { addCatalog } from '../../i18n/i18n.js';
import en from '../../i18n/lazy/cabinet-race-delete.en.json';
import ru from '../../i18n/lazy/cabinet-race-delete.ru.json';

/* The race delete dialog's texts, added with the dialog's module: they stay out of the editor's load. */
addCatalog({ ru, en });
