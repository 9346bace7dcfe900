import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './form-server-errors.js';
import { HttpError } from './http.js';

const ORDER = ['legalName', 'inn', 'kpp', 'bic'] as const;

const refusal = (fields?: Record<string, string>, message = 'Проверьте поля') =>
  new HttpError(400, 'Bad Request', { error: { code: 'VALIDATION_FAILED', message, fields } });

describe('serverFieldErrors', () => {
  it('answers the field messages as written, the first refused field in the form’s order', () => {
    const result = serverFieldErrors(refusal({ bic: 'Нет такого БИК', kpp: 'Не тот КПП' }), ORDER);
    expect(result).toEqual({
      fields: { bic: 'Нет такого БИК', kpp: 'Не тот КПП' },
      first: 'kpp',
      message: null,
    });
  });

  it('keeps a message about a field the form does not show, with nothing to focus', () => {
    expect(serverFieldErrors(refusal({ other: 'Что-то не так' }), ORDER)).toEqual({
      fields: { other: 'Что-то не так' },
      first: null,
      message: null,
    });
  });

  it('answers the server’s words when no field was named, and nothing on a network failure', () => {
    expect(serverFieldErrors(refusal(undefined, 'Сервис недоступен'), ORDER)).toEqual({
      fields: null,
      first: null,
      message: 'Сервис недоступен',
    });
    expect(serverFieldErrors(refusal({}, 'Сервис недоступен'), ORDER).fields).toBeNull();
    expect(serverFieldErrors(new TypeError('Failed to fetch'), ORDER)).toEqual({
      fields: null,
      first: null,
      message: null,
    });
  });
});
