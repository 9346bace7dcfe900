import { describe, expect, it } from 'vitest';
import { vacanciesSchema, vacancyDetailSchema } from '../../shared/schemas/content.js';
import { seedCatalogueFixture } from '../test/catalogue-fixture.js';
import { seedContentFixture, type ContentFixture } from '../test/content-fixture.js';
import { useTestApp } from '../test/test-app.js';
import { vacancyIdOf } from './careers.service.js';

describe('careers', () => {
  let fx: ContentFixture;
  const ctx = useTestApp({
    seed: async (database) => {
      const catalogue = await seedCatalogueFixture(database);
      fx = await seedContentFixture(database, catalogue.tenantIds, catalogue.now);
    },
  });

  const get = (url: string, options: { host?: string; lang?: 'ru' | 'en' } = {}) =>
    ctx.app.inject({
      url,
      headers: {
        host: options.host ?? 'localhost',
        ...(options.lang
          ? { cookie: `_rr_culture=${encodeURIComponent(`c=${options.lang}|uic=${options.lang}`)}` }
          : {}),
      },
    });

  it('lists the published vacancies of the tenant, newest first, in the language asked for', async () => {
    const res = await get('/api/careers/vacancies?language=en');
    expect(res.statusCode).toBe(200);
    const { items } = vacanciesSchema.parse(res.json());
    expect(items.map((v) => v.title)).toEqual([
      'Support specialist',
      'Frontend engineer',
      'Race operations manager',
    ]);
    expect(items[0]).toMatchObject({
      id: fx.vacancyIds.support,
      team: 'Platform',
      city: 'Moscow',
      employment: 'part-time',
      remote: true,
    });
    expect(Date.parse(items[0]!.publishedAt)).toBeGreaterThan(Date.parse(items[1]!.publishedAt));

    const ru = vacanciesSchema.parse((await get('/api/careers/vacancies?language=ru')).json());
    expect(ru.items[0]).toMatchObject({ title: 'Support specialist (ru)', city: 'Москва' });
    // without `language`: the culture cookie, Russian by default
    const byCookie = vacanciesSchema.parse((await get('/api/careers/vacancies', { lang: 'en' })).json());
    expect(byCookie.items[0]?.title).toBe('Support specialist');
    const byDefault = vacanciesSchema.parse((await get('/api/careers/vacancies')).json());
    expect(byDefault.items[0]?.title).toBe('Support specialist (ru)');
  });

  it('shows another tenant only its own vacancies', async () => {
    const { items } = vacanciesSchema.parse(
      (await get('/api/careers/vacancies?language=en', { host: 'pionercup.localhost' })).json(),
    );
    expect(items.map((v) => v.title)).toEqual(['Pioner coach']);
    const none = vacanciesSchema.parse(
      (await get('/api/careers/vacancies', { host: 'fontanka.localhost' })).json(),
    );
    expect(none.items).toEqual([]);
  });

  it('answers one vacancy with its description sanitised and how to apply as plain text', async () => {
    const res = await get(`/api/careers/vacancies/${fx.vacancyIds.frontend}?language=en`);
    expect(res.statusCode).toBe(200);
    const vacancy = vacancyDetailSchema.parse(res.json());
    expect(vacancy).toMatchObject({
      id: fx.vacancyIds.frontend,
      title: 'Frontend engineer',
      employment: 'full-time',
      remote: false,
      howToApply: 'Send your CV.\nWe answer within a week.',
      applyEmail: 'jobs@example.org',
    });
    expect(vacancy.description).toContain('<p>Build <strong>pages</strong></p>');
    expect(vacancy.description).not.toMatch(/script|onerror|alert/);

    const ru = vacancyDetailSchema.parse((await get(`/api/careers/vacancies/${fx.vacancyIds.ops}`)).json());
    expect(ru).toMatchObject({
      title: 'Race operations manager (ru)',
      howToApply: 'Пишите на jobs@example.org',
    });
  });

  it("answers 404 for garbage, unknown, unpublished and other tenants' ids, never 500", async () => {
    const ids = [
      'abc',
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      `0${fx.vacancyIds.ops}`,
      '%20' + fx.vacancyIds.ops,
      '99999999999',
      '1'.repeat(21),
      'x'.repeat(60),
      'y'.repeat(500),
      '2147483648',
      '2147483647',
      String(fx.vacancyIds.draft),
      String(fx.vacancyIds.pioner),
    ];
    for (const id of ids) {
      const res = await get(`/api/careers/vacancies/${id}`, { lang: 'en' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
    const ru = await get('/api/careers/vacancies/abc', { lang: 'ru' });
    expect(ru.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Страница не найдена.' } });
    // pionercup sees its own vacancy, and not the default tenant's
    const pioner = { host: 'pionercup.localhost' };
    expect((await get(`/api/careers/vacancies/${fx.vacancyIds.pioner}`, pioner)).statusCode).toBe(200);
    expect((await get(`/api/careers/vacancies/${fx.vacancyIds.frontend}`, pioner)).statusCode).toBe(404);
  });

  it('reads only positive integer ids in the range of the column', () => {
    expect(vacancyIdOf('1')).toBe(1);
    expect(vacancyIdOf('2147483647')).toBe(2147483647);
    for (const text of ['', '0', '01', '+1', '-1', '1.0', '1e2', ' 1', '2147483648', '12345678901']) {
      expect(vacancyIdOf(text), text).toBeNull();
    }
  });
});
