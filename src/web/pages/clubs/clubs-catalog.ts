import { addCatalog } from '../../i18n/i18n.js';
import en from '../../i18n/lazy/clubs.en.json';
import ru from '../../i18n/lazy/clubs.ru.json';

/* The clubs page's texts, added when the page loads. */
addCatalog({ ru, en });
