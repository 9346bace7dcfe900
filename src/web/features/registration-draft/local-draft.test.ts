import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_STORAGE_KEY } from '../../../shared/constants.js';
import {
  parseDraft,
  readLocalDraft,
  readLocalRegistration,
  removeLocalDraft,
  writeLocalDraft,
} from './local-draft.js';

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

describe('local registration flow', () => {
  const registration = {
    userId: 'u1',
    key: 'relative-4',
    draft: {
      eventCode: 'wn',
      raceCode: '10k',
      step: 'relative-form',
      participantOption: 'MY_SELF',
      payer: 'SPOUSE',
      participants: [{ key: 'self', kind: 'self', saveToProfile: true, form: { firstName: 'Анна' } }],
      options: { insurance: [] as never[], items: [] as never[] },
      promoCode: null,
      customPrice: null,
      updatedAt: '2030-01-01T10:00:00.000Z',
    },
  } as const;

  it('keeps the flow beside the notice fields, for its user and race only', () => {
    writeLocalDraft(DRAFT, {
      ...registration,
      draft: { ...registration.draft, participants: [...registration.draft.participants] },
    });
    expect(readLocalDraft()).toEqual(DRAFT);
    expect(readLocalRegistration('u1', 'wn', '10k')).toMatchObject({
      key: 'relative-4',
      draft: { payer: 'SPOUSE' },
    });
    expect(readLocalRegistration('u2', 'wn', '10k')).toBeNull();
    expect(readLocalRegistration('u1', 'wn', '5k')).toBeNull();
  });

  it.each([
    { ...registration.draft, payer: 'NEIGHBOUR' },
    { ...registration.draft, participants: [{ key: 'x', kind: 'stranger', form: {} }] },
    { ...registration.draft, updatedAt: 'yesterday' },
  ])('reads a malformed flow as none', (draft) => {
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ ...DRAFT, registration: { ...registration, draft } }),
    );
    expect(readLocalRegistration('u1', 'wn', '10k')).toBeNull();
  });
});
