import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_GROUPS } from '../../../shared/domain/age-groups.js';
import { EVENTS_LOADER_TYPES } from '../../../shared/constants.js';
import type { EventsFilter } from '../../../shared/schemas/catalogue.js';
import { openDatabase, type Database } from '../../db/client.js';
import { ensureCities } from '../../db/demo/insert.js';
import { createRandom } from '../../db/demo/prng.js';
import { events, racePrices, races, registrations, results, series, teams } from '../../db/schema.js';
import { createTestDatabase, tenantIdOf, type TestDatabase } from '../../test/test-app.js';
import type { TenantId } from '../../tenants/tenant-id.js';
import { cappedTotal, createEventsListRepo, type Keyset, type PageKey } from '../events-list.repo.js';
import type { ListCriteria } from '../list-conditions.js';
import { listCriteria } from '../list-criteria.js';
import { indexAnswers } from './index-conditions.js';
import { searchQueryOf } from './text-query.js';
import { createListIndexes } from './list-indexes.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ZONES = ['Europe/Moscow', 'Europe/Kaliningrad', 'Asia/Yekaterinburg', 'Asia/Vladivostok', 'UTC'];
const SPORTS = ['run', 'trail', 'cycling', 'ski-race', 'swimming'] as const;
const PLACES = ['Парк Горького', 'Стадион «Лужники»', 'Olympic Park', 'Набережная', null];
/** Words of names and descriptions, some sharing a trigram with the searches' typos. */
const WORDS = ['ночной', 'марафон', 'трейл', 'кубок', 'лыжная', 'гонка', 'санкт-петербург', 'night', 'trail'];
/** Searches as visitors type them: words, typos, phrases, `or`, a minus, a city's name, nothing known. */
const SEARCHES = [
  'марафон',
  'ночной марафон',
  'марафн',
  'трэйл ночной',
  '"ночной марафон"',
  'трейл or гонка',
  'кубок -лыжная',
  'санкт-петербург',
  'Москва',
  'казань марафон',
  'night',
  'zzzqqq',
  '!!!',
];

/**
 * ADR 032: the in-process list index answers what the database's list query answers — the same page keys
 * in the same order and the same capped count, for every tab and filter it takes — and stays so as events,
 * races, results and series change, whoever changes them.
 */
describe('the list index', () => {
  let testDb: TestDatabase;
  let database: Database;
  let tenant: TenantId;
  let other: TenantId;
  let cityIds: number[];
  let seriesCodes: string[];
  // seeded, so that a failure repeats
  const { next: rnd, pick, chance } = createRandom(20261207);
  const now = new Date();
  let eventIds: number[] = [];

  /** A moment around now: gone, soon, or later. */
  const lapse = () =>
    pick([
      null,
      new Date(now.getTime() - HOUR),
      new Date(now.getTime() + 2 * HOUR),
      new Date(now.getTime() + 5 * DAY),
    ]);

  let teamSerial = 0;

  /** Price steps, registrations and teams of some races: what a card's prices and places are made of. */
  async function seedPlaces(tenantId: TenantId, raceIds: { id: number; eventId: number; format: string }[]) {
    const prices = raceIds.flatMap((r) =>
      Array.from({ length: Math.floor(rnd() * 4) }, (_, k) => ({
        tenantId,
        raceId: r.id,
        validFrom: new Date(now.getTime() + Math.floor((rnd() * 60 - 30) * DAY) + k),
        amount: 50_000 + Math.floor(rnd() * 10) * 10_000,
      })),
    );
    if (prices.length) await database.db.insert(racePrices).values(prices);
    const teamRows = raceIds
      .filter((r) => r.format === 'team')
      .flatMap((r) =>
        Array.from({ length: Math.floor(rnd() * 4) }, (_, k) => ({
          tenantId,
          eventId: r.eventId,
          raceId: r.id,
          name: `Команда ${r.id}-${k}-${teamSerial}`,
          nameKey: `team-${r.id}-${k}-${teamSerial}`,
          joinCode: `J${r.id}X${k}S${teamSerial++}`,
          status: pick(['active', 'active', 'disbanded'] as const),
          expiresAt: lapse(),
        })),
      );
    const madeTeams = teamRows.length
      ? await database.db
          .insert(teams)
          .values(teamRows)
          .returning({ id: teams.id, eventId: teams.eventId, raceId: teams.raceId })
      : [];
    const entry = (eventId: number, raceId: number, teamId: number | null) => ({
      tenantId,
      eventId,
      raceId,
      teamId,
      status: pick(['pending', 'pending', 'confirmed', 'cancelled', 'expired'] as const),
      expiresAt: lapse(),
      pool: chance(0.2) ? ('children' as const) : ('adults' as const),
    });
    const entries = [
      ...raceIds
        .filter((r) => r.format === 'individual')
        .flatMap((r) => Array.from({ length: Math.floor(rnd() * 5) }, () => entry(r.eventId, r.id, null))),
      ...madeTeams.flatMap((t) =>
        Array.from({ length: Math.floor(rnd() * 3) }, () => entry(t.eventId, t.raceId, t.id)),
      ),
    ];
    if (entries.length) await database.db.insert(registrations).values(entries);
  }

  async function seedEvents(tenantId: TenantId, n: number, prefix: string, seriesIds: (number | null)[]) {
    const rows = Array.from({ length: n }, (_, i) => {
      // starts spread over -90..+150 days, some sharing an instant (the keyset's id breaks the tie)
      const startsAt = chance(0.1)
        ? new Date(Math.floor(now.getTime() / DAY) * DAY + 6 * HOUR)
        : new Date(now.getTime() + Math.floor((rnd() * 240 - 90) * DAY) + Math.floor(rnd() * 24) * HOUR);
      const draft = chance(0.08);
      return {
        tenantId,
        code: `${prefix}-${i}`,
        nameRu: `${pick(WORDS)} ${pick(WORDS)} ${prefix} ${i}`,
        nameEn: `Run ${prefix} ${i}`,
        descriptionRu: Array.from({ length: Math.floor(rnd() * 12) }, () => pick(WORDS)).join(' '),
        startsAt,
        endsAt: chance(0.3) ? new Date(startsAt.getTime() + Math.floor(rnd() * 20) * DAY) : null,
        timeZone: pick(ZONES),
        sportType: pick(SPORTS),
        activityType: chance(0.2) ? ('online' as const) : ('offline' as const),
        isOnline: chance(0.2),
        cityId: chance(0.85) ? pick(cityIds) : null,
        placeRu: pick(PLACES),
        placeEn: chance(0.5) ? pick(PLACES) : null,
        starRating: chance(0.4) ? Math.floor(rnd() * 6) : null,
        isNational: chance(0.2),
        fastIdentification: chance(0.2),
        seriesId: pick(seriesIds),
        status: draft ? ('draft' as const) : pick(['published', 'published', 'closed', 'finished'] as const),
        published: !draft,
      };
    });
    const inserted = await database.db.insert(events).values(rows).returning({ id: events.id });
    const ids = inserted.map((r) => r.id);
    const raceRows = ids.flatMap((eventId, i) =>
      Array.from({ length: Math.floor(rnd() * 3) }, (_, k) => {
        // registration windows and places around now, so that "available" and the card states vary
        const around = () => new Date(now.getTime() + Math.floor((rnd() * 40 - 20) * DAY));
        return {
          tenantId,
          eventId,
          code: `r${k}`,
          nameRu: `Дистанция ${k}`,
          nameEn: `Distance ${k}`,
          lengthM: 5000 * (k + 1),
          startsAt: chance(0.8) ? rows[i]!.startsAt : around(),
          minAge: chance(0.5) ? Math.floor(rnd() * 40) : null,
          maxAge: chance(0.3) ? 20 + Math.floor(rnd() * 50) : null,
          capacity: chance(0.5) ? 1 + Math.floor(rnd() * 4) : null,
          childCapacity: chance(0.15) ? Math.floor(rnd() * 3) : null,
          registrationOpensAt: chance(0.4) ? around() : null,
          registrationClosesAt: chance(0.4) ? around() : null,
          registrationDisabled: chance(0.1),
          format: chance(0.2) ? ('team' as const) : ('individual' as const),
        };
      }),
    );
    const raceIds = raceRows.length
      ? await database.db
          .insert(races)
          .values(raceRows)
          .returning({ id: races.id, eventId: races.eventId, format: races.format })
      : [];
    await seedPlaces(tenantId, raceIds);
    const finished = raceIds.filter(() => chance(0.3));
    if (finished.length) {
      await database.db.insert(results).values(
        finished.map((r, k) => ({
          tenantId,
          eventId: r.eventId,
          raceId: r.id,
          bib: String(k + 1),
          name: `Участник ${k}`,
          gender: 'male' as const,
        })),
      );
    }
    return ids;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = testDb.database;
    tenant = await tenantIdOf(database, 'default');
    other = await tenantIdOf(database, 'pionercup');
    cityIds = [...(await ensureCities(database.db)).values()].slice(0, 6);
    const made = await database.db
      .insert(series)
      .values([
        { tenantId: tenant, code: 'spring', nameRu: 'Весна', nameEn: 'Spring' },
        { tenantId: tenant, code: 'autumn', nameRu: 'Осень', nameEn: 'Autumn' },
        { tenantId: other, code: 'spring', nameRu: 'Весна', nameEn: 'Spring' },
      ])
      .returning({ id: series.id, tenantId: series.tenantId, code: series.code });
    seriesCodes = ['spring', 'autumn', 'winter'];
    const own = made.filter((s) => s.tenantId === tenant).map((s) => s.id);
    const theirs = made.filter((s) => s.tenantId === other).map((s) => s.id);
    eventIds = await seedEvents(tenant, 400, 'a', [...own, null, null]);
    await seedEvents(other, 60, 'b', [...theirs, null]);
  });
  afterAll(async () => {
    await testDb.dispose();
  });

  /** A random filter set the index answers. */
  function randomCriteria(): ListCriteria {
    const f: EventsFilter = {};
    if (chance(0.3)) f.city = pick(cityIds);
    if (chance(0.3)) f.sport = chance(0.7) ? [pick(SPORTS)] : [pick(SPORTS), pick(SPORTS)];
    if (chance(0.15)) f.activity = pick(['offline', 'online'] as const);
    if (chance(0.2)) {
      const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
      const from = Math.floor(rnd() * 200) - 100;
      if (chance(0.7)) f.dateFrom = day(from);
      if (chance(0.6)) f.dateTo = day(from + Math.floor(rnd() * 60));
    }
    if (chance(0.15)) f.place = pick(['парк', 'ЛУЖНИКИ', 'park', 'на', '«']);
    if (chance(0.15)) f.rating = 1 + Math.floor(rnd() * 5);
    if (chance(0.1)) f.national = true;
    if (chance(0.1)) f.fastId = true;
    if (chance(0.15)) f.ageGroup = pick(AGE_GROUPS).id;
    if (chance(0.15)) f.series = pick(seriesCodes);
    if (chance(0.35)) f.q = pick(SEARCHES);
    if (chance(0.2)) f.available = true;
    const c = listCriteria(pick(EVENTS_LOADER_TYPES), f, now, 'ru');
    if (chance(0.1)) {
      f.club = 1;
      c.clubEventIds = eventIds.filter(() => chance(0.2));
    }
    return c;
  }

  /** What the service looks up before a search: the probe's cities, corrections and query (ADR 033). */
  async function prepared(db: Database, c: ListCriteria): Promise<ListCriteria> {
    if (!c.filter.q) return c;
    const probe = await createEventsListRepo(db.db, tenant).searchProbe(c.filter.q);
    c.searchCityIds = probe.cityIds;
    c.searchCorrections = probe.corrections;
    c.searchQuery = searchQueryOf(probe.textQuery, probe.correctionQueries);
    return c;
  }

  /** Page keys without the database's per-row count (which the answer also carries as `matches`). */
  const same = (answer: { keys: PageKey[]; matches?: number }) => ({
    keys: answer.keys.map(({ id, starts_key, score }) => ({ id, starts_key, score })),
    matches: answer.matches,
  });

  /** The index and the database answer the same first page, the same next page and the same count. */
  async function expectSameAnswers(db: Database, count: number) {
    const repo = createEventsListRepo(db.db, tenant);
    const index = await createListIndexes(db.db).current(tenant);
    let pages = 0;
    let searches = 0;
    for (let i = 0; i < count; i += 1) {
      const c = await prepared(db, randomCriteria());
      expect(indexAnswers(c)).toBe(true);
      if (c.filter.q) searches += 1;
      const label = JSON.stringify({ type: c.type, ...c.filter, clubs: c.clubEventIds?.length });
      const limit = 1 + Math.floor(rnd() * 25);
      const first = await repo.pageKeys(c, null, limit + 1);
      expect(same(index.pageKeys(c, null, limit + 1)), label).toEqual(same(first));
      // the page's cards: prices, places, states as the cards statement reads them now
      const ids = first.keys.map((k) => k.id);
      const cards = index.cards(ids, now)?.map((c) => ({ ...c.row, score: 0, races: c.races }));
      expect(cards, label).toEqual(await repo.cards(ids, now));
      expect(cappedTotal(index.count(c, 30), 30), label).toEqual(await repo.total(c, 30));
      const last = first.keys[limit - 1];
      if (first.keys.length > limit && last) {
        const after: Keyset = {
          startsAt: last.starts_key,
          id: last.id,
          score: c.filter.q ? last.score : undefined,
        };
        expect(same(index.pageKeys(c, after, limit + 1)), label).toEqual(
          same(await repo.pageKeys(c, after, limit + 1)),
        );
        pages += 1;
      }
    }
    // the random filter sets reached next pages, so the keyset was compared too, and searched
    expect(pages).toBeGreaterThan(count / 10);
    expect(searches).toBeGreaterThan(count / 5);
  }

  it('answers every tab and filter as the database does', async () => {
    await expectSameAnswers(database, 300);
  });

  it('follows inserts, moves, unpublishing, deletes, races, results, series, places and prices', async () => {
    const { db } = database;
    // a process that loaded before the changes
    const indexes = createListIndexes(db);
    const before = await indexes.current(tenant);
    const moved = eventIds.slice(0, 40);
    await db
      .update(events)
      .set({ startsAt: sql`${events.startsAt} + interval '3 days 5 hours'`, sportType: 'trail' })
      .where(inArray(events.id, moved));
    await db
      .update(events)
      .set({ status: 'draft' })
      .where(inArray(events.id, eventIds.slice(40, 60)));
    await db
      .update(events)
      .set({ status: 'published' })
      .where(and(eq(events.tenantId, tenant), eq(events.published, false)));
    await db.delete(results).where(inArray(results.eventId, eventIds.slice(60, 120)));
    const gone = eventIds.slice(60, 80);
    await db.delete(registrations).where(inArray(registrations.eventId, gone));
    await db.delete(teams).where(inArray(teams.eventId, gone));
    const goneRaces = await db.select({ id: races.id }).from(races).where(inArray(races.eventId, gone));
    if (goneRaces.length)
      await db.delete(racePrices).where(
        inArray(
          racePrices.raceId,
          goneRaces.map((r) => r.id),
        ),
      );
    await db.delete(races).where(inArray(races.eventId, gone));
    // places and prices change: holds confirmed and cancelled, new entries, a team disbanded, steps moved
    const some = eventIds.slice(140, 260);
    await db
      .update(registrations)
      .set({ status: 'confirmed', expiresAt: null })
      .where(and(inArray(registrations.eventId, some.slice(0, 40)), eq(registrations.status, 'pending')));
    await db
      .update(registrations)
      .set({ status: 'cancelled' })
      .where(inArray(registrations.eventId, some.slice(40, 80)));
    await db
      .update(teams)
      .set({ status: 'disbanded' })
      .where(inArray(teams.eventId, some.slice(0, 60)));
    const someRaces = await db
      .select({ id: races.id, eventId: races.eventId, format: races.format })
      .from(races)
      .where(inArray(races.eventId, some.slice(60, 120)));
    await db
      .update(racePrices)
      .set({ validFrom: sql`${racePrices.validFrom} - interval '20 days'` })
      .where(
        inArray(
          racePrices.raceId,
          someRaces.map((r) => r.id),
        ),
      );
    await seedPlaces(tenant, someRaces);
    await db.delete(events).where(inArray(events.id, eventIds.slice(60, 80)));
    await db
      .update(races)
      .set({ minAge: 65, maxAge: null })
      .where(inArray(races.eventId, eventIds.slice(80, 140)));
    await db
      .update(series)
      .set({ code: 'winter' })
      .where(and(eq(series.tenantId, tenant), eq(series.code, 'autumn')));
    eventIds = eventIds.filter((id) => !eventIds.slice(60, 80).includes(id));
    eventIds.push(...(await seedEvents(tenant, 50, 'c', [null])));

    const after = await indexes.current(tenant);
    expect(after).toBe(before);
    // the same process's index, brought up to date, and a new one agree with the database
    const repo = createEventsListRepo(db, tenant);
    for (let i = 0; i < 150; i += 1) {
      const c = await prepared(database, randomCriteria());
      const label = JSON.stringify({ type: c.type, ...c.filter });
      expect(same(after.pageKeys(c, null, 21)), label).toEqual(same(await repo.pageKeys(c, null, 21)));
    }
    await expectSameAnswers(database, 100);
  });

  it('answers nothing while a tenant loads in full, so that no visitor waits for the load', async () => {
    const indexes = createListIndexes(database.db);
    // the first request starts the load and goes on to the database
    expect(await indexes.answering(tenant)).toBeNull();
    expect(await indexes.answering(tenant)).toBeNull();
    const loaded = await indexes.current(tenant);
    expect(loaded.size).toBeGreaterThan(400);
    expect(await indexes.answering(tenant)).toBe(loaded);
  });

  it('sees a transaction that committed after a later one, and nothing uncommitted', async () => {
    // another instance's pool writes; on PGlite, its one connection
    const writer = testDb.url ? await openDatabase({ databaseUrl: testDb.url, poolSize: 2 }) : database;
    try {
      const indexes = createListIndexes(database.db);
      const future = listCriteria('future', { city: cityIds[0]! }, now, 'ru');
      const codesOf = async () => {
        const index = await indexes.current(tenant);
        const { keys } = index.pageKeys(future, null, 1000);
        return new Set(keys.map((k) => k.id));
      };
      await codesOf();
      const insert = (db: Database['db'], code: string) =>
        db
          .insert(events)
          .values({
            tenantId: tenant,
            code,
            nameRu: code,
            nameEn: code,
            startsAt: new Date(now.getTime() + 5 * DAY),
            cityId: cityIds[0]!,
          })
          .returning({ id: events.id })
          .then((rows) => rows[0]!.id);

      if (writer !== database) {
        // T1 writes first and commits last; T2 commits in between, while an index syncs
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let firstId = 0;
        let written!: () => void;
        const wrote = new Promise<void>((resolve) => (written = resolve));
        const t1 = writer.db.transaction(async (tx) => {
          firstId = await insert(tx as unknown as Database['db'], 'latecommitting');
          written();
          await held;
        });
        await wrote;
        expect((await codesOf()).has(firstId)).toBe(false);
        const secondId = await insert(writer.db, 'earlycommitting');
        const seen = await codesOf();
        expect(seen.has(secondId)).toBe(true);
        expect(seen.has(firstId)).toBe(false);
        release();
        await t1;
        expect((await codesOf()).has(firstId)).toBe(true);
      }
      // written and committed between two syncs: seen by the next
      const id = await insert(writer.db, 'betweensyncs');
      expect((await codesOf()).has(id)).toBe(true);
      // another tenant's change is not this tenant's
      expect((await indexes.current(other)).size).toBeGreaterThan(0);
    } finally {
      if (writer !== database) await writer.close();
    }
  });

  it('lets two writers prune the day-old changes without waiting for each other', async () => {
    // another instance's pool; PGlite has one connection and nothing to wait for
    if (!testDb.url) return;
    const writer = await openDatabase({ databaseUrl: testDb.url, poolSize: 2 });
    try {
      const [a, b] = eventIds;
      await database.db.execute(sql`insert into catalogue_changes (tenant_id, event_id, changed_at)
        select ${tenant}, ${a!}, now() - interval '2 days' from generate_series(1, 5)`);
      const entry = (eventId: number) => ({ tenantId: tenant, eventId, status: 'confirmed' as const });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let pruned!: () => void;
      const first = new Promise<void>((resolve) => (pruned = resolve));
      // the first writer's transaction prunes the old rows and stays open
      const t1 = writer.db.transaction(async (tx) => {
        await tx.insert(registrations).values(entry(a!));
        pruned();
        await held;
      });
      await first;
      const second = database.db
        .insert(registrations)
        .values(entry(b!))
        .then(() => 'written');
      const waited = new Promise((resolve) => setTimeout(() => resolve('waited'), 3000));
      const outcome = await Promise.race([second, waited]);
      release();
      await Promise.all([t1, second]);
      expect(outcome).toBe('written');
    } finally {
      await writer.close();
    }
  });

  it('ranks the first 1,001 matches of a search by date, page after page, as the database does', async () => {
    const { db } = database;
    const rows = Array.from({ length: 1100 }, (_, i) => ({
      tenantId: tenant,
      code: `mass-${i}`,
      nameRu: `массовый ${pick(WORDS)} ${i}`,
      nameEn: `Mass ${i}`,
      descriptionRu: Array.from({ length: Math.floor(rnd() * 6) }, () => pick(['массовый', ...WORDS])).join(
        ' ',
      ),
      startsAt: new Date(now.getTime() + Math.floor((rnd() * 200 - 50) * DAY)),
      cityId: pick(cityIds),
    }));
    await db.insert(events).values(rows);
    const repo = createEventsListRepo(db, tenant);
    const index = await createListIndexes(db).current(tenant);
    for (const [type, q] of [
      ['all', 'массовый'],
      ['past', 'массовый'],
      ['future', 'массовый ночной'],
    ] as const) {
      const c = await prepared(database, listCriteria(type, { q }, now, 'ru'));
      let after: Keyset | null = null;
      let seen = 0;
      for (let page = 0; page < 60; page += 1) {
        const fromDb = await repo.pageKeys(c, after, 51);
        expect(same(index.pageKeys(c, after, 51)), `${type} ${q} page ${page}`).toEqual(same(fromDb));
        seen += Math.min(50, fromDb.keys.length);
        const last = fromDb.keys[49];
        if (fromDb.keys.length <= 50 || !last) break;
        after = { startsAt: last.starts_key, id: last.id, score: last.score, matches: fromDb.matches };
      }
      // a search pages through at most its capped candidates
      expect(seen, `${type} ${q}`).toBeLessThanOrEqual(1001);
      if (type === 'all') expect(seen).toBe(1001);
    }
  });
});
