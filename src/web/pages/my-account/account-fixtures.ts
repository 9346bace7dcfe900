import type { MyOrder, MyRegistration, Relative, Training } from '../../../shared/schemas/account.js';
import type { MyProfile } from '../../../shared/schemas/profile.js';
import { EMPTY_PROFILE } from '../../features/profile-form/profile-form-values.js';

/** Test fixtures of the personal account (its API is answered through src/web/test/api.ts). */

export const BLANK_PROFILE: MyProfile = {
  ...EMPTY_PROFILE,
  email: 'anna@example.com',
  imageUrl: null,
  missingFields: [],
};

export const FULL_PROFILE: MyProfile = {
  ...BLANK_PROFILE,
  lastName: 'Петрова',
  firstName: 'Анна',
  birthDate: '1990-05-17',
  gender: 'female',
  region: 'Москва',
  city: 'Москва',
  street: 'Тверская',
  building: '1',
  apartment: '1',
  postcode: '125009',
  phone: '+79161234567',
  emergencyPhone: '+79161234568',
  noClub: true,
};

export const LINKED: Relative = {
  id: 2,
  kind: 'linked',
  status: 'active',
  fullName: 'Иван Петров',
  email: 'ivan@example.com',
  birthDate: '1988-02-01',
  gender: 'male',
  profile: null,
};

export const CREATED: Relative = {
  id: 3,
  kind: 'created',
  status: 'active',
  fullName: 'Маша Петрова',
  email: null,
  birthDate: '2015-09-01',
  gender: 'female',
  profile: { ...FULL_PROFILE, lastName: 'Петрова', firstName: 'Маша', birthDate: '2015-09-01' },
};

export function registration(overrides: Partial<MyRegistration> = {}): MyRegistration {
  return {
    id: 1,
    event: {
      code: 'white-nights',
      name: 'Белые ночи',
      startsAt: '2030-06-20T21:30:00Z',
      timeZone: 'Europe/Moscow',
    },
    race: { code: 'm', name: 'Марафон', lengthM: 42195 },
    participant: { fullName: 'Анна Петрова', relation: 'self' },
    status: 'confirmed',
    bib: '1024',
    admission: { medical: 'approved', insurance: 'required', identity: 'checking' },
    checkinCode: null,
    ...overrides,
  };
}

export const ORDER: MyOrder = {
  id: 7,
  number: 'SL-000007',
  status: 'paid',
  createdAt: '2026-03-01T09:00:00Z',
  paidAt: '2026-03-01T09:05:00Z',
  eventName: 'Белые ночи',
  eventCode: 'white-nights',
  raceCode: 'r42195',
  expiresAt: null,
  items: [
    { name: 'Марафон', kind: 'registration', price: { amount: 350000, currency: 'RUB' }, count: 1 },
    { name: 'Страховка', kind: 'insurance', price: { amount: 25050, currency: 'RUB' }, count: 1 },
  ],
  total: { amount: 375050, currency: 'RUB' },
};

export const TRAINING: Training = {
  results: [
    {
      eventCode: 'a',
      eventName: 'Весенний забег',
      raceName: '10 км',
      date: '2025-04-12T06:00:00.000Z',
      lengthM: 10000,
      timeMs: 3_000_000,
      status: 'finished',
      place: 40,
    },
    {
      eventCode: 'b',
      eventName: 'Осенний забег',
      raceName: '10 км',
      date: '2025-10-05T06:00:00.000Z',
      lengthM: 10000,
      timeMs: 2_850_000,
      status: 'finished',
      place: 22,
    },
    {
      eventCode: 'c',
      eventName: 'Белые ночи',
      raceName: 'Марафон',
      date: '2025-06-21T06:00:00.000Z',
      lengthM: 42195,
      timeMs: 14_400_000,
      status: 'finished',
      place: 300,
    },
  ],
  personalBests: [
    { lengthM: 10000, timeMs: 2_850_000, eventName: 'Осенний забег', date: '2025-10-05T06:00:00.000Z' },
    { lengthM: 42195, timeMs: 14_400_000, eventName: 'Белые ночи', date: '2025-06-21T06:00:00.000Z' },
  ],
};
