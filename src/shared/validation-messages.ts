import type { Language } from './constants.js';

/**
 * Messages of the shared zod schemas (SPEC §5). A schema's issue message is one of these keys; the web
 * form and the server's 400 answer both turn it into the text of the user's language, so a rule has one
 * message in one place. Texts quoted in SPEC §5 are used as written.
 */
export const VALIDATION_MESSAGES = {
  required: { en: 'This field is required.', ru: 'Это поле обязательно.' },
  emailRequired: { en: 'Enter your email', ru: 'Введите ваш email' },
  emailInvalid: {
    en: 'Please enter a valid email address',
    ru: 'Введите корректный адрес электронной почты',
  },
  emailCyrillic: {
    en: 'Cyrillic letters are not supported in an email address',
    ru: 'Кириллица в адресе электронной почты не поддерживается',
  },
  lettersOnly: {
    en: 'Only letters, spaces, hyphens and apostrophes',
    ru: 'Только буквы, пробелы, дефис и апостроф',
  },
  tooLong: { en: 'The text is too long', ru: 'Слишком длинный текст' },
  passwordTooShort: {
    en: 'The password must be at least 8 characters long',
    ru: 'Пароль должен быть не короче 8 символов',
  },
  passwordTooLong: {
    en: 'The password must be at most 128 characters long',
    ru: 'Пароль должен быть не длиннее 128 символов',
  },
  passwordsDiffer: { en: 'The passwords do not match', ru: 'Пароли не совпадают' },
  phoneRequired: { en: 'Enter a phone number', ru: 'Введите номер телефона' },
  phoneInvalid: {
    en: 'This phone number is not possible. Check the country and the digits',
    ru: 'Такого номера не бывает. Проверьте страну и цифры',
  },
  birthDateRequired: { en: 'Enter the date of birth', ru: 'Укажите дату рождения' },
  birthDateInvalid: { en: 'There is no such date', ru: 'Такой даты не существует' },
  birthDateFuture: {
    en: 'The date of birth cannot be in the future',
    ru: 'Дата рождения не может быть в будущем',
  },
  birthDateTooOld: { en: 'Check the year of birth', ru: 'Проверьте год рождения' },
  genderRequired: { en: 'Choose the gender', ru: 'Укажите пол' },
  apartmentRequired: {
    en: 'Enter the apartment. For a private house enter apt. 1',
    ru: 'Укажите квартиру. Для частного дома укажите кв. 1',
  },
  postcodeInvalid: { en: 'The postcode has 6 digits', ru: 'Индекс состоит из 6 цифр' },
  clubRequired: { en: 'Enter the club or choose "No club"', ru: 'Укажите клуб или выберите «Без клуба»' },
  documentTypeRequired: { en: 'Choose the document type', ru: 'Выберите тип документа' },
  documentNumberInvalid: {
    en: 'The number does not match the format of this document',
    ru: 'Номер не соответствует формату документа',
  },
  documentDuplicate: {
    en: 'A document of this type is already added',
    ru: 'Документ этого типа уже добавлен',
  },
  termsRequired: { en: 'You need to accept the terms', ru: 'Необходимо принять условия' },
  codeRequired: { en: 'Enter code', ru: 'Введите код' },
  stringExpected: { en: 'A text is expected', ru: 'Ожидается текст' },
  atLeastOne: { en: 'Choose at least one option', ru: 'Выберите хотя бы один вариант' },
  fileRequired: { en: 'Choose a file', ru: 'Выберите файл' },
  // registration options and my order (issue 15)
  quantityInvalid: { en: 'Choose from 1 to 10', ru: 'Выберите от 1 до 10' },
  receiptConsentRequired: {
    en: 'Agree to receive the receipt to continue',
    ru: 'Чтобы продолжить, согласитесь на получение чека',
  },
  agreementRequired: { en: 'Accept this to continue', ru: 'Чтобы продолжить, примите это условие' },
  promoCodeEmpty: { en: 'Enter the promo code', ru: 'Введите промокод' },
  promoCodeInvalid: { en: 'Promo-code is invalid', ru: 'Промокод недействителен' },
  optionUnavailable: {
    en: 'This option is not offered for this race',
    ru: 'Эта опция не предлагается для этой дистанции',
  },
  variantRequired: { en: 'Choose the size', ru: 'Выберите размер' },
  optionTwice: { en: 'This option is chosen twice', ru: 'Эта опция выбрана дважды' },
  priceInvalid: { en: 'Enter the amount in roubles', ru: 'Укажите сумму в рублях' },
  priceBelowMin: { en: 'The amount is below the minimum', ru: 'Сумма меньше минимальной' },
  priceAboveMax: { en: 'The amount is above the maximum', ru: 'Сумма больше максимальной' },
  controlCharacter: {
    en: 'Contains a character that is not allowed.',
    ru: 'Недопустимый символ.',
  },
  // the payer of an invoice by bank details (issue 16)
  innFormat: {
    en: 'The INN has 10 digits (a company) or 12 digits (a sole trader)',
    ru: 'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)',
  },
  innChecksum: {
    en: 'There is no such INN: check the digits',
    ru: 'Такого ИНН не бывает: проверьте цифры',
  },
  kppFormat: {
    en: 'The KPP has 9 characters: 4 digits, 2 digits or capital Latin letters, 3 digits',
    ru: 'КПП состоит из 9 знаков: 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры',
  },
  kppRequired: { en: "Enter the company's KPP", ru: 'Укажите КПП организации' },
  // teams and relays (issue 17; SPEC §5 team rules, texts as written)
  teamNameRequired: { en: 'Specify the name of the team', ru: 'Укажите название команды' },
  teamMembersMissing: {
    en: 'Add all team members to continue.',
    ru: 'Добавьте всех участников команды, чтобы продолжить.',
  },
  stageUnknown: { en: 'There is no such stage in this relay', ru: 'В этой эстафете нет такого этапа' },
  kppSoleTrader: {
    en: 'A sole trader has no KPP: leave the field empty',
    ru: 'У ИП нет КПП: оставьте поле пустым',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** Prefix that marks an issue message as one of ours: `v:emailRequired`. */
const PREFIX = 'v:';

/**
 * Messages of schemas that only some screens load (the organizer cabinet's forms,
 * cabinet-validation-messages.ts), added when their module loads: every form's first render resolves
 * messages through this module, so its own table stays the one every form needs.
 */
const added: Record<string, Record<Language, string>> = {};

/** Adds a table of messages, keyed apart from VALIDATION_MESSAGES, for `validationText` to find. */
export function addValidationMessages<K extends string>(
  table: Record<K, Record<Language, string>>,
): (key: K) => { error: string } {
  Object.assign(added, table);
  return (key) => ({ error: PREFIX + key });
}

/** The issue message a shared schema uses for a rule. */
export function v(key: ValidationMessageKey): { error: string } {
  return { error: PREFIX + key };
}

/** The text of a schema's issue message in a language; other messages come back as they are. */
export function validationText(message: string | undefined, lang: Language): string {
  if (message?.startsWith(PREFIX)) {
    const key = message.slice(PREFIX.length);
    const entry = VALIDATION_MESSAGES[key as ValidationMessageKey] ?? added[key];
    if (entry) return entry[lang];
  }
  return message ?? VALIDATION_MESSAGES.required[lang];
}
