import { addCatalog } from '../../i18n/i18n.js';
import en from '../../i18n/lazy/account.en.json';
import ru from '../../i18n/lazy/account.ru.json';

/* The personal account's texts, added when one of its screens loads (each page module imports this). */
addCatalog({ ru, en });
