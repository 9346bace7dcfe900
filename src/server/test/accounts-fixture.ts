import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/client.js';
import {
  events,
  persons,
  races,
  registrations,
  sessions,
  users,
  type NewPersonRow,
  type NewRegistrationRow,
} from '../db/schema.js';
import type { UserRole } from '../../shared/schemas/user.js';

export interface TestAccount {
  userId: number;
  /** The account's own persons row. */
  personId: number;
  email: string;
  /** The session token (32 random bytes, base64url). */
  token: string;
  /** `sl_session=<token>`, the cookie of a signed-in request over http. */
  cookie: string;
}

export interface TestAccountOptions {
  email: string;
  /** Hashed with argon2id when given (slow); otherwise the account has a hash no password matches. */
  password?: string;
  roles?: UserRole[];
  confirmed?: boolean;
  /** Columns of the own persons row (first and last name by default). */
  person?: Partial<NewPersonRow>;
}

/** An adult who can enter a race herself: the person of a payer in the payment and job tests. */
export const ANNA = {
  firstName: 'Анна',
  lastName: 'Смирнова',
  gender: 'female',
  birthDate: '1990-05-14',
} as const satisfies Partial<NewPersonRow>;

/**
 * An account straight in the database, with its own person and a live session, for API tests that need a
 * signed-in user without going through sign-up (sessions.id is the SHA-256 hex of the cookie's token).
 */
export async function createTestAccount(
  database: Database,
  tenantId: number,
  options: TestAccountOptions,
): Promise<TestAccount> {
  const { db } = database;
  const email = options.email.toLowerCase();
  const [user] = await db
    .insert(users)
    .values({
      tenantId,
      email,
      passwordHash: options.password ? await hashPassword(options.password) : '$argon2id$none',
      emailConfirmedAt: options.confirmed === false ? null : new Date(),
      roles: options.roles ?? [],
    })
    .returning({ id: users.id });
  if (!user) throw new Error('users insert returned nothing');
  const [person] = await db
    .insert(persons)
    .values({ tenantId, accountUserId: user.id, firstName: 'Test', lastName: 'User', ...options.person })
    .returning({ id: persons.id });
  if (!person) throw new Error('persons insert returned nothing');
  const token = await createTestSession(database, tenantId, user.id);
  return { userId: user.id, personId: person.id, email, token, cookie: `sl_session=${token}` };
}

/** A live session (30 days) of a user; answers the token for the cookie. */
export async function createTestSession(
  database: Database,
  tenantId: number,
  userId: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await database.db.insert(sessions).values({
    id: createHash('sha256').update(token, 'utf8').digest('hex'),
    tenantId,
    userId,
    expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
  });
  return token;
}

/** A complete, valid profile form (every SPEC §5 rule satisfied). */
export function validProfileInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    lastName: 'Смирнова',
    firstName: 'Анна',
    patronymic: 'Сергеевна',
    birthDate: '1990-05-14',
    gender: 'female',
    country: 'RU',
    region: 'Москва',
    city: 'Москва',
    street: 'Тверская',
    building: '7',
    apartment: '12',
    postcode: '125009',
    phone: '+79161234567',
    emergencyPhone: '+79031234567',
    noClub: true,
    club: '',
    profession: '',
    starterPackSize: 'M',
    socialCategory: 'none',
    teamPromoCode: '',
    documents: [{ type: '21', number: '45 12 345678' }],
    ...overrides,
  };
}

/** Headers of a same-origin call on a tenant host, signed in with a cookie, in a language. */
export function accountHeaders(
  cookie: string,
  options: { host?: string; lang?: 'ru' | 'en' } = {},
): Record<string, string> {
  const host = options.host ?? 'localhost';
  const lang = options.lang ?? 'en';
  return {
    host,
    origin: `http://${host}`,
    cookie: `${cookie}; _rr_culture=${encodeURIComponent(`c=${lang}|uic=${lang}`)}`,
  };
}

/** An event with one race (a minimal catalogue row set) for account history tests. */
export async function insertTestRace(
  database: Database,
  tenantId: number,
  options: { code: string; startsAt: Date; lengthM?: number; name?: string },
): Promise<{ eventId: number; raceId: number }> {
  const { db } = database;
  const name = options.name ?? `Забег ${options.code}`;
  const [event] = await db
    .insert(events)
    .values({
      tenantId,
      code: options.code,
      nameRu: name,
      nameEn: `Race ${options.code}`,
      startsAt: options.startsAt,
    })
    .returning({ id: events.id });
  if (!event) throw new Error('events insert returned nothing');
  const lengthM = options.lengthM ?? 10_000;
  const [race] = await db
    .insert(races)
    .values({
      tenantId,
      eventId: event.id,
      code: `${lengthM / 1000}k`,
      nameRu: `${lengthM / 1000} км`,
      nameEn: `${lengthM / 1000} km`,
      lengthM,
      startsAt: options.startsAt,
    })
    .returning({ id: races.id });
  if (!race) throw new Error('races insert returned nothing');
  return { eventId: event.id, raceId: race.id };
}

/** A registration of a person for a race. */
export async function insertTestRegistration(
  database: Database,
  tenantId: number,
  race: { eventId: number; raceId: number },
  personId: number,
  extra: Partial<NewRegistrationRow> = {},
): Promise<number> {
  const [row] = await database.db
    .insert(registrations)
    .values({ tenantId, eventId: race.eventId, raceId: race.raceId, personId, status: 'confirmed', ...extra })
    .returning({ id: registrations.id });
  if (!row) throw new Error('registrations insert returned nothing');
  return row.id;
}
