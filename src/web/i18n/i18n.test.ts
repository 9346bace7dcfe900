import { afterAll, describe, expect, it } from 'vitest';
import en from './en.json';
import { i18n } from './i18n.js';
import ru from './ru.json';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

function baseKeys(catalog: unknown): string[] {
  return [...new Set(keys(catalog).map((key) => key.replace(PLURAL, '')))].sort();
}

describe('catalogs', () => {
  afterAll(() => i18n.changeLanguage('ru'));

  it('ru and en have the same keys', () => {
    expect(baseKeys(en)).toEqual(baseKeys(ru));
  });

  it('Russian plurals have one/few/many/other and English one/other', () => {
    const ruPlurals = keys(ru).filter((key) => PLURAL.test(key));
    const enPlurals = keys(en).filter((key) => PLURAL.test(key));
    for (const base of new Set(ruPlurals.map((k) => k.replace(PLURAL, '')))) {
      expect(ruPlurals.filter((k) => k.startsWith(`${base}_`)).sort()).toEqual(
        ['few', 'many', 'one', 'other'].map((form) => `${base}_${form}`),
      );
      expect(enPlurals.filter((k) => k.startsWith(`${base}_`)).sort()).toEqual(
        ['one', 'other'].map((form) => `${base}_${form}`),
      );
    }
  });
});

describe('plurals', () => {
  it('Russian: 1 забег, 2 забега, 5 забегов, 11 забегов, 21 забег, 22 забега', async () => {
    await i18n.changeLanguage('ru');
    const t = i18n.getFixedT('ru');
    expect([1, 2, 5, 11, 21, 22, 0, 111, 104].map((count) => t('common.races', { count }))).toEqual([
      '1 забег',
      '2 забега',
      '5 забегов',
      '11 забегов',
      '21 забег',
      '22 забега',
      '0 забегов',
      '111 забегов',
      '104 забега',
    ]);
    expect(t('common.races', { count: 1.5 })).toBe('1.5 забега');
  });

  it('English: 1 race, 2 races', () => {
    const t = i18n.getFixedT('en');
    expect(t('common.races', { count: 1 })).toBe('1 race');
    expect(t('common.races', { count: 2 })).toBe('2 races');
    expect(t('common.races', { count: 0 })).toBe('0 races');
  });

  it('live count agrees with the number, grouping thousands', () => {
    const t = i18n.getFixedT('ru');
    expect(t('home.liveCount', { count: 1 })).toBe('1 участник зарегистрирован на предстоящие старты');
    expect(t('home.liveCount', { count: 2 })).toBe('2 участника зарегистрированы на предстоящие старты');
    expect(t('home.liveCount', { count: 5 })).toBe('5 участников зарегистрированы на предстоящие старты');
    expect(t('home.liveCount', { count: 12345 })).toBe(
      '12\u00a0345 участников зарегистрированы на предстоящие старты',
    );
    expect(i18n.getFixedT('en')('home.liveCount', { count: 1 })).toBe(
      '1 participant registered for upcoming races',
    );
  });
});
