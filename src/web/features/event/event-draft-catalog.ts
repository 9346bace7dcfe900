import { addCatalog } from '../../i18n/i18n.js';
import en from '../../i18n/lazy/event-draft.en.json';
import ru from '../../i18n/lazy/event-draft.ru.json';

/* A draft event's preview banner's texts, added with the banner's module: they stay out of the first load. */
addCatalog({ ru, en });
