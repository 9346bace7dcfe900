import { describe, expect, it } from 'vitest';
import { cookieDomainFor, formatCulture, parseCulture } from './culture.js';

describe('the _rr_culture cookie', () => {
  it('reads the interface culture, falling back to c', () => {
    expect(parseCulture('c=en|uic=en')).toBe('en');
    expect(parseCulture('c=ru|uic=en')).toBe('en');
    expect(parseCulture('c=en')).toBe('en');
    expect(parseCulture('c%3Den%7Cuic%3Den')).toBe('en');
    expect(parseCulture('c=en-US|uic=en-US')).toBe('en');
  });

  it('reads anything else as Russian', () => {
    for (const garbage of [undefined, null, '', 'en', 'c=de|uic=de', '%E0%A4%A', '|||', 'uic=', '=en']) {
      expect(parseCulture(garbage)).toBe('ru');
    }
  });

  it('writes the same form it reads', () => {
    expect(formatCulture('en')).toBe('c=en|uic=en');
    expect(parseCulture(formatCulture('en'))).toBe('en');
  });
});

describe('the parent domain cookies are set on', () => {
  it('is the registrable parent of a named host', () => {
    expect(cookieDomainFor('www.startline.ru')).toBe('.startline.ru');
    expect(cookieDomainFor('pionercup.startline.ru')).toBe('.startline.ru');
    expect(cookieDomainFor('startline.ru')).toBe('.startline.ru');
  });

  it('is none for local hosts and addresses', () => {
    for (const host of ['localhost', 'pionercup.localhost', '127.0.0.1', '::1', 'intranet']) {
      expect(cookieDomainFor(host)).toBeUndefined();
    }
  });
});
