import type { Language } from '../../shared/constants.js';
import { OVERLOAD_WAIT_MINUTES } from '../../shared/constants.js';
import type { ErrorCode } from '../../shared/errors.js';

/** The server's own texts, answered as `error.message` in the request's culture (`_rr_culture`). */
const MESSAGES: Record<ErrorCode, Record<Language, string>> = {
  BAD_REQUEST: {
    ru: 'Некорректный запрос.',
    en: 'The request is not valid.',
  },
  VALIDATION_FAILED: {
    ru: 'Проверьте введённые данные.',
    en: 'Please check the data you entered.',
  },
  INVALID_JSON: {
    ru: 'Тело запроса не является корректным JSON.',
    en: 'The request body is not valid JSON.',
  },
  PAYLOAD_TOO_LARGE: {
    ru: 'Слишком большой запрос.',
    en: 'The request is too large.',
  },
  NOT_FOUND: {
    ru: 'Страница не найдена.',
    en: 'Not found.',
  },
  UNAUTHORIZED: {
    ru: 'Войдите, чтобы продолжить.',
    en: 'Please sign in to continue.',
  },
  FORBIDDEN: {
    ru: 'Недостаточно прав.',
    en: 'You do not have permission to do this.',
  },
  CSRF_REJECTED: {
    ru: 'Запрос с другого сайта отклонён.',
    en: 'A request from another site was rejected.',
  },
  RATE_LIMITED: {
    ru: 'Слишком много запросов. Попробуйте позже.',
    en: 'Too many requests. Try later.',
  },
  OVERLOADED: {
    ru: `Загрузка страниц временно приостановлена. Подождите ${OVERLOAD_WAIT_MINUTES} минут.`,
    en: `Page loading is temporarily suspended. Please wait ${OVERLOAD_WAIT_MINUTES} minutes.`,
  },
  INTERNAL: {
    ru: 'Произошла ошибка. Попробуйте позже.',
    en: 'An error occurred. Try later.',
  },
};

export function message(code: ErrorCode, lang: Language): string {
  return MESSAGES[code][lang];
}
