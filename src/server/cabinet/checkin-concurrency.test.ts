import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { orders, registrations } from '../db/schema.js';
import { DAY_MS, insertRace } from '../registration/registration-fixture.js';
import { signedInUsers, widePool } from '../test/concurrency-fixture.js';
import { createTestApp, createTestDatabase, tenantIdOf, type TestDatabase } from '../test/test-app.js';
import { addMember, assignEvent, insertOrganizer } from './cabinet-fixture.js';
import { insertEntry, offlineForm } from './checkin-fixture.js';

const OPERATORS = 8;
const CAPACITY = 3;
/** Names take letters only: runner i is Бегунов-<i-th letter>. */
const LETTERS = 'абвгдежзиклмнопрстуфхцчшщэюя';

describe('the start-pack point under concurrent calls (real PostgreSQL)', () => {
  let testDb: TestDatabase;
  let wide: Database;
  let app: FastifyInstance;
  let cookies: string[];
  let eventCode: string;
  let race: { eventId: number; raceId: number };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    wide = await widePool(testDb.database);
    app = await createTestApp(wide);
    const tenantId = await tenantIdOf(wide, 'default');
    const closed = await insertRace(wide, tenantId, {
      registrationClosesAt: new Date(Date.now() - DAY_MS),
      capacity: CAPACITY,
    });
    eventCode = closed.eventCode;
    race = closed;
    const organizer = await insertOrganizer(wide, tenantId, 'Параллельный старт');
    await assignEvent(wide, closed.eventId, organizer);
    cookies = await signedInUsers(wide, tenantId, OPERATORS, 'desk');
    const users = (
      (await wide.db.execute(
        sql`select id from users where email like 'desk%@example.org' order by id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    for (const u of users) await addMember(wide, tenantId, organizer, u.id, 'operator');
  });
  afterAll(async () => {
    await app?.close();
    if (wide && wide !== testDb?.database) await wide.close();
    await testDb?.dispose();
  });

  const post = (cookie: string, path: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/api/cabinet/events/${eventCode}/checkin${path}`,
      headers: { host: 'localhost', origin: 'http://localhost', cookie },
      ...(payload ? { payload } : {}),
    });

  it('gives one start pack once when every operator taps at the same moment', async () => {
    const tenantId = await tenantIdOf(wide, 'default');
    const id = await insertEntry(wide, tenantId, race, { lastName: 'Одновременный' });
    const answers = await Promise.all(cookies.map((cookie) => post(cookie, `/entries/${id}/start-pack`)));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode, a.body).toBe(409);
      expect(a.json().error.code).toBe('START_PACK_GIVEN');
      // the losers are told the winner's name
      expect(a.json().error.message).toContain(won[0]!.json().startPack.givenBy);
    }
  });

  it('sells exactly the places left when the operators register different runners at once', async () => {
    const answers = await Promise.all(
      [...cookies, ...cookies].map((cookie, i) =>
        post(cookie, '/registrations', offlineForm({ lastName: `Бегунов-${LETTERS[i]}` })),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().error.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(CAPACITY - 1);
    expect(codes.filter((c) => c !== 'ok')).toEqual(
      Array(2 * OPERATORS - CAPACITY + 1).fill('LIMIT_REACHED'),
    );
    const confirmed = await wide.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.raceId, race.raceId), eq(registrations.status, 'confirmed')));
    expect(confirmed).toHaveLength(CAPACITY);
    const sold = await wide.db.select({ id: orders.id }).from(orders).where(eq(orders.raceId, race.raceId));
    expect(sold).toHaveLength(CAPACITY - 1);
  });

  it('registers one runner once when the same form is sent many times at once', async () => {
    const form = offlineForm({ lastName: 'Дважды', race: '10k' });
    // places free again
    await wide.db.delete(registrations).where(eq(registrations.raceId, race.raceId));
    const answers = await Promise.all(cookies.map((cookie) => post(cookie, '/registrations', form)));
    const ids = new Set(answers.map((a) => a.json().id as number));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(OPERATORS).fill(200));
    expect(ids.size).toBe(1);
  });
});
