import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { orderItems, orders, registrations, results, type NewPersonRow } from '../schema.js';
import { ageGroupOf } from './people.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Running distances and sports of the demo catalogue a participant's history is made of. */
const HISTORY_LENGTHS = [5000, 10000, 21097, 42195];
const HISTORY_SPORTS = ['run', 'obstacle-race'];
const HISTORY_SIZE = 8;
const INSURANCE_KOPECKS = 40_000;

interface RaceRow {
  race_id: number;
  event_id: number;
  length_m: number;
  event_name_ru: string;
  race_name_ru: string;
  price: number | null;
  year: number;
  sport_type: string;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Races of offline running events of the tenant, one per event, in start order. */
async function runningRaces(db: Db, tenantId: number, where: ReturnType<typeof sql>): Promise<RaceRow[]> {
  return rows<RaceRow>(
    db,
    sql`select distinct on (e.starts_at, e.id) ra.id as race_id, e.id as event_id, ra.length_m,
        e.name_ru as event_name_ru, ra.name_ru as race_name_ru,
        extract(year from ra.starts_at)::int as year, e.sport_type,
        (select p.amount from race_prices p where p.race_id = ra.id and p.tenant_id = ra.tenant_id
          order by p.valid_from desc limit 1) as price
      from races ra join events e on e.id = ra.event_id and e.tenant_id = ra.tenant_id
      where ra.tenant_id = ${tenantId} and e.sport_type in ${HISTORY_SPORTS} and not e.is_online and e.published
        and ra.length_m in ${HISTORY_LENGTHS} and ${where}
      order by e.starts_at, e.id, ra.length_m, ra.id`,
  );
}

/** Up to `size` items spread evenly over a list (first and last included). */
function spread<T>(items: T[], size: number): T[] {
  if (items.length <= size) return items;
  return Array.from({ length: size }, (_, i) => items[Math.round((i * (items.length - 1)) / (size - 1))]!);
}

/**
 * A plausible time that improves race after race: pace per km falls, longer races run a little slower,
 * obstacles cost a quarter more.
 */
function finishTime(race: RaceRow, index: number): number {
  const pace = 345 - index * 5;
  const { length_m: lengthM } = race;
  const factor = lengthM <= 5000 ? 1 : lengthM <= 10000 ? 1.04 : lengthM <= 21097 ? 1.09 : 1.16;
  const obstacles = race.sport_type === 'obstacle-race' ? 1.25 : 1;
  return Math.round((lengthM / 1000) * pace * factor * obstacles) * 1000;
}

/**
 * The demo participant's race history: results on past running races of the demo catalogue (through a
 * registration of her person), two upcoming registrations with admission checks, and their orders.
 */
export async function seedDemoHistory(
  db: Db,
  tenantId: number,
  who: { userId: number; personId: number },
  person: Partial<NewPersonRow>,
  now: Date,
): Promise<void> {
  const base = {
    tenantId,
    personId: who.personId,
    userId: who.userId,
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    gender: 'female' as const,
    birthDate: person.birthDate ?? null,
    cityName: person.city ?? null,
  };
  const birthYear = Number((person.birthDate ?? '1990').slice(0, 4));
  const past = spread(
    await runningRaces(
      db,
      tenantId,
      sql`ra.starts_at < ${now} and exists (select 1 from results r where r.race_id = ra.id and r.tenant_id = ra.tenant_id)`,
    ),
    HISTORY_SIZE,
  );
  for (const [i, race] of past.entries()) {
    const [reg] = await db
      .insert(registrations)
      .values({
        ...base,
        eventId: race.event_id,
        raceId: race.race_id,
        status: 'confirmed',
        bib: String(9001 + i),
      })
      .returning({ id: registrations.id });
    await db.insert(results).values({
      tenantId,
      eventId: race.event_id,
      raceId: race.race_id,
      bib: String(9001 + i),
      name: `${base.lastName} ${base.firstName}`,
      gender: 'female',
      birthYear,
      ageGroup: ageGroupOf(race.year - birthYear),
      club: person.club || null,
      city: base.cityName,
      timeMs: finishTime(race, i),
      status: 'finished',
      registrationId: reg!.id,
    });
  }

  const upcoming = (
    await runningRaces(
      db,
      tenantId,
      sql`e.starts_at > ${new Date(now.getTime() + 7 * DAY_MS)} and not ra.registration_disabled`,
    )
  ).slice(0, 2);
  for (const [i, race] of upcoming.entries()) {
    const paid = i === 0;
    const [reg] = await db
      .insert(registrations)
      .values({
        ...base,
        eventId: race.event_id,
        raceId: race.race_id,
        status: paid ? 'confirmed' : 'pending',
        bib: paid ? '1542' : null,
        medicalStatus: paid ? 'checking' : 'required',
        insuranceStatus: paid ? 'approved' : 'required',
        identityStatus: paid ? 'approved' : 'required',
      })
      .returning({ id: registrations.id });
    const price = race.price ?? 150_000;
    const createdAt = new Date(now.getTime() - (paid ? 3 * DAY_MS : 10 * 60 * 1000));
    const [order] = await db
      .insert(orders)
      .values({
        tenantId,
        userId: who.userId,
        number: `SL-DEMO-${String(i + 1).padStart(4, '0')}`,
        status: paid ? 'paid' : 'awaiting-payment',
        eventId: race.event_id,
        totalAmount: price + INSURANCE_KOPECKS,
        createdAt,
        paidAt: paid ? new Date(createdAt.getTime() + 5 * 60 * 1000) : null,
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values([
      {
        tenantId,
        orderId: order!.id,
        kind: 'registration',
        name: `${race.event_name_ru}, ${race.race_name_ru}`,
        priceAmount: price,
        registrationId: reg!.id,
      },
      {
        tenantId,
        orderId: order!.id,
        kind: 'insurance',
        name: 'Страховка участника',
        priceAmount: INSURANCE_KOPECKS,
      },
    ]);
  }
}
