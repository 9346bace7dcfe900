import { describe, expect, it } from 'vitest';
import { resolveRouteMeta } from './route-meta.js';

describe('resolveRouteMeta', () => {
  it('defaults to the default layout without white background or sign-in', () => {
    expect(resolveRouteMeta([undefined, {}])).toEqual({
      layout: 'default',
      whiteBg: false,
      requiresAuth: false,
      corporateHeader: false,
    });
  });

  it('takes the deepest layout and whiteBg, and requiresAuth from any level', () => {
    expect(
      resolveRouteMeta([{ layout: 'default', whiteBg: true }, { layout: 'order', requiresAuth: true }, {}]),
    ).toEqual({ layout: 'order', whiteBg: true, requiresAuth: true, corporateHeader: false });
    expect(resolveRouteMeta([{ whiteBg: true }, { whiteBg: false, corporateHeader: true }])).toMatchObject({
      whiteBg: false,
      corporateHeader: true,
    });
  });
});
