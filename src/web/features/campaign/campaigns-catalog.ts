import { addCatalog } from '../../i18n/i18n.js';
import en from '../../i18n/lazy/campaigns.en.json';
import ru from '../../i18n/lazy/campaigns.ru.json';

/* The texts of the programme and partner landings (/nbd, /ostrovok and its layout), added when one loads. */
addCatalog({ ru, en });
