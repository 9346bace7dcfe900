import { describe, expect, it } from 'vitest';
import { normalizeTenantCode } from './tenant.js';

describe('normalizeTenantCode (SPEC §4)', () => {
  it('lowercases and maps the organizer id rr to default', () => {
    expect(normalizeTenantCode('PionerCup')).toBe('pionercup');
    expect(normalizeTenantCode('fontanka')).toBe('fontanka');
    expect(normalizeTenantCode('rr')).toBe('default');
    expect(normalizeTenantCode('RR')).toBe('default');
  });

  it('gives the default tenant for anything unknown', () => {
    for (const raw of [undefined, null, 42, '', 'acme', '<script>', ' rr-x ']) {
      expect(normalizeTenantCode(raw)).toBe('default');
    }
  });
});
