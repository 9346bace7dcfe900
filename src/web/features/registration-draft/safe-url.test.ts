import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './safe-url.js';

describe('sameOriginPath', () => {
  it('keeps paths of this site, with their query and fragment', () => {
    expect(sameOriginPath('/white-nights/marathon/register')).toBe('/white-nights/marathon/register');
    expect(sameOriginPath(' /event/white-nights?tab=1#races ')).toBe('/event/white-nights?tab=1#races');
    expect(sameOriginPath('/event/../event/x')).toBe('/event/x');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.test/register',
    `${window.location.origin}/event/x`,
    '//evil.test/register',
    '/\\evil.test/register',
    '\\\\evil.test',
    '/\t/evil.test',
    '/event/x\n/y',
    '/ /evil.test',
    'event/x',
    '',
  ])('refuses %j', (raw) => {
    expect(sameOriginPath(raw)).toBeNull();
  });
});
