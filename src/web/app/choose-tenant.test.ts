import { describe, expect, it } from 'vitest';
import { chooseTenant } from './choose-tenant.js';

const remote = { hostname: 'www.startline.ru', storedTtt: null, serverFailed: false };
const local = { hostname: 'localhost', serverOrganizedId: 'fontanka', serverFailed: false };

describe('chooseTenant', () => {
  it('on a real host takes the server organizedId', () => {
    expect(chooseTenant({ ...remote, serverOrganizedId: 'pionercup' })).toBe('pionercup');
    expect(chooseTenant({ ...remote, serverOrganizedId: 'fontanka' })).toBe('fontanka');
  });

  it('maps rr to default and lowercases', () => {
    expect(chooseTenant({ ...remote, serverOrganizedId: 'rr' })).toBe('default');
    expect(chooseTenant({ ...remote, serverOrganizedId: 'RR' })).toBe('default');
    expect(chooseTenant({ ...remote, serverOrganizedId: 'PionerCup' })).toBe('pionercup');
  });

  it('falls back to default when the call failed or gave no id', () => {
    expect(chooseTenant({ ...remote, serverOrganizedId: 'pionercup', serverFailed: true })).toBe('default');
    expect(chooseTenant({ ...remote, serverOrganizedId: null })).toBe('default');
    expect(chooseTenant({ ...remote, serverOrganizedId: '' })).toBe('default');
  });

  it('turns an unknown organizer into default', () => {
    expect(chooseTenant({ ...remote, serverOrganizedId: 'acme' })).toBe('default');
  });

  it('ignores a stored ttt on a real host', () => {
    expect(chooseTenant({ ...remote, storedTtt: 'fontanka', serverOrganizedId: 'rr' })).toBe('default');
  });

  it('on localhost uses the stored ttt and ignores the server', () => {
    expect(chooseTenant({ ...local, storedTtt: 'pionercup' })).toBe('pionercup');
    expect(chooseTenant({ ...local, hostname: '127.0.0.1', storedTtt: 'FONTANKA' })).toBe('fontanka');
    expect(chooseTenant({ ...local, hostname: '[::1]', storedTtt: 'rr' })).toBe('default');
  });

  it('on localhost without ttt, or with garbage, is default', () => {
    expect(chooseTenant({ ...local, storedTtt: null })).toBe('default');
    expect(chooseTenant({ ...local, storedTtt: undefined, serverFailed: true })).toBe('default');
    expect(chooseTenant({ ...local, storedTtt: '<script>' })).toBe('default');
    expect(chooseTenant({ ...local, storedTtt: '  ' })).toBe('default');
  });
});
