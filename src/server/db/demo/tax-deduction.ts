import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { orderItems, orders, payments, registrations } from '../schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const INSURANCE_KOPECKS = 40_000;

interface Participant {
  personId: number;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  birthDate: string | null;
}

interface RaceRow {
  race_id: number;
  event_id: number;
  event_name_ru: string;
  race_name_ru: string;
  price: number | null;
}

/**
 * The latest past race of an offline event of the organizer (by its place in the tenant's list, by id)
 * that none of `personIds` entered.
 */
async function pastRace(
  db: Db,
  tenantId: number,
  organizerIndex: number,
  personIds: number[],
  now: Date,
): Promise<RaceRow | null> {
  const result = (await db.execute(sql`
    select ra.id as race_id, e.id as event_id, e.name_ru as event_name_ru, ra.name_ru as race_name_ru,
      (select p.amount from race_prices p where p.race_id = ra.id and p.tenant_id = ra.tenant_id
        order by p.valid_from desc limit 1) as price
    from races ra join events e on e.id = ra.event_id and e.tenant_id = ra.tenant_id
    where ra.tenant_id = ${tenantId} and not e.is_online and e.published and ra.starts_at < ${now}
      and ra.starts_at > ${new Date(now.getTime() - 330 * DAY_MS)}
      and e.organizer_id = (select id from organizers where tenant_id = ${tenantId} order by id
        offset ${organizerIndex} limit 1)
      and not exists (select 1 from registrations r where r.tenant_id = ra.tenant_id and r.race_id = ra.id
        and r.person_id in ${personIds})
    order by ra.starts_at desc, ra.id limit 1`)) as unknown as { rows: RaceRow[] };
  return result.rows[0] ?? null;
}

/**
 * A paid order of last year (paid 365 days before `now`, the demo dates' day) for the people's entries in
 * the race, with its card payment: what /tax-deduction counts.
 */
async function paidOrder(
  db: Db,
  tenantId: number,
  userId: number,
  number: string,
  race: RaceRow,
  people: Participant[],
  paidAt: Date,
): Promise<void> {
  const price = race.price ?? 150_000;
  const total = price * people.length + INSURANCE_KOPECKS;
  const [order] = await db
    .insert(orders)
    .values({
      tenantId,
      userId,
      number,
      status: 'paid',
      eventId: race.event_id,
      raceId: race.race_id,
      totalAmount: total,
      fullAmount: total,
      insuranceAmount: INSURANCE_KOPECKS,
      createdAt: new Date(paidAt.getTime() - 5 * 60 * 1000),
      paidAt,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  const regs = await db
    .insert(registrations)
    .values(
      people.map((p) => ({
        tenantId,
        eventId: race.event_id,
        raceId: race.race_id,
        status: 'confirmed' as const,
        personId: p.personId,
        userId,
        orderId,
        firstName: p.firstName,
        lastName: p.lastName,
        gender: p.gender,
        birthDate: p.birthDate,
        participantKind: p === people[0] ? ('self' as const) : ('relative' as const),
        pool: p === people[0] ? ('adults' as const) : ('children' as const),
        createdAt: paidAt,
      })),
    )
    .returning({ id: registrations.id });
  await db.insert(orderItems).values([
    ...people.map((p, i) => ({
      tenantId,
      orderId,
      kind: 'registration' as const,
      name: `${race.event_name_ru}, ${race.race_name_ru}: ${p.lastName} ${p.firstName}`,
      priceAmount: price,
      registrationId: regs[i]!.id,
    })),
    {
      tenantId,
      orderId,
      kind: 'insurance' as const,
      name: 'Страховка участника',
      priceAmount: INSURANCE_KOPECKS,
    },
  ]);
  await db.insert(payments).values({
    tenantId,
    orderId,
    provider: 'sandbox',
    method: 'card',
    amount: total,
    status: 'succeeded',
    createdAt: paidAt,
    updatedAt: paidAt,
    succeededAt: paidAt,
  });
}

/**
 * The demo participant's orders of last year for the tax deduction (issue 19): one for her and her son at
 * an organizer in the official list (the first of the tenant, moscow-marathon's), one for her alone at an
 * organizer that is not (the second). Nothing when the catalogue has no such races (tests without it).
 */
export async function seedDemoTaxDeduction(
  db: Db,
  tenantId: number,
  people: { self: Participant; child: Participant },
  userId: number,
  now: Date,
): Promise<void> {
  const paidAt = new Date(now.getTime() - 365 * DAY_MS);
  const ids = [people.self.personId, people.child.personId];
  const listed = await pastRace(db, tenantId, 0, ids, now);
  if (listed)
    await paidOrder(db, tenantId, userId, 'SL-DEMO-2001', listed, [people.self, people.child], paidAt);
  const unlisted = await pastRace(db, tenantId, 1, ids, now);
  if (unlisted) await paidOrder(db, tenantId, userId, 'SL-DEMO-2002', unlisted, [people.self], paidAt);
}
