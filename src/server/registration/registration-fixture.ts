import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import {
  events,
  persons,
  racePrices,
  races,
  registrations,
  relatives,
  type NewPersonRow,
  type NewRaceRow,
} from '../db/schema.js';
import { accountHeaders, type TestAccount } from '../test/accounts-fixture.js';

/*
 * Rows and calls the registration tests share: an event with one race set up as a test needs it, relatives,
 * registrations that fill places, and valid entries.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface TestRace {
  eventId: number;
  raceId: number;
  eventCode: string;
  raceCode: string;
}

export interface TestRaceOptions extends Partial<Omit<NewRaceRow, 'tenantId' | 'eventId'>> {
  /** Kopecks; 0: a free race. */
  price?: number;
  published?: boolean;
}

/** An event 60 days ahead (Europe/Moscow) with one open race, priced 1,500 ₽ unless told otherwise. */
export async function insertRace(
  database: Database,
  tenantId: number,
  options: TestRaceOptions = {},
): Promise<TestRace> {
  const { price = 150_000, published = true, ...raceColumns } = options;
  const eventCode = `ev-${randomBytes(4).toString('hex')}`;
  const startsAt = new Date(Date.now() + 60 * DAY_MS);
  const [event] = await database.db
    .insert(events)
    .values({ tenantId, code: eventCode, nameRu: 'Осенний забег', nameEn: 'Autumn Run', startsAt, published })
    .returning({ id: events.id });
  const [race] = await database.db
    .insert(races)
    .values({
      tenantId,
      eventId: event!.id,
      code: '10k',
      nameRu: '10 км',
      nameEn: '10 km',
      lengthM: 10_000,
      startsAt,
      registrationOpensAt: new Date(Date.now() - 30 * DAY_MS),
      ...raceColumns,
    })
    .returning({ id: races.id, code: races.code });
  await database.db.insert(racePrices).values([
    { tenantId, raceId: race!.id, validFrom: new Date(Date.now() - 30 * DAY_MS), amount: price },
    // a later step: the order takes the one in force now
    { tenantId, raceId: race!.id, validFrom: new Date(Date.now() + 10 * DAY_MS), amount: price * 2 },
  ]);
  return { eventId: event!.id, raceId: race!.id, eventCode, raceCode: race!.code };
}

/** A relative the account holder created (active), with a person of these columns. */
export async function insertCreatedRelative(
  database: Database,
  tenantId: number,
  owner: TestAccount,
  person: Partial<NewPersonRow>,
): Promise<{ relativeId: number; personId: number }> {
  const [row] = await database.db
    .insert(persons)
    .values({ tenantId, createdByUserId: owner.userId, ...person })
    .returning({ id: persons.id });
  const [link] = await database.db
    .insert(relatives)
    .values({ tenantId, ownerUserId: owner.userId, personId: row!.id, kind: 'created', status: 'active' })
    .returning({ id: relatives.id });
  return { relativeId: link!.id, personId: row!.id };
}

/** Another account linked as a relative (active unless told). */
export async function linkRelative(
  database: Database,
  tenantId: number,
  owner: TestAccount,
  other: TestAccount,
  status: 'active' | 'pending' = 'active',
): Promise<number> {
  const [link] = await database.db
    .insert(relatives)
    .values({ tenantId, ownerUserId: owner.userId, personId: other.personId, kind: 'linked', status })
    .returning({ id: relatives.id });
  return link!.id;
}

/** `count` confirmed registrations of nobody in particular (an imported start list) in a race. */
export async function fillPlaces(
  database: Database,
  tenantId: number,
  race: TestRace,
  count: number,
  pool: 'adults' | 'children' = 'adults',
): Promise<void> {
  if (count === 0) return;
  await database.db.insert(registrations).values(
    Array.from({ length: count }, (_, i) => ({
      tenantId,
      eventId: race.eventId,
      raceId: race.raceId,
      status: 'confirmed' as const,
      firstName: `Runner${i}`,
      lastName: 'Imported',
      pool,
    })),
  );
}

/** A valid entry for the race's default fields (birth date, gender, phone). */
export function entry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    lastName: 'Смирнова',
    firstName: 'Анна',
    birthDate: '1990-05-14',
    gender: 'female',
    phone: '+79161234567',
    ...overrides,
  };
}

export type ParticipantInput = {
  kind: 'self' | 'relative' | 'friend';
  relativeId?: number;
  email?: string;
  saveToProfile?: boolean;
  form?: Record<string, unknown>;
};

/** Every agreement of the my-order step given (SPEC §5). */
export const CONSENTS = { receipt: true, terms: true, rules: true, medical: true } as const;

/**
 * An order request body: `payer` MY_SELF, participants with keys p0, p1 … and valid entries by default,
 * every agreement given; `extra` adds options, a promo code, a chosen price.
 */
export function orderBody(
  participants: ParticipantInput[],
  payer: 'MY_SELF' | 'SPOUSE' = 'MY_SELF',
  extra: Record<string, unknown> = {},
) {
  return {
    payer,
    participants: participants.map((p, i) => ({ key: `p${i}`, form: entry(), ...p })),
    consents: CONSENTS,
    ...extra,
  };
}

/** The calls of the flow, signed in as an account (on a host, in a language). */
export function registrationCalls(
  app: () => FastifyInstance,
  options: { host?: string; lang?: 'ru' | 'en' } = {},
) {
  const headers = (account: TestAccount | null) =>
    account
      ? accountHeaders(account.cookie, options)
      : { host: options.host ?? 'localhost', origin: `http://${options.host ?? 'localhost'}` };
  return {
    context: (account: TestAccount | null, race: Pick<TestRace, 'eventCode' | 'raceCode'>) =>
      app().inject({
        url: `/api/registration/${race.eventCode}/${race.raceCode}`,
        headers: headers(account),
      }),
    order: (account: TestAccount | null, race: Pick<TestRace, 'eventCode' | 'raceCode'>, body: unknown) =>
      app().inject({
        method: 'POST',
        url: `/api/registration/${race.eventCode}/${race.raceCode}/order`,
        headers: headers(account),
        payload: body as Record<string, unknown>,
      }),
    saveDraft: (account: TestAccount | null, body: unknown) =>
      app().inject({
        method: 'PUT',
        url: '/api/registration/draft',
        headers: headers(account),
        payload: body as Record<string, unknown>,
      }),
    orderPage: (account: TestAccount | null, number: string) =>
      app().inject({
        url: `/api/registration/orders/${encodeURIComponent(number)}`,
        headers: headers(account),
      }),
    promo: (account: TestAccount | null, race: Pick<TestRace, 'eventCode' | 'raceCode'>, code: unknown) =>
      app().inject({
        method: 'POST',
        url: `/api/registration/${race.eventCode}/${race.raceCode}/promo`,
        headers: headers(account),
        payload: { code } as Record<string, unknown>,
      }),
    access: (account: TestAccount | null, race: Pick<TestRace, 'eventCode' | 'raceCode'>, code: unknown) =>
      app().inject({
        method: 'POST',
        url: `/api/registration/${race.eventCode}/${race.raceCode}/access`,
        headers: headers(account),
        payload: { code } as Record<string, unknown>,
      }),
    invitation: (account: TestAccount | null, token: string) =>
      app().inject({
        url: `/api/registration/invitations/${encodeURIComponent(token)}`,
        headers: headers(account),
      }),
    completeInvitation: (account: TestAccount | null, token: string, body: unknown) =>
      app().inject({
        method: 'PUT',
        url: `/api/registration/invitations/${encodeURIComponent(token)}`,
        headers: headers(account),
        payload: body as Record<string, unknown>,
      }),
    cardInfo: (account: TestAccount | null) =>
      app().inject({ url: '/Register/ApiCardInfo', headers: headers(account) }),
    clearCart: (account: TestAccount | null) =>
      app().inject({ method: 'POST', url: '/Register/ApiClearCart', headers: headers(account) }),
  };
}

/** The registrations of a race, oldest first. */
export async function registrationsOf(database: Database, raceId: number) {
  return database.db
    .select()
    .from(registrations)
    .where(eq(registrations.raceId, raceId))
    .orderBy(registrations.id);
}

/** Places a race has taken now, as the catalogue counts them. */
export async function takenPlaces(database: Database, raceId: number): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from registrations where race_id = ${raceId}
      and (status = 'confirmed' or (status = 'pending' and (expires_at is null or expires_at > now())))`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}
