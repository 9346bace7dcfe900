import type { Language } from './constants.js';
import { addValidationMessages } from './validation-messages.js';

/**
 * Messages of the organizer cabinet's schemas (issue 18: the event and race editors, the reports' period),
 * apart from VALIDATION_MESSAGES so that the public forms, which all load that table in their first render,
 * do not carry them. The cabinet's schema modules import `cv` from here, which adds the table when they
 * load (in the browser with the form's rules, on the server at start).
 */
export const CABINET_VALIDATION_MESSAGES = {
  // the cabinet's race editor (issue 18 item 2, shared/schemas/cabinet-races.ts)
  wholeNumber: { en: 'Enter a whole number, 0 or more', ru: 'Введите целое число, 0 или больше' },
  positiveNumber: { en: 'Enter a whole number, 1 or more', ru: 'Введите целое число, 1 или больше' },
  wallTimeInvalid: { en: 'Enter the date and time', ru: 'Укажите дату и время' },
  // the cabinet's reports (issue 18 item 9, shared/schemas/cabinet-reports.ts)
  dateInvalid: { en: 'Enter a date as 2030-09-22', ru: 'Укажите дату в виде 2030-09-22' },
  dateRangeOrder: {
    en: 'The end of the period cannot be before its start',
    ru: 'Конец периода не может быть раньше начала',
  },
  dateRangeTooLong: { en: 'A period of at most two years', ru: 'Период — не больше двух лет' },
  raceCodeFormat: {
    en: 'Lowercase Latin letters, digits and hyphens, up to 40',
    ru: 'Строчные латинские буквы, цифры и дефис, до 40 знаков',
  },
  promoCodeFormat: {
    en: 'Latin letters, digits and hyphens, up to 40',
    ru: 'Латинские буквы, цифры и дефис, до 40 знаков',
  },
  priceStepPositive: { en: 'The price must be above zero', ru: 'Цена должна быть больше нуля' },
  // the cabinet's event editor (issue 18 item 2, shared/schemas/cabinet-event-editor.ts)
  eventCodeFormat: {
    en: 'Lowercase Latin letters, digits and hyphens, from 3 to 60',
    ru: 'Строчные латинские буквы, цифры и дефис, от 3 до 60 знаков',
  },
  httpsUrl: { en: 'Enter an address starting with https://', ru: 'Укажите адрес, начинающийся с https://' },
  webUrl: {
    en: 'Enter an address starting with https:// or http://',
    ru: 'Укажите адрес, начинающийся с https:// или http://',
  },
  endsBeforeStart: {
    en: 'The end cannot be earlier than the start',
    ru: 'Окончание не может быть раньше начала',
  },
  timeZoneUnknown: { en: 'Choose a time zone from the list', ru: 'Выберите часовой пояс из списка' },
  programTime: { en: 'Time as 09:30', ru: 'Время в виде 09:30' },
  eventCodeTaken: {
    en: 'Another event has this address: choose another',
    ru: 'Этот адрес уже занят другим событием: выберите другой',
  },
  eventStatusNotAllowed: {
    en: 'The event cannot move to this status from its current one',
    ru: 'Из текущего статуса событие нельзя перевести в этот',
  },
  eventDraftWithEntries: {
    en: 'People have registered already: the event cannot go back to draft',
    ru: 'На событие уже зарегистрировались: вернуть его в черновик нельзя',
  },
  coordinateInvalid: {
    en: 'A latitude from −90 to 90, a longitude from −180 to 180, with a dot: 55.75',
    ru: 'Широта от −90 до 90, долгота от −180 до 180, через точку: 55.75',
  },
  choiceUnknown: { en: 'Choose from the list', ru: 'Выберите из списка' },
  ogrnFormat: {
    en: 'The OGRN has 13 digits, an OGRNIP 15 digits',
    ru: 'ОГРН состоит из 13 цифр, ОГРНИП — из 15 цифр',
  },
  // the organizer's requisites (issue 18, shared/schemas/cabinet-organizer.ts)
  ogrnChecksum: {
    en: 'There is no such OGRN: check the digits',
    ru: 'Такого ОГРН не бывает: проверьте цифры',
  },
  ogrnCompany: {
    en: 'A company (10-digit INN) has an OGRN of 13 digits',
    ru: 'У организации (ИНН из 10 цифр) ОГРН из 13 цифр',
  },
  ogrnSoleTrader: {
    en: 'A sole trader (12-digit INN) has an OGRNIP of 15 digits',
    ru: 'У ИП (ИНН из 12 цифр) ОГРНИП из 15 цифр',
  },
  bikFormat: { en: 'The BIK has 9 digits', ru: 'БИК состоит из 9 цифр' },
  accountFormat: { en: 'The account has 20 digits', ru: 'Счёт состоит из 20 цифр' },
  accountKey: {
    en: 'The account does not match the BIK: check the digits of both',
    ru: 'Счёт не сходится с БИК: проверьте цифры обоих',
  },
  // the event editor's hold of a company's unpaid order (issue 19 item 7, ADR 031)
  holdDaysRange: {
    en: 'Enter a whole number of days from 1 to 30',
    ru: 'Введите целое число дней от 1 до 30',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type CabinetValidationMessageKey = keyof typeof CABINET_VALIDATION_MESSAGES;

/** The issue message a cabinet schema uses for a rule (`v` for the shared ones). */
export const cv = addValidationMessages(CABINET_VALIDATION_MESSAGES);
