import { ensureCities } from '../db/demo/insert.js';
import type { Database } from '../db/client.js';
import { clubs, eventItems, events, organizers, racePrices, races, series } from '../db/schema.js';
import { moscowDayStart } from '../catalogue/list-criteria.js';
import { seedEntries } from './catalogue-fixture-entries.js';
import { fixtureEvents, fixtureRaces } from './catalogue-fixture-rows.js';
import { tenantIdOf } from './test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export interface CatalogueFixture {
  now: Date;
  cityIds: Map<string, number>;
  clubId: number;
  tenantIds: { default: number; pionercup: number };
}

/**
 * A small catalogue, relative to now: an upcoming marathon with a coming price step and a start list, a
 * trail whose registration opens soon, an event today, a virtual race, a past ski race with results, a
 * past race without results, a sold-out race, an event with hostile HTML, an unpublished one, and one
 * event of the pionercup tenant.
 */
export async function seedCatalogueFixture(database: Database): Promise<CatalogueFixture> {
  const { db } = database;
  const now = new Date();
  const today = moscowDayStart(now);
  const at = (days: number, hours = 9) => new Date(today.getTime() + days * DAY + hours * HOUR);
  const cityIds = await ensureCities(db);
  const t = await tenantIdOf(database, 'default');
  const p = await tenantIdOf(database, 'pionercup');
  const city = (name: string) => cityIds.get(name) ?? null;

  const [org] = await db
    .insert(organizers)
    .values({
      tenantId: t,
      name: 'Беговое сообщество',
      email: 'org@example.org',
      legalName: 'ООО «Бег»',
      inn: '7701234567',
      ogrn: '1157746000001',
      address: 'Москва',
    })
    .returning({ id: organizers.id });
  const [spring] = await db
    .insert(series)
    .values({
      tenantId: t,
      code: 'spring-cup',
      nameRu: 'Весенний кубок',
      nameEn: 'Spring Cup',
      descriptionRu: '<p>Серия <b>весной</b></p><script>alert(1)</script>',
      descriptionEn: '<p>Spring series</p>',
    })
    .returning({ id: series.id });
  const [pionerSeries] = await db
    .insert(series)
    .values({ tenantId: p, code: 'pioner-cup', nameRu: 'Кубок Пионера', nameEn: 'Pioneer Cup' })
    .returning({ id: series.id });
  const [club] = await db
    .insert(clubs)
    .values({ tenantId: t, name: 'Moscow Runners', cityId: city('Москва') })
    .returning({ id: clubs.id });

  const eventRows = fixtureEvents({
    t,
    p,
    at,
    city,
    organizerId: org!.id,
    springId: spring!.id,
    pionerSeriesId: pionerSeries!.id,
  });
  const ev = await db.insert(events).values(eventRows).returning({ id: events.id, code: events.code });
  const id = (code: string) => ev.find((e) => e.code === code)!.id;

  const raceRows = fixtureRaces({ t, p, at, id });
  const rc = await db
    .insert(races)
    .values(raceRows)
    .returning({ id: races.id, eventId: races.eventId, code: races.code });
  const race = (event: string, code: string) =>
    rc.find((r) => r.eventId === id(event) && r.code === code)!.id;

  await db.insert(racePrices).values([
    { tenantId: t, raceId: race('moscow-marathon', 'r42'), validFrom: at(-30), amount: 300000 },
    { tenantId: t, raceId: race('moscow-marathon', 'r42'), validFrom: at(5, 0), amount: 350000 },
    { tenantId: t, raceId: race('moscow-marathon', 'r10'), validFrom: at(-30), amount: 150000 },
    { tenantId: t, raceId: race('full-race', 'r60'), validFrom: at(-30), amount: 200000 },
    { tenantId: p, raceId: race('pioner-run', 'r5'), validFrom: at(-30), amount: 100000 },
  ]);
  await db.insert(eventItems).values([
    {
      tenantId: t,
      eventId: id('moscow-marathon'),
      kind: 'good',
      nameRu: 'Футболка',
      nameEn: 'T-shirt',
      priceAmount: 150000,
      stock: 0,
    },
    {
      tenantId: t,
      eventId: id('moscow-marathon'),
      kind: 'service',
      nameRu: 'Фото',
      nameEn: 'Photos',
      priceAmount: 50000,
      stock: null,
    },
  ]);
  await seedEntries(database, { t, now, clubId: club!.id, id, race });
  return { now, cityIds, clubId: club!.id, tenantIds: { default: t, pionercup: p } };
}
