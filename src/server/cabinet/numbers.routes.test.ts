import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { races, registrations } from '../db/schema.js';
import { insertRace, type TestRace } from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { signedInUsers, useWideTestApp } from '../test/concurrency-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { addMember, assignEvent, insertOrganizer } from './cabinet-fixture.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A second race of the event (5 km). */
async function secondRace(database: Database, tenantId: number, race: TestRace): Promise<number> {
  const [row] = await database.db
    .insert(races)
    .values({
      tenantId,
      eventId: race.eventId,
      code: '5k',
      nameRu: '5 км',
      nameEn: '5 km',
      lengthM: 5_000,
      startsAt: new Date(Date.now() + 61 * DAY_MS),
    })
    .returning({ id: races.id });
  return row!.id;
}

/** Entries of a race: names in this order of registration (a minute apart). */
async function insertEntries(
  database: Database,
  tenantId: number,
  race: { eventId: number; raceId: number },
  names: string[],
  extra: Partial<typeof registrations.$inferInsert> = {},
): Promise<number[]> {
  const rows = await database.db
    .insert(registrations)
    .values(
      names.map((lastName, i) => ({
        tenantId,
        eventId: race.eventId,
        raceId: race.raceId,
        status: 'confirmed' as const,
        lastName,
        firstName: 'Test',
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
        ...extra,
      })),
    )
    .returning({ id: registrations.id });
  return rows.map((r) => r.id);
}

async function bibsOf(database: Database, ids: number[]): Promise<(string | null)[]> {
  const out: (string | null)[] = [];
  for (const id of ids) {
    const [row] = await database.db
      .select({ bib: registrations.bib })
      .from(registrations)
      .where(eq(registrations.id, id));
    out.push(row!.bib);
  }
  return out;
}

describe('the organizer cabinet: start numbers (issue 18 item 4)', () => {
  const ctx = useTestApp();
  let tenantId: number;
  let race: TestRace;
  let fiveK: number;
  const who = {} as Record<'owner' | 'manager' | 'operator' | 'support' | 'runner' | 'rival', TestAccount>;

  const call = (
    account: TestAccount,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
    lang: 'ru' | 'en' = 'en',
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: accountHeaders(account.cookie, { lang }),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const base = () => `/api/cabinet/events/${race.eventCode}`;
  const setRange = (account: TestAccount, raceCode: string, from: unknown, to: unknown) =>
    call(account, 'PUT', `${base()}/races/${raceCode}/numbers`, { from, to });
  const assign = (account: TestAccount, raceCode: string, body: object) =>
    call(account, 'POST', `${base()}/races/${raceCode}/numbers/assign`, body);
  const setBib = (account: TestAccount, id: number | string, bib: unknown, lang: 'ru' | 'en' = 'en') =>
    call(account, 'PUT', `/api/cabinet/entries/${id}/bib`, { bib }, lang);

  beforeAll(async () => {
    const { database } = ctx;
    tenantId = await tenantIdOf(database, 'default');
    const organizer = await insertOrganizer(database, tenantId, 'Клуб «Номера»');
    const rival = await insertOrganizer(database, tenantId, 'Другой');
    race = await insertRace(database, tenantId);
    fiveK = await secondRace(database, tenantId, race);
    await assignEvent(database, race.eventId, organizer);
    let n = 0;
    const account = (roles: ('Administrator' | 'Organization')[] = []) =>
      createTestAccount(database, tenantId, { email: `numbers${++n}@example.org`, roles });
    for (const role of ['owner', 'manager', 'operator'] as const) {
      who[role] = await account(['Organization']);
      await addMember(database, tenantId, organizer, who[role].userId, role);
    }
    who.support = await account(['Administrator']);
    who.runner = await account();
    who.rival = await account(['Organization']);
    await addMember(database, tenantId, rival, who.rival.userId, 'owner');
  });

  beforeEach(async () => {
    await ctx.database.db.delete(registrations).where(eq(registrations.eventId, race.eventId));
    await ctx.database.db
      .update(races)
      .set({ bibFrom: null, bibTo: null })
      .where(eq(races.eventId, race.eventId));
  });

  it('sets ranges per race, refuses an overlap or a reversed range with a field error, and shows counts', async () => {
    expect((await setRange(who.manager, '10k', 100, 199)).statusCode).toBe(200);
    const overlap = await setRange(who.manager, '5k', 150, 299);
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().error.fields.from).toContain('10 km');
    const reversed = await setRange(who.manager, '5k', 300, 200);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields.to).toBeTruthy();
    const ok = await setRange(who.manager, '5k', 200, 299);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ code: '5k', from: 200, to: 299, nextFree: 200, free: 100 });

    await insertEntries(ctx.database, tenantId, race, ['A', 'B']);
    await insertEntries(ctx.database, tenantId, race, ['C'], { bib: '100' });
    const res = await call(who.owner, 'GET', `${base()}/numbers`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().races).toEqual([
      { code: '10k', name: '10 km', from: 100, to: 199, numbered: 1, missing: 2, nextFree: 101, free: 99 },
      { code: '5k', name: '5 km', from: 200, to: 299, numbered: 0, missing: 0, nextFree: 200, free: 100 },
    ]);
    expect(fiveK).toBeGreaterThan(0);
  });

  it('assigns the free numbers in order of registration, skipping taken ones, to live entries only', async () => {
    await setRange(who.manager, '10k', 1, 10);
    const ids = await insertEntries(ctx.database, tenantId, race, ['Яковлев', 'Андреев', 'Борисов']);
    await insertEntries(ctx.database, tenantId, race, ['Taken'], { bib: '2' });
    const [cancelled] = await insertEntries(ctx.database, tenantId, race, ['Gone'], { status: 'cancelled' });
    const [expired] = await insertEntries(ctx.database, tenantId, race, ['Late'], {
      status: 'pending',
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await assign(who.manager, '10k', { order: 'registered' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ assigned: 3, first: 1, last: 4, race: { missing: 0, numbered: 4 } });
    expect(await bibsOf(ctx.database, ids)).toEqual(['1', '3', '4']);
    expect(await bibsOf(ctx.database, [cancelled!, expired!])).toEqual([null, null]);
    // nobody left: nothing to do
    expect((await assign(who.manager, '10k', { order: 'name' })).json()).toMatchObject({ assigned: 0 });
  });

  it('assigns by name, and numbers every entry anew when asked', async () => {
    await setRange(who.manager, '10k', 500, 599);
    const ids = await insertEntries(ctx.database, tenantId, race, ['Волков', 'Абрамов', 'Белов'], {
      bib: null,
    });
    await ctx.database.db.update(registrations).set({ bib: '501' }).where(eq(registrations.id, ids[0]!));
    const missing = await assign(who.owner, '10k', { order: 'name' });
    expect(missing.json()).toMatchObject({ assigned: 2, first: 500, last: 502 });
    expect(await bibsOf(ctx.database, ids)).toEqual(['501', '500', '502']);
    const all = await assign(who.owner, '10k', { order: 'name', onlyMissing: false });
    expect(all.statusCode, all.body).toBe(200);
    expect(await bibsOf(ctx.database, ids)).toEqual(['502', '500', '501']);
  });

  it('refuses when the range has too few numbers left, giving none (409)', async () => {
    const none = await assign(who.manager, '10k', { order: 'registered' });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('BIB_RANGE_MISSING');
    await setRange(who.manager, '10k', 10, 12);
    await insertEntries(ctx.database, tenantId, race, ['X'], { bib: '11' });
    const ids = await insertEntries(ctx.database, tenantId, race, ['A', 'B', 'C']);
    const res = await assign(who.manager, '10k', { order: 'registered' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'BIB_RANGE_FULL' });
    expect(res.json().error.message).toContain('3');
    expect(await bibsOf(ctx.database, ids)).toEqual([null, null, null]);
  });

  it('changes one number by hand: out of range allowed, a taken one refused with BIB_TAKEN naming it', async () => {
    await setRange(who.manager, '10k', 1, 100);
    const [a, b] = await insertEntries(ctx.database, tenantId, race, ['A', 'B']);
    expect((await setBib(who.manager, a!, ' 7 ')).json()).toEqual({ id: a, bib: '7' });
    expect((await setBib(who.manager, b!, 'VIP-1')).json()).toEqual({ id: b, bib: 'VIP-1' });
    const taken = await setBib(who.manager, b!, '7', 'ru');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('BIB_TAKEN');
    expect(taken.json().error.message).toContain('7');
    expect(await bibsOf(ctx.database, [a!, b!])).toEqual(['7', 'VIP-1']);
    // the same number in another race is fine; clearing gives the number back
    const [other] = await insertEntries(ctx.database, tenantId, { eventId: race.eventId, raceId: fiveK }, [
      'C',
    ]);
    expect((await setBib(who.manager, other!, '7')).statusCode).toBe(200);
    expect((await setBib(who.manager, a!, '')).json()).toEqual({ id: a, bib: null });
    expect((await setBib(who.manager, b!, '7')).statusCode).toBe(200);
    const bad = await setBib(who.manager, a!, 'семь');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.bib).toBeTruthy();
  });

  it('the unique index keeps a number to one live entry of a race', async () => {
    const [a, b] = await insertEntries(ctx.database, tenantId, race, ['A', 'B']);
    await ctx.database.db.update(registrations).set({ bib: '9' }).where(eq(registrations.id, a!));
    await expect(
      ctx.database.db
        .update(registrations)
        .set({ bib: '9' })
        .where(and(eq(registrations.id, b!), eq(registrations.tenantId, tenantId))),
    ).rejects.toThrow();
  });

  it('lets the owner and manager in; operator and support 403; a runner and another organizer 404', async () => {
    const [id] = await insertEntries(ctx.database, tenantId, race, ['A']);
    for (const [account, status] of [
      [who.owner, 200],
      [who.manager, 200],
      [who.operator, 403],
      [who.support, 403],
      [who.runner, 404],
      [who.rival, 404],
    ] as const) {
      expect((await call(account, 'GET', `${base()}/numbers`)).statusCode).toBe(status);
      expect((await setRange(account, '10k', 1, 50)).statusCode).toBe(status);
      expect((await assign(account, '10k', { order: 'registered' })).statusCode).toBe(status);
      expect((await setBib(account, id!, null)).statusCode).toBe(status);
    }
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `${base()}/numbers`,
      headers: { host: 'localhost' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers bad input with 400 or 404, never 500', async () => {
    const [id] = await insertEntries(ctx.database, tenantId, race, ['A']);
    const answers = [
      await setRange(who.owner, '10k', 0, 5),
      await setRange(who.owner, '10k', 1, 1_000_000),
      await setRange(who.owner, '10k', '1', 'x'),
      await setRange(who.owner, '10k', 1.5, 2),
      await assign(who.owner, '10k', { order: 'random' }),
      await assign(who.owner, '10k', {}),
      await setBib(who.owner, id!, 42),
      await setBib(who.owner, id!, 'x'.repeat(500)),
      await setBib(who.owner, 'abc', '1'),
      await setBib(who.owner, '99999999999', '1'),
      await setBib(who.owner, 2_000_000_000, '1'),
      await setRange(who.owner, 'nope', 1, 2),
      await call(who.owner, 'GET', `/api/cabinet/events/nope/numbers`),
    ].map((r) => r.statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 404, 404, 404]);
  });
});

describe('two assignments of one race at once', () => {
  const ctx = useWideTestApp();

  it('never give one number twice', async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    const race = await insertRace(ctx.database, tenantId, { bibFrom: 1, bibTo: 1000 });
    const organizer = await insertOrganizer(ctx.database, tenantId, 'Параллельный');
    await assignEvent(ctx.database, race.eventId, organizer);
    const cookies = await signedInUsers(ctx.database, tenantId, 6, 'manager');
    const users = (
      (await ctx.database.db.execute(
        sql`select id from users where email like 'manager%@example.org' order by id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    for (const u of users) await addMember(ctx.database, tenantId, organizer, u.id, 'manager');
    const ids = await insertEntries(
      ctx.database,
      tenantId,
      race,
      Array.from({ length: 120 }, (_, i) => `R${i}`),
    );

    const answers = await Promise.all(
      cookies.flatMap((cookie, i) => [
        ctx.app.inject({
          method: 'POST',
          url: `/api/cabinet/events/${race.eventCode}/races/${race.raceCode}/numbers/assign`,
          headers: { host: 'localhost', origin: 'http://localhost', cookie },
          payload: { order: i % 2 ? 'name' : 'registered' },
        }),
        ctx.app.inject({
          method: 'PUT',
          url: `/api/cabinet/entries/${ids[i]}/bib`,
          headers: { host: 'localhost', origin: 'http://localhost', cookie },
          payload: { bib: String(i + 1) },
        }),
      ]),
    );
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    const bibs = (await bibsOf(ctx.database, ids)).filter((b): b is string => b !== null);
    expect(bibs).toHaveLength(ids.length);
    expect(new Set(bibs).size).toBe(bibs.length);
  });
});
