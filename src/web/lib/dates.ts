import type { Locale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { ru as ruBase } from 'date-fns/locale/ru';
import type { Language } from '../../shared/constants.js';
import { currentLanguage } from '../i18n/i18n.js';

/** SPEC §9: dates in Russian, weeks start on Monday (English uses the same week). */
export const ru: Locale = { ...ruBase, options: { ...ruBase.options, weekStartsOn: 1 } };
export const en: Locale = { ...enGB, options: { ...enGB.options, weekStartsOn: 1 } };

export function dateLocaleFor(lang: Language): Locale {
  return lang === 'en' ? en : ru;
}

/** The date-fns locale of the current interface language. */
export function currentDateLocale(): Locale {
  return dateLocaleFor(currentLanguage());
}
