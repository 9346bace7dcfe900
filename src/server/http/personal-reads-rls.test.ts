import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { createTestApp, createTestDatabase, tenantIdOf, type TestDatabase } from '../test/test-app.js';
import { insertRace, orderBody, registrationCalls } from '../registration/registration-fixture.js';

/*
 * Row-level security is the backstop of tenant isolation (DESIGN §3, ADR 014) for personal data read as
 * well as written: every statement of these calls that reads a person, a registration, an order, a relative
 * or a draft runs in a tenant transaction (after its `set_config` of the app role and the tenant, before
 * its commit). Only the session's own look-up comes before it.
 */

/** The tables that hold a person's data. */
const PERSONAL =
  /\b(persons|registrations|orders|order_items|relatives|identity_documents|registration_drafts|person_images)\b/;

describe('personal data is read under row-level security', () => {
  const log: string[] = [];
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let anna: TestAccount;
  let orderNumber: string;
  let raceCodes: { eventCode: string; raceCode: string };

  beforeAll(async () => {
    testDb = await createTestDatabase({ logQuery: (query) => log.push(query) });
    app = await createTestApp(testDb.database);
    const tenantId = await tenantIdOf(testDb.database, 'default');
    anna = await createTestAccount(testDb.database, tenantId, {
      email: 'rls-reads@example.org',
      person: { firstName: 'Анна', lastName: 'Смирнова', gender: 'female', birthDate: '1990-05-14' },
    });
    const race = await insertRace(testDb.database, tenantId);
    raceCodes = race;
    const placed = await registrationCalls(() => app).order(anna, race, orderBody([{ kind: 'self' }]));
    orderNumber = placed.json().orderNumber;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const ROUTES: Record<string, () => string> = {
    'the profile': () => '/api/account/profile',
    'the relatives': () => '/api/account/relatives',
    'my registrations': () => '/api/account/registrations',
    'my orders': () => '/api/account/orders',
    'my training': () => '/api/account/training',
    'the cart info': () => '/Register/ApiCardInfo',
    "a race's registration context": () => `/api/registration/${raceCodes.eventCode}/${raceCodes.raceCode}`,
    'an order': () => `/api/registration/orders/${orderNumber}`,
    "a friend's entry": () => `/api/registration/invitations/${'A'.repeat(43)}`,
  };

  it.each(Object.keys(ROUTES))('%s: personal data read only inside a tenant transaction', async (name) => {
    const url = ROUTES[name]!();
    log.length = 0;
    const res = await app.inject({ url, headers: accountHeaders(anna.cookie) });
    // (an unknown invitation is looked up all the same)
    expect(res.statusCode, `${url}: ${res.body}`).toBe(name === "a friend's entry" ? 404 : 200);
    let inTenant = false;
    const outside: string[] = [];
    let personal = 0;
    for (const query of log) {
      const text = query.toLowerCase();
      if (text.includes("set_config('role'") || text.includes('set_config($1')) inTenant = true;
      else if (/^\s*(commit|rollback)\b/.test(text)) inTenant = false;
      else if (PERSONAL.test(text)) {
        personal++;
        // the session's look-up (sessions joined to its user and person) comes first, by design
        if (!inTenant && !/\bsessions\b/.test(text)) outside.push(query);
      }
    }
    expect(personal, url).toBeGreaterThan(0);
    expect(outside, url).toEqual([]);
  });
});
