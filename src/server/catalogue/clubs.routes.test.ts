import { describe, expect, it } from 'vitest';
import { eventsListSchema } from '../../shared/schemas/catalogue.js';
import { clubsSchema, type ClubSummary } from '../../shared/schemas/clubs.js';
import type { Database } from '../db/client.js';
import { clubs, events, persons, registrations } from '../db/schema.js';
import { seedCatalogueFixture, type CatalogueFixture } from '../test/catalogue-fixture.js';
import { useTestApp } from '../test/test-app.js';

type Status = 'confirmed' | 'pending' | 'cancelled';

/**
 * On top of the catalogue fixture (its club Moscow Runners has one member on the marathon, 30 days ahead):
 * Альфа with members on five upcoming events and on a past, an unpublished and a cancelled one; Бета with
 * only cancelled and past entries; Вега with nobody; and a club of the pionercup tenant.
 */
async function seedClubs(database: Database, fx: CatalogueFixture) {
  const { db } = database;
  const t = fx.tenantIds.default;
  const p = fx.tenantIds.pionercup;
  const made = await db
    .insert(clubs)
    .values([
      { tenantId: t, name: 'Вега', cityId: fx.cityIds.get('Москва')! },
      { tenantId: t, name: 'Альфа', cityId: fx.cityIds.get('Казань')! },
      { tenantId: t, name: 'Бета', cityId: null },
      { tenantId: p, name: 'Пионер-клуб', cityId: fx.cityIds.get('Москва')! },
    ])
    .returning({ id: clubs.id, name: clubs.name });
  const club = (name: string) => made.find((c) => c.name === name)!.id;
  const eventRows = await db
    .select({ id: events.id, code: events.code, tenantId: events.tenantId })
    .from(events);
  const entry = (
    clubName: string,
    code: string,
    status: Status = 'confirmed',
    more: { personId?: number; expiresAt?: Date } = {},
  ) => {
    const event = eventRows.find((e) => e.code === code)!;
    return { tenantId: event.tenantId, eventId: event.id, clubId: club(clubName), status, ...more };
  };
  // one runner of Альфа entered in two races counts once; a hold that has run out does not count
  const [runner] = await db
    .insert(persons)
    .values({ tenantId: t, firstName: 'Ирина', lastName: 'Клубная' })
    .returning({ id: persons.id });
  const expired = new Date(Date.now() - 60_000);
  await db
    .insert(registrations)
    .values([
      entry('Альфа', 'today-run'),
      entry('Альфа', 'today-run', 'pending'),
      entry('Альфа', 'virtual-run'),
      entry('Альфа', 'full-race'),
      entry('Альфа', 'xss-event'),
      entry('Альфа', 'kazan-trail', 'pending'),
      entry('Альфа', 'today-run', 'confirmed', { personId: runner!.id }),
      entry('Альфа', 'virtual-run', 'pending', { personId: runner!.id }),
      entry('Альфа', 'full-race', 'pending', { expiresAt: expired }),
      entry('Альфа', 'moscow-marathon', 'cancelled'),
      entry('Альфа', 'past-ski'),
      entry('Альфа', 'hidden-event'),
      entry('Бета', 'moscow-marathon', 'cancelled'),
      entry('Бета', 'past-no-results'),
      entry('Пионер-клуб', 'pioner-run'),
    ]);
  return { club };
}

describe('GET /api/clubs', () => {
  let fx: CatalogueFixture;
  let club: (name: string) => number;
  const ctx = useTestApp({
    seed: async (database) => {
      fx = await seedCatalogueFixture(database);
      ({ club } = await seedClubs(database, fx));
    },
  });

  const get = (query = '', host = 'localhost') =>
    ctx.app.inject({ url: `/api/clubs${query}`, headers: { host, cookie: '_rr_culture=c%3Den%7Cuic%3Den' } });
  const clubsOf = async (query = '', host = 'localhost'): Promise<ClubSummary[]> => {
    const res = await get(query, host);
    expect(res.statusCode, res.body).toBe(200);
    return clubsSchema.parse(res.json()).items;
  };

  it('lists every club: those with upcoming events first, soonest next start first, then the rest by name', async () => {
    expect((await clubsOf('?language=ru')).map((c) => c.name)).toEqual([
      'Альфа', // today
      'Moscow Runners', // in 30 days
      'Бета',
      'Вега',
    ]);
  });

  it('describes a club: city, participants and the three soonest of its upcoming events (ru)', async () => {
    const alpha = (await clubsOf('?language=ru')).find((c) => c.name === 'Альфа')!;
    // today's two (a pending one too), the virtual run, the ride, the night sprint and the trail; not the
    // cancelled marathon entry, the past ski race, nor the unpublished event
    expect(alpha).toMatchObject({ id: club('Альфа'), city: 'Казань', participants: 7, upcomingCount: 5 });
    expect(alpha.upcomingEvents.map((e) => e.code)).toEqual(['today-run', 'virtual-run', 'full-race']);
    expect(alpha.upcomingEvents[0]).toEqual({
      code: 'today-run',
      name: 'Вечерний забег',
      startsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T09:00:00\.000Z$/),
      timeZone: 'Europe/Moscow',
      city: 'Москва',
    });
    // an online race has no city
    expect(alpha.upcomingEvents[1]).toMatchObject({ name: 'Онлайн-забег «Крылья»', city: null });
  });

  it('answers names in English with language=en, and in the culture cookie’s language without it', async () => {
    for (const query of ['?language=en', '']) {
      const alpha = (await clubsOf(query)).find((c) => c.id === club('Альфа'))!;
      expect(alpha.city).toBe('Kazan');
      expect(alpha.upcomingEvents.map((e) => [e.name, e.city])).toEqual([
        ['Evening Run', 'Moscow'],
        ['Virtual Run Wings', null],
        ['Sold Out Ride', 'Sochi'],
      ]);
    }
  });

  it('still lists a club without upcoming events: cancelled entries and past events do not count', async () => {
    const items = await clubsOf('?language=ru');
    expect(items.find((c) => c.name === 'Бета')).toEqual({
      id: club('Бета'),
      name: 'Бета',
      city: null,
      participants: 0,
      upcomingCount: 0,
      upcomingEvents: [],
    });
    expect(items.find((c) => c.name === 'Вега')).toMatchObject({
      city: 'Москва',
      participants: 0,
      upcomingCount: 0,
      upcomingEvents: [],
    });
    expect(items.find((c) => c.name === 'Moscow Runners')).toMatchObject({
      id: fx.clubId,
      participants: 1,
      upcomingCount: 1,
      upcomingEvents: [{ code: 'moscow-marathon', name: 'Московский марафон' }],
    });
  });

  it("counts the events the events list's Upcoming tab finds with the club filter", async () => {
    for (const item of await clubsOf()) {
      const res = await ctx.app.inject({ url: `/api/events/list?type=future&limit=50&club=${item.id}` });
      const list = eventsListSchema.parse(res.json());
      expect(list.total, item.name).toBe(item.upcomingCount);
      expect(list.items.slice(0, 3).map((e) => e.code)).toEqual(item.upcomingEvents.map((e) => e.code));
    }
  });

  it("shows each tenant only its own clubs and their members' events", async () => {
    const pioner = await clubsOf('?language=ru', 'pionercup.localhost');
    expect(pioner).toEqual([
      {
        id: club('Пионер-клуб'),
        name: 'Пионер-клуб',
        city: 'Москва',
        participants: 1,
        upcomingCount: 1,
        upcomingEvents: [expect.objectContaining({ code: 'pioner-run', name: 'Пионерский забег' })],
      },
    ]);
    expect(await clubsOf('', 'fontanka.localhost')).toEqual([]);
    const names = (await clubsOf()).map((c) => c.name);
    expect(names).not.toContain('Пионер-клуб');
  });

  it('explains an unknown language', async () => {
    const res = await get('?language=de');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields)).toEqual(['language']);
  });
});
