import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { orders, persons, sessions, users } from '../db/schema.js';
import { createTestApp, createTestDatabase, tenantIdOf, type TestDatabase } from '../test/test-app.js';
import { fillPlaces, insertRace, orderBody, registrationsOf, takenPlaces } from './registration-fixture.js';

const USERS = 200;
const CAPACITY = 50;
const LEFT = 10;

/**
 * The test database through a pool wide enough for the attempts to really overlap: on PostgreSQL (CI sets
 * DATABASE_URL) a second pool of 40 connections to the same database; PGlite has one connection and runs
 * the transactions one after another.
 */
async function widePool(database: Database): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (database.kind !== 'postgres' || !adminUrl) return database;
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(adminUrl);
  url.pathname = `/${result.rows[0]!.name}`;
  return openDatabase({ databaseUrl: url.toString(), poolSize: 40 });
}

/** `count` signed-in users straight in the database (users, own persons, sessions): their cookies. */
async function signedInUsers(database: Database, tenantId: number, count: number): Promise<string[]> {
  const created = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        tenantId,
        email: `runner${i}@example.org`,
        passwordHash: '$argon2id$none',
        emailConfirmedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  await database.db
    .insert(persons)
    .values(
      created.map((u, i) => ({ tenantId, accountUserId: u.id, firstName: 'Runner', lastName: `N${i}` })),
    );
  const tokens = created.map(() => randomBytes(32).toString('base64url'));
  await database.db.insert(sessions).values(
    created.map((u, i) => ({
      id: createHash('sha256').update(tokens[i]!, 'utf8').digest('hex'),
      tenantId,
      userId: u.id,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    })),
  );
  return tokens.map((t) => `sl_session=${t}`);
}

describe('the last places of a race under concurrent orders', () => {
  let testDb: TestDatabase;
  let wide: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    wide = await widePool(testDb.database);
    app = await createTestApp(wide);
  });
  afterAll(async () => {
    await app?.close();
    if (wide && wide !== testDb?.database) await wide.close();
    await testDb?.dispose();
  });

  it(`${USERS} users at once on the last ${LEFT} places: exactly ${LEFT} holds, LIMIT_REACHED for every other`, async () => {
    const tenantId = await tenantIdOf(wide, 'default');
    const race = await insertRace(wide, tenantId, { capacity: CAPACITY });
    await fillPlaces(wide, tenantId, race, CAPACITY - LEFT);
    const cookies = await signedInUsers(wide, tenantId, USERS);

    const answers = await Promise.all(
      cookies.map((cookie, i) =>
        app.inject({
          method: 'POST',
          url: `/api/registration/${race.eventCode}/${race.raceCode}/order`,
          headers: { host: 'localhost', origin: 'http://localhost', cookie },
          payload: orderBody([{ kind: 'friend', email: `friend${i}@example.org` }]),
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LEFT);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(USERS - LEFT);
    expect(new Set(refused.map((a) => `${a.statusCode} ${a.json().error.code}`))).toEqual(
      new Set(['409 LIMIT_REACHED']),
    );

    expect(await takenPlaces(wide, race.raceId)).toBe(CAPACITY);
    const holds = (await registrationsOf(wide, race.raceId)).filter((r) => r.status === 'pending');
    expect(holds).toHaveLength(LEFT);
    expect(new Set(holds.map((h) => h.userId)).size).toBe(LEFT);
    const placed = await wide.db.select().from(orders).where(eq(orders.raceId, race.raceId));
    expect(placed).toHaveLength(LEFT);
    expect(placed.every((o) => o.status === 'awaiting-payment')).toBe(true);
  });
});
