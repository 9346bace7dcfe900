import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import {
  cities,
  clubs,
  eventItems,
  events,
  organizers,
  racePrices,
  races,
  registrations,
  results,
  series,
  tenants,
} from '../schema.js';
import { sanitizeDescription } from '../../catalogue/sanitize.js';
import { DEMO_CITIES } from './cities.js';
import { seedDemoContent } from './content.js';
import { buildDemoEvents, type DemoEvent } from './events.js';
import { DEMO_CLUBS, DEMO_ORGANIZERS, DEMO_SERIES } from './organizers.js';
import { ageGroupOf, finishTimeMs, person } from './people.js';
import { createRandom } from './prng.js';
import { seedDemoOptions } from './registration-options.js';
import { seedDemoTeams } from './team-races.js';
import { withRegistrationDemo } from './registration-races.js';
import { SPORT_DEMO } from './sports.js';

const CHUNK = 1000;
const round4 = (x: number) => Math.round(x * 10000) / 10000;

/** Inserts rows in chunks (PostgreSQL takes at most 65,535 parameters per statement). */
export async function insertChunked<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

/** Cities are reference data: inserted once, looked up by Russian name. */
export async function ensureCities(db: Db): Promise<Map<string, number>> {
  const [row] = await db.select({ n: count() }).from(cities);
  if ((row?.n ?? 0) === 0) {
    await db
      .insert(cities)
      .values(
        DEMO_CITIES.map((c) => ({ nameRu: c.ru, nameEn: c.en, region: c.region, lat: c.lat, lng: c.lng })),
      );
  }
  const rows = await db.select({ id: cities.id, nameRu: cities.nameRu }).from(cities);
  return new Map(rows.map((r) => [r.nameRu, r.id]));
}

interface TenantRefs {
  id: number;
  organizerIds: number[];
  clubs: { id: number; name: string; city: string }[];
  seriesIds: Map<string, number>;
}

async function tenantRefs(db: Db, cityIds: Map<string, number>): Promise<Map<string, TenantRefs>> {
  const out = new Map<string, TenantRefs>();
  for (const t of await db.select({ id: tenants.id, code: tenants.code }).from(tenants)) {
    const orgs = DEMO_ORGANIZERS[t.code] ?? [];
    const orgRows = orgs.length
      ? await db
          .insert(organizers)
          .values(orgs.map((o) => ({ ...o, tenantId: t.id })))
          .returning({ id: organizers.id })
      : [];
    const clubSpecs = DEMO_CLUBS[t.code] ?? [];
    const clubRows = clubSpecs.length
      ? await db
          .insert(clubs)
          .values(
            clubSpecs.map((c) => ({ tenantId: t.id, name: c.name, cityId: cityIds.get(c.city) ?? null })),
          )
          .returning({ id: clubs.id, name: clubs.name })
      : [];
    const seriesSpecs = DEMO_SERIES[t.code] ?? [];
    const seriesRows = seriesSpecs.length
      ? await db
          .insert(series)
          .values(seriesSpecs.map((s) => ({ ...s, tenantId: t.id })))
          .returning({ id: series.id, code: series.code })
      : [];
    out.set(t.code, {
      id: t.id,
      organizerIds: orgRows.map((r) => r.id),
      clubs: clubRows.map((r, i) => ({ id: r.id, name: r.name, city: clubSpecs[i]?.city ?? '' })),
      seriesIds: new Map(seriesRows.map((r) => [r.code, r.id])),
    });
  }
  return out;
}

function eventRow(e: DemoEvent, refs: TenantRefs, cityIds: Map<string, number>) {
  return {
    tenantId: refs.id,
    code: e.code,
    nameRu: e.nameRu,
    nameEn: e.nameEn,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    timeZone: e.timeZone,
    descriptionRu: sanitizeDescription(e.descriptionRu),
    descriptionEn: sanitizeDescription(e.descriptionEn),
    sportType: e.sport,
    activityType: e.online ? ('online' as const) : ('offline' as const),
    cityId: e.city ? (cityIds.get(e.city.ru) ?? null) : null,
    placeRu: e.placeRu,
    placeEn: e.placeEn,
    lat: e.city ? round4(e.city.lat + ((e.organizerIndex % 7) - 3) * 0.004) : null,
    lng: e.city ? round4(e.city.lng + ((e.organizerIndex % 5) - 2) * 0.006) : null,
    program: e.program,
    website: `https://example.org/events/${e.code}`,
    organizerId: refs.organizerIds[e.organizerIndex % refs.organizerIds.length] ?? null,
    operatorName: 'ООО «Стартлайн»',
    documents: e.documents,
    beneficiary: e.beneficiary,
    starRating: e.starRating,
    ratingApproved: e.ratingApproved,
    isOnline: e.online,
    hasLiveStream: e.liveStream,
    fastIdentification: e.fastId,
    isFree: e.free,
    isNational: e.national,
    seriesId: e.seriesCode ? (refs.seriesIds.get(e.seriesCode) ?? null) : null,
    startPack: e.startPack,
    contactEmail: `info@${e.code}.example.org`,
    contactPhone: '+7 800 555-35-35',
  };
}

/**
 * The demo catalogue of SPEC §2, relative to `now`, for the seeded tenants, and the default tenant's content
 * pages (vacancies, the Ostrovok campaign over some of its events). Deterministic.
 */
export async function seedDemoCatalogue(db: Db, now: Date = new Date()): Promise<void> {
  const rng = createRandom(20261122);
  const cityIds = await ensureCities(db);
  const refs = await tenantRefs(db, cityIds);
  const specs = withRegistrationDemo(buildDemoEvents(rng, now)).filter((e) => refs.has(e.tenant));
  const eventRows = await db
    .insert(events)
    .values(specs.map((e) => eventRow(e, refs.get(e.tenant)!, cityIds)))
    .returning({ id: events.id });
  const raceRows = specs.flatMap((e, i) =>
    e.races.map((r) => ({
      tenantId: refs.get(e.tenant)!.id,
      eventId: eventRows[i]!.id,
      code: r.code,
      nameRu: r.nameRu,
      nameEn: r.nameEn,
      lengthM: r.lengthM,
      startsAt: r.startsAt,
      capacity: r.capacity,
      registrationOpensAt: r.opensAt,
      registrationClosesAt: r.closesAt,
      registrationDisabled: r.disabled,
      gender: r.gender,
      minAge: r.minAge,
      maxAge: r.maxAge,
      childCapacity: r.childCapacity ?? null,
      childrenNeedAdult: r.childrenNeedAdult ?? false,
      ...(r.formFields ? { formFields: r.formFields } : {}),
    })),
  );
  const raceIds = await db.insert(races).values(raceRows).returning({ id: races.id });
  const prices: (typeof racePrices.$inferInsert)[] = [];
  const regs: (typeof registrations.$inferInsert)[] = [];
  const res: (typeof results.$inferInsert)[] = [];
  const items: (typeof eventItems.$inferInsert)[] = [];
  let k = 0;
  specs.forEach((e, i) => {
    const ref = refs.get(e.tenant)!;
    const eventId = eventRows[i]!.id;
    const year = e.startsAt.getUTCFullYear();
    if (!e.online) {
      items.push(
        {
          tenantId: ref.id,
          eventId,
          kind: 'good',
          nameRu: 'Футболка участника',
          nameEn: 'Race T-shirt',
          descriptionRu: 'Технический материал, размеры XS–XXL',
          descriptionEn: 'Technical fabric, sizes XS–XXL',
          priceAmount: 150000,
          stock: 200,
          imageUrl: '/static/goods/race-t-shirt.svg',
        },
        {
          tenantId: ref.id,
          eventId,
          kind: 'service',
          nameRu: 'Фотографии с трассы',
          nameEn: 'Course photos',
          descriptionRu: 'Все ваши фото в день старта',
          descriptionEn: 'All your photos on race day',
          priceAmount: 50000,
          stock: null,
        },
      );
    }
    for (const r of e.races) {
      const raceId = raceIds[k++]!.id;
      for (const p of r.prices)
        prices.push({ tenantId: ref.id, raceId, validFrom: p.validFrom, amount: p.amount });
      for (let n = 0; n < r.registrations; n++) {
        const p = person(rng, year);
        const club = ref.clubs.length && rng.chance(0.4) ? rng.pick(ref.clubs) : null;
        regs.push({
          tenantId: ref.id,
          eventId,
          raceId,
          status: rng.chance(0.85) ? 'confirmed' : 'pending',
          bib: String(100 + n),
          firstName: p.firstName,
          lastName: p.lastName,
          gender: p.gender,
          birthDate: `${p.birthYear}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
          cityName: club?.city ?? e.city?.ru ?? null,
          clubId: club?.id ?? null,
        });
      }
      for (let n = 0; n < r.results; n++) {
        const p = person(rng, year);
        const club = ref.clubs.length && rng.chance(0.3) ? rng.pick(ref.clubs) : null;
        const status = rng.chance(0.06) ? 'dnf' : rng.chance(0.03) ? 'dns' : 'finished';
        res.push({
          tenantId: ref.id,
          eventId,
          raceId,
          bib: String(1 + n),
          name: `${p.lastName} ${p.firstName}`,
          gender: p.gender,
          birthYear: p.birthYear,
          ageGroup: ageGroupOf(year - p.birthYear),
          club: club?.name ?? null,
          city: club?.city ?? e.city?.ru ?? null,
          timeMs:
            status === 'finished' ? finishTimeMs(rng, r.lengthM, SPORT_DEMO[e.sport].pace, p.gender) : null,
          status,
        });
      }
    }
  });
  await insertChunked(db, racePrices, prices);
  await insertChunked(db, eventItems, items);
  await insertChunked(db, registrations, regs);
  await insertChunked(db, results, res);
  const main = refs.get('default');
  if (main) {
    const own = specs.flatMap((e, i) =>
      e.tenant === 'default'
        ? [{ id: eventRows[i]!.id, startsAt: e.startsAt, city: e.city?.ru ?? null }]
        : [],
    );
    await seedDemoContent(db, main.id, own, now);
    await seedDemoOptions(db, main.id, now);
    await seedDemoTeams(db, main.id, now);
  }
}
