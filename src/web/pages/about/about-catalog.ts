import { addCatalog } from '../../i18n/i18n.js';
import en from '../../i18n/lazy/about.en.json';
import ru from '../../i18n/lazy/about.ru.json';

/* The About pages' texts, added when one of them loads (each page module imports this). */
addCatalog({ ru, en });
