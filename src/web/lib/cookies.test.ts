import { describe, expect, it } from 'vitest';
import { getCookie, setCookie } from './cookies.js';

describe('cookies', () => {
  it('writes and reads a value containing = and |', () => {
    setCookie('_rr_culture', 'c=en|uic=en', { maxAge: 60 });
    expect(getCookie('_rr_culture')).toBe('c=en|uic=en');
  });

  it('answers undefined for a missing cookie and does not confuse prefixes', () => {
    setCookie('devx', '1');
    expect(getCookie('dev')).toBeUndefined();
    expect(getCookie('devx')).toBe('1');
  });
});
