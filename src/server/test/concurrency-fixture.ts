import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { persons, sessions, users, type NewPersonRow } from '../db/schema.js';
import { createTestApp, createTestDatabase, type TestDatabase } from './test-app.js';

/*
 * What the concurrency tests on real PostgreSQL share (registration's last places, teams' last places and
 * member slots): a pool wide enough for the attempts to overlap, and many signed-in users made at once.
 */

/**
 * The test database through a pool wide enough for the attempts to really overlap: on PostgreSQL (CI sets
 * DATABASE_URL) a second pool of 40 connections to the same database; PGlite has one connection and runs
 * the transactions one after another.
 */
export async function widePool(database: Database): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (database.kind !== 'postgres' || !adminUrl) return database;
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(adminUrl);
  url.pathname = `/${result.rows[0]!.name}`;
  return openDatabase({ databaseUrl: url.toString(), poolSize: 40 });
}

/**
 * One test database and an app on its wide pool (`widePool`) for the calling `describe` block: built in
 * `beforeAll`, closed and dropped in `afterAll`. Answers getters, read inside tests.
 */
export function useWideTestApp(): { readonly app: FastifyInstance; readonly database: Database } {
  let testDb: TestDatabase | undefined;
  let wide: Database | undefined;
  let app: FastifyInstance | undefined;
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
  return {
    get app() {
      if (!app) throw new Error('useWideTestApp: the app is read before beforeAll has built it');
      return app;
    },
    get database() {
      if (!wide) throw new Error('useWideTestApp: the database is read before beforeAll has made it');
      return wide;
    },
  };
}

/**
 * `count` signed-in users straight in the database (users, own persons, sessions): their session cookies.
 * `person` gives the i-th user's profile beyond the name Runner N<i>.
 */
export async function signedInUsers(
  database: Database,
  tenantId: number,
  count: number,
  prefix = 'runner',
  person: (i: number) => Partial<NewPersonRow> = () => ({}),
): Promise<string[]> {
  const created = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        tenantId,
        email: `${prefix}${i}@example.org`,
        passwordHash: '$argon2id$none',
        emailConfirmedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  await database.db.insert(persons).values(
    created.map((u, i) => ({
      tenantId,
      accountUserId: u.id,
      firstName: 'Runner',
      lastName: `N${i}`,
      ...person(i),
    })),
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
