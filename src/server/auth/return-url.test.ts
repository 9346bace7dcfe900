import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url.js';

const HOSTS = ['localhost', '127.0.0.1', 'startline.localhost', 'pionercup.localhost'];

describe('safeReturnUrl', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnUrl('/MyAccount/Profile', HOSTS)).toBe('/MyAccount/Profile');
    expect(safeReturnUrl('/event/spring-run/half/register?x=1#top', HOSTS)).toBe(
      '/event/spring-run/half/register?x=1#top',
    );
    expect(safeReturnUrl('/events/future?q=%D0%B1%D0%B5%D0%B3', HOSTS)).toBe(
      '/events/future?q=%D0%B1%D0%B5%D0%B3',
    );
  });

  it('keeps absolute URLs on any tenant host, with or without a port', () => {
    expect(safeReturnUrl('http://pionercup.localhost:3000/spring/5k/register', HOSTS)).toBe(
      'http://pionercup.localhost:3000/spring/5k/register',
    );
    expect(safeReturnUrl('HTTPS://LOCALHOST/MyAccount', HOSTS)).toBe('https://localhost/MyAccount');
  });

  it('sends everything else home', () => {
    const hostile = [
      undefined,
      '',
      'MyAccount',
      '//evil.com',
      '//evil.com/path',
      '/\\evil.com',
      '\\\\evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      ' //evil.com',
      'https://evil.com',
      'http://evil.com/localhost',
      'https://localhost.evil.com/',
      'https://evil.com?localhost',
      'https://localhost@evil.com/',
      'https://evil.com@localhost/',
      'https://localhost:443\\@evil.com',
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://localhost/',
      '/%2F%2Fevil.com',
      '/%2f/evil.com',
      '/%5Cevil.com',
      '/%252F%252Fevil.com',
      '%2F%2Fevil.com',
      'https%3A%2F%2Fevil.com',
      '/%',
      'http:/evil.com',
      'https:evil.com',
    ];
    for (const input of hostile) {
      expect(safeReturnUrl(input, HOSTS), String(input)).toBe('/');
    }
  });
});
