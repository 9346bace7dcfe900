import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_STORAGE_KEY } from '../../../shared/constants.js';
import { parseDraft, readLocalDraft, removeLocalDraft } from './local-draft.js';

const DRAFT = {
  EventName: 'Белые ночи',
  EventUrl: '/event/white-nights',
  RegistrationUrl: '/wn/10k/register',
};

afterEach(() => vi.restoreAllMocks());

describe('local draft', () => {
  it('reads the Draft kept under registerDraft, and forgets it', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...DRAFT, EventName: '  Белые ночи ' }));
    expect(readLocalDraft()).toEqual(DRAFT);
    removeLocalDraft();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(readLocalDraft()).toBeNull();
  });

  it.each([
    undefined,
    '',
    'null',
    '42',
    '"Белые ночи"',
    '[]',
    '{broken',
    JSON.stringify({ ...DRAFT, EventName: '   ' }),
    JSON.stringify({ ...DRAFT, EventName: 7 }),
    JSON.stringify({ EventName: 'Белые ночи', EventUrl: '/event/x' }),
    JSON.stringify({ ...DRAFT, EventUrl: null }),
  ])('reads %j as no draft', (raw) => {
    expect(parseDraft(raw)).toBeNull();
  });

  it('never throws when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readLocalDraft()).toBeNull();
    expect(() => removeLocalDraft()).not.toThrow();
  });
});
