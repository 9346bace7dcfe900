import { describe, expect, it } from 'vitest';
import { buildLoginUrl } from './login-url.js';

describe('buildLoginUrl', () => {
  it('appends /login?returnUrl= and the encoded address', () => {
    const href = 'https://startline.ru/spring/10k/register?promo=a b&x=1#top';
    expect(buildLoginUrl('https://id.startline.ru', href)).toBe(
      'https://id.startline.ru/login?returnUrl=' + encodeURIComponent(href),
    );
  });

  it('strips a trailing slash of the login link', () => {
    expect(buildLoginUrl('https://id.startline.ru/', 'https://a/')).toBe(
      'https://id.startline.ru/login?returnUrl=https%3A%2F%2Fa%2F',
    );
  });
});
