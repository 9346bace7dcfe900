import { addCatalog } from '../../i18n/i18n.js';
import accountEn from '../../i18n/lazy/account.en.json';
import accountRu from '../../i18n/lazy/account.ru.json';
import en from '../../i18n/lazy/registration.en.json';
import ru from '../../i18n/lazy/registration.ru.json';

/*
 * The registration flow's texts, added with its screens: they stay out of the first load. The forms'
 * field labels are the profile's (the account catalog).
 */
addCatalog({ ru: accountRu, en: accountEn });
addCatalog({ ru, en });
