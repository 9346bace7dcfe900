import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/constants.js';
import {
  accountHeaders,
  createTestAccount,
  validProfileInput,
  type TestAccount,
} from '../test/accounts-fixture.js';
import { seedCatalogueFixture } from '../test/catalogue-fixture.js';
import { buildApp } from '../app.js';
import { testConfig, useTestApp } from '../test/test-app.js';

const NOT_ALLOWED: Record<Language, string> = {
  ru: 'Недопустимый символ.',
  en: 'Contains a character that is not allowed.',
};
const CHECK_INPUT: Record<Language, string> = {
  ru: 'Проверьте введённые данные.',
  en: 'Please check the data you entered.',
};

interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: Record<string, unknown>;
  /** The field the answer names. */
  field: string;
}

const PROBES: Probe[] = [
  { name: 'events list', method: 'GET', url: '/api/events/list?q=a%00b', field: 'q' },
  { name: 'events map', method: 'GET', url: '/api/events/map?place=a%00b', field: 'place' },
  { name: 'event', method: 'GET', url: '/api/event/a%00b', field: 'code' },
  { name: 'start list', method: 'GET', url: '/api/event/a%00b/startlist', field: 'code' },
  { name: 'results', method: 'GET', url: '/api/event/moscow-marathon/results?q=a%00b', field: 'q' },
  { name: 'series', method: 'GET', url: '/api/series/a%00b', field: 'code' },
  { name: 'campaign', method: 'GET', url: '/api/campaigns/a%00b', field: 'code' },
  { name: 'questions GET', method: 'GET', url: '/api/event/a%00b/questions', field: 'code' },
  {
    name: 'questions POST',
    method: 'POST',
    url: '/api/event/moscow-marathon/questions',
    payload: { text: 'When\u0000 is the start?' },
    field: 'text',
  },
  {
    name: 'profile PUT',
    method: 'PUT',
    url: '/api/account/profile',
    payload: validProfileInput({
      documents: [{ type: '21', number: '45 12 345678' }],
      street: 'Тверская\u0000',
    }),
    field: 'street',
  },
  {
    name: 'relatives POST',
    method: 'POST',
    url: '/api/account/relatives',
    payload: validProfileInput({ city: 'Мос\u0008ква' }),
    field: 'city',
  },
  {
    name: 'contact messages',
    method: 'POST',
    url: '/api/contacts/messages',
    payload: { name: 'Анна', email: 'anna@example.org', topic: 'payment', message: 'Письма нет\u0000' },
    field: 'message',
  },
  {
    name: 'corporate leads',
    method: 'POST',
    url: '/api/corporate/leads',
    payload: {
      company: 'ООО «Ромашка»\u0000',
      contactName: 'Ирина Петрова',
      email: 'irina@romashka.example',
      phone: '+79161234567',
      employees: '201-1000',
      interests: ['team-entries'],
      message: '',
      consent: true,
    },
    field: 'company',
  },
  {
    // a lone surrogate pair split by another character: the embedded database fails on its UTF-8
    name: 'lone surrogates in a question',
    method: 'POST',
    url: '/api/event/moscow-marathon/questions',
    payload: { text: '%\ud800\u200b\udc00' },
    field: 'text',
  },
  {
    name: 'lone surrogate in the profile',
    method: 'PUT',
    url: '/api/account/profile',
    payload: validProfileInput({ documents: [{ type: '21', number: '45 12 345678' }], building: '5\udc00' }),
    field: 'building',
  },
];

describe('control characters in any input', () => {
  let anna: TestAccount;
  const ctx = useTestApp({
    seed: async (database) => {
      const fx = await seedCatalogueFixture(database);
      anna = await createTestAccount(database, fx.tenantIds.default, { email: 'nul.anna@example.org' });
    },
  });

  const call = (probe: Pick<Probe, 'method' | 'url' | 'payload'>, lang: Language) =>
    ctx.app.inject({
      method: probe.method,
      url: probe.url,
      headers: accountHeaders(anna.cookie, { lang }),
      ...(probe.payload ? { payload: probe.payload } : {}),
    });

  for (const lang of ['ru', 'en'] as const) {
    it.each(PROBES)(`$name: 400 VALIDATION_FAILED naming the field (${lang})`, async (probe) => {
      const res = await call(probe, lang);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: CHECK_INPUT[lang],
          fields: { [probe.field]: NOT_ALLOWED[lang] },
        },
      });
    });
  }

  it('finds the character at any depth of a JSON body', async () => {
    const documents = [{ type: '21', number: '45 12 3456\u000078' }];
    const res = await call(
      { method: 'PUT', url: '/api/account/profile', payload: validProfileInput({ documents }) },
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'documents.0.number': NOT_ALLOWED.en });
  });

  it('lets tab, line feed and carriage return through', async () => {
    const res = await call(
      {
        method: 'POST',
        url: '/api/contacts/messages',
        payload: { name: 'Анна', email: 'anna@example.org', topic: 'other', message: 'a\tb\r\nc\nd' },
      },
      'en',
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('covers routes without a schema, added after the app is built, and unknown paths', async () => {
    const other = await buildApp(testConfig(), { database: ctx.database });
    try {
      other.post('/api/test/echo', async (request) => ({ got: request.body }));
      other.get('/api/test/item/:id', async (request) => request.params);
      await other.ready();
      const headers = { ...accountHeaders(anna.cookie, { lang: 'ru' }), 'content-type': 'application/json' };
      const nested = await other.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers,
        payload: JSON.stringify({ a: [{ b: { 'c\u0000': 1 } }, { d: 'e\u0007' }] }),
      });
      expect(nested.statusCode).toBe(400);
      expect(nested.json().error.fields).toEqual({
        'a.0.b.c\u0000': NOT_ALLOWED.ru,
        'a.1.d': NOT_ALLOWED.ru,
      });
      const param = await other.inject({ url: '/api/test/item/x%00y', headers });
      expect(param.json().error.fields).toEqual({ id: NOT_ALLOWED.ru });
      const fine = await other.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers,
        payload: '{"a":"b"}',
      });
      expect(fine.json()).toEqual({ got: { a: 'b' } });
    } finally {
      await other.close();
    }
    const unknown = await ctx.app.inject({ url: '/api/no-such%00call?x=%00' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_FAILED');
  });
});
