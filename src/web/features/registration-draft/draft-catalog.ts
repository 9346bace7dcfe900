import { addCatalog } from '../../i18n/i18n.js';
import en from '../../i18n/lazy/draft.en.json';
import ru from '../../i18n/lazy/draft.ru.json';

/* The draft notice's texts, added with the notice's module: they stay out of the first load. */
addCatalog({ ru, en });
