import { describe, expect, it } from 'vitest';
import { sameOriginPath, withReturnUrl } from './return-url.js';

const origin = 'https://startline.test';

describe('sameOriginPath', () => {
  it('keeps a path or a URL of this origin, as a path', () => {
    expect(sameOriginPath('/event/white-nights?tab=1#races', origin)).toBe('/event/white-nights?tab=1#races');
    expect(sameOriginPath('https://startline.test/MyAccount/Orders', origin)).toBe('/MyAccount/Orders');
  });

  it('sends anything else home', () => {
    for (const raw of [
      null,
      '',
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      'MyAccount',
    ]) {
      expect(sameOriginPath(raw, origin)).toBe('/');
    }
  });
});

describe('withReturnUrl', () => {
  it('keeps the returnUrl on links between the sign-in screens', () => {
    expect(withReturnUrl('/signup', '/event/a?b=1')).toBe('/signup?returnUrl=%2Fevent%2Fa%3Fb%3D1');
    expect(withReturnUrl('/signup', null)).toBe('/signup');
  });
});
