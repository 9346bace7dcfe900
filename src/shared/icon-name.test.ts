import { describe, expect, it } from 'vitest';
import { iconFileName } from './icon-name.js';

describe('iconFileName', () => {
  it('capitalizes each hyphenated part', () => {
    expect(iconFileName('arrow-left')).toBe('Arrow-Left.svg');
    expect(iconFileName('x')).toBe('X.svg');
    expect(iconFileName('circle-check-big')).toBe('Circle-Check-Big.svg');
  });
});
