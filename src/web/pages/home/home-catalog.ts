import { addCatalog } from '../../i18n/i18n.js';
import en from '../../i18n/lazy/home.en.json';
import ru from '../../i18n/lazy/home.ru.json';

/* The home page's texts (all but the live count, which other pages show too), added when the page loads. */
addCatalog({ ru, en });
