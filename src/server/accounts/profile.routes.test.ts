import { beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../../shared/validation-messages.js';
import {
  accountHeaders,
  createTestAccount,
  validProfileInput,
  type TestAccount,
} from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';

describe('/api/account/profile', () => {
  let anna: TestAccount;

  const ctx = useTestApp();
  beforeAll(async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    anna = await createTestAccount(ctx.database, tenantId, {
      email: 'Anna@Example.org',
      person: { firstName: 'Анна', lastName: 'Смирнова' },
    });
  });

  const put = (body: Record<string, unknown>, lang: 'ru' | 'en' = 'en') =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: accountHeaders(anna.cookie, { lang }),
      payload: body,
    });

  it('answers 401 without a session, for reads and writes', async () => {
    const get = await ctx.app.inject({ url: '/api/account/profile' });
    expect(get.statusCode).toBe(401);
    expect(get.json().error.code).toBe('UNAUTHORIZED');
    const write = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie: 'sl_session=forged-token', origin: 'http://localhost', host: 'localhost' },
      payload: validProfileInput(),
    });
    expect(write.statusCode).toBe(401);
  });

  it('a new account reads its e-mail, names and what registration still needs', async () => {
    const res = await ctx.app.inject({ url: '/api/account/profile', headers: accountHeaders(anna.cookie) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      email: 'anna@example.org',
      firstName: 'Анна',
      lastName: 'Смирнова',
      imageUrl: null,
    });
    expect(body.missingFields).toEqual(
      expect.arrayContaining(['birthDate', 'gender', 'phone', 'emergencyPhone', 'apartment', 'postcode']),
    );
    expect(body.missingFields).not.toContain('firstName');
  });

  it('saves a complete profile with its documents and answers it fresh', async () => {
    const res = await put(
      validProfileInput({
        documents: [
          { type: '21', number: '45 12 345678' },
          { type: '07', number: 'АБ 1234567' },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ birthDate: '1990-05-14', phone: '+79161234567', missingFields: [] });
    const again = (
      await ctx.app.inject({ url: '/api/account/profile', headers: accountHeaders(anna.cookie) })
    ).json();
    expect(again.documents).toEqual([
      { type: '21', number: '45 12 345678' },
      { type: '07', number: 'АБ 1234567' },
    ]);
    // the set of documents is replaced, not appended to
    await put(validProfileInput({ documents: [{ type: '91', number: 'любой номер' }] }));
    const replaced = (
      await ctx.app.inject({ url: '/api/account/profile', headers: accountHeaders(anna.cookie) })
    ).json();
    expect(replaced.documents).toEqual([{ type: '91', number: 'любой номер' }]);
  });

  const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
  const cases: [string, Record<string, unknown>, string, ValidationMessageKey][] = [
    ['a name with digits', { firstName: 'Анна2' }, 'firstName', 'lettersOnly'],
    ['a last name with symbols', { lastName: 'Smith!' }, 'lastName', 'lettersOnly'],
    ['a patronymic with digits', { patronymic: '123' }, 'patronymic', 'lettersOnly'],
    ['no birth date', { birthDate: '' }, 'birthDate', 'birthDateRequired'],
    ['a date that does not exist', { birthDate: '1990-02-30' }, 'birthDate', 'birthDateInvalid'],
    ['a birth date in the future', { birthDate: nextYear }, 'birthDate', 'birthDateFuture'],
    ['no phone', { phone: '' }, 'phone', 'phoneRequired'],
    ['an impossible phone', { phone: '+7916123' }, 'phone', 'phoneInvalid'],
    ['an impossible emergency phone', { emergencyPhone: '+1234' }, 'emergencyPhone', 'phoneInvalid'],
    ['no apartment', { apartment: '' }, 'apartment', 'apartmentRequired'],
    ['a Russian postcode of 5 digits', { postcode: '12345' }, 'postcode', 'postcodeInvalid'],
    ['neither a club nor "No club"', { noClub: false, club: '' }, 'club', 'clubRequired'],
    [
      'a passport number off its mask',
      { documents: [{ type: '21', number: '45 12 34567' }] },
      'documents.0.number',
      'documentNumberInvalid',
    ],
    [
      'a military ID number off its mask',
      { documents: [{ type: '07', number: '12 ABCDEFG' }] },
      'documents.0.number',
      'documentNumberInvalid',
    ],
    [
      'an asylum certificate off its mask',
      { documents: [{ type: '19', number: '12 X 1234567' }] },
      'documents.0.number',
      'documentNumberInvalid',
    ],
    [
      'a free-text number over 25 characters',
      { documents: [{ type: '10', number: 'A'.repeat(26) }] },
      'documents.0.number',
      'documentNumberInvalid',
    ],
    [
      'two documents of one type',
      {
        documents: [
          { type: '03', number: 'I-МЮ 123456' },
          { type: '03', number: 'II-МЮ 654321' },
        ],
      },
      'documents.1.type',
      'documentDuplicate',
    ],
  ];

  it.each(cases)(
    '%s gives its own message under the field, in en and ru',
    async (_name, change, field, key) => {
      for (const lang of ['en', 'ru'] as const) {
        const res = await put(validProfileInput(change), lang);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_FAILED');
        expect(res.json().error.fields[field]).toBe(VALIDATION_MESSAGES[key][lang]);
      }
    },
  );

  it('accepts each document type in its own format', async () => {
    const res = await put(
      validProfileInput({
        documents: [
          { type: '21', number: '4512345678' },
          { type: '07', number: 'АБ 1234567' },
          { type: '19', number: '12 N 1234567' },
          { type: '03', number: 'I-МЮ 123456' },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().documents).toHaveLength(4);
  });

  it('a refused save changes nothing', async () => {
    await put(validProfileInput({ city: 'Казань' }));
    await put(validProfileInput({ city: 'Тверь', phone: '' }));
    const res = await ctx.app.inject({ url: '/api/account/profile', headers: accountHeaders(anna.cookie) });
    expect(res.json().city).toBe('Казань');
  });
});
