import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { orderItems, orders, payments, refunds, registrations, results } from '../schema.js';
import { DEMO_COMPANY, DEMO_COMPANY_REQUISITES } from './corporate.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo company's paid order of last season (unique per tenant, like every order's number). */
export const DEMO_CORPORATE_ORDER = 'SL-DEMO-CORP-1';

interface RaceRow {
  race_id: number;
  event_id: number;
  starts_at: Date | string;
  event_name_ru: string;
  race_name_ru: string;
  price: number | null;
  /** The median finish time of the race's results, in milliseconds. */
  median_ms: number;
}

/**
 * The latest race of an offline event within the year before `now` that has finishers (the demo catalogue's
 * results), with its price and its finishers' median time.
 */
async function lastSeasonRace(db: Db, tenantId: number, now: Date): Promise<RaceRow | null> {
  const result = (await db.execute(sql`
    select ra.id as race_id, e.id as event_id, ra.starts_at, e.name_ru as event_name_ru,
      ra.name_ru as race_name_ru,
      (select p.amount from race_prices p where p.race_id = ra.id and p.tenant_id = ra.tenant_id
        order by p.valid_from desc limit 1) as price,
      (select percentile_disc(0.5) within group (order by r.time_ms) from results r
        where r.tenant_id = ra.tenant_id and r.race_id = ra.id and r.status = 'finished'
          and r.time_ms is not null)::int as median_ms
    from races ra join events e on e.id = ra.event_id and e.tenant_id = ra.tenant_id
    where ra.tenant_id = ${tenantId} and not e.is_online and e.published
      and ra.starts_at < ${now} and ra.starts_at > ${new Date(now.getTime() - 365 * DAY_MS)}
      and (select count(*) from results r where r.tenant_id = ra.tenant_id and r.race_id = ra.id
        and r.status = 'finished' and r.time_ms is not null) >= 10
    order by ra.starts_at desc, ra.id limit 1`)) as unknown as { rows: RaceRow[] };
  return result.rows[0] ?? null;
}

/** Bibs of the race not taken by a result line: from 7001 up. */
async function freeBibs(db: Db, tenantId: number, raceId: number, count: number): Promise<string[]> {
  const taken = new Set(
    (
      (await db.execute(
        sql`select bib from results where tenant_id = ${tenantId} and race_id = ${raceId}
          union select bib from registrations where tenant_id = ${tenantId} and race_id = ${raceId}
            and bib is not null`,
      )) as unknown as { rows: { bib: string }[] }
    ).rows.map((r) => r.bib),
  );
  const bibs: string[] = [];
  for (let n = 7001; bibs.length < count; n++) if (!taken.has(String(n))) bibs.push(String(n));
  return bibs;
}

/**
 * The demo company's reports (issue 19 item 8): last season's order of «Ромашка», paid by invoice a month
 * before the race, for four employees — two finished (times either side of the race's median, so their
 * places fall among the demo results), one did not finish, and one entry cancelled and refunded ten days
 * before the race. Dates are relative to the race, which is relative to `now` (the demo catalogue's dates
 * move with today). Nothing when the catalogue has no such race (tests without it).
 */
export async function seedDemoCorporateOrders(
  db: Db,
  tenantId: number,
  company: { companyId: number; adminUserId: number; employeeIds: number[] },
  now: Date,
): Promise<void> {
  const race = await lastSeasonRace(db, tenantId, now);
  const [ivanov, petrova, sidorov, kuznetsova] = company.employeeIds;
  if (!race || ivanov === undefined || petrova === undefined || sidorov === undefined || !kuznetsova) return;
  const raceDay = new Date(race.starts_at).getTime();
  const paidAt = new Date(raceDay - 30 * DAY_MS);
  const refundedAt = new Date(raceDay - 10 * DAY_MS);
  const price = race.price ?? 150_000;
  const bibs = await freeBibs(db, tenantId, race.race_id, 4);
  const entries = [
    { employeeId: ivanov, status: 'confirmed' as const, bib: bibs[0]!, names: ['Иванов', 'Сергей'] },
    { employeeId: petrova, status: 'confirmed' as const, bib: bibs[1]!, names: ['Петрова', 'Ольга'] },
    { employeeId: sidorov, status: 'confirmed' as const, bib: bibs[2]!, names: ['Сидоров', 'Алексей'] },
    { employeeId: kuznetsova, status: 'cancelled' as const, bib: bibs[3]!, names: ['Кузнецова', 'Дарья'] },
  ];
  const total = price * entries.length;

  const [order] = await db
    .insert(orders)
    .values({
      tenantId,
      userId: company.adminUserId,
      companyId: company.companyId,
      number: DEMO_CORPORATE_ORDER,
      status: 'paid',
      eventId: race.event_id,
      raceId: race.race_id,
      totalAmount: total,
      fullAmount: total,
      createdAt: new Date(paidAt.getTime() - 2 * DAY_MS),
      paidAt,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  const regs = await db
    .insert(registrations)
    .values(
      entries.map((e) => ({
        tenantId,
        eventId: race.event_id,
        raceId: race.race_id,
        status: e.status,
        bib: e.bib,
        lastName: e.names[0],
        firstName: e.names[1],
        userId: company.adminUserId,
        orderId,
        companyEmployeeId: e.employeeId,
        createdAt: new Date(paidAt.getTime() - 2 * DAY_MS),
      })),
    )
    .returning({ id: registrations.id });
  await db.insert(orderItems).values(
    entries.map((e, i) => ({
      tenantId,
      orderId,
      kind: 'registration' as const,
      name: `${race.event_name_ru}, ${race.race_name_ru}: ${e.names.join(' ')}`,
      priceAmount: price,
      registrationId: regs[i]!.id,
    })),
  );
  const [payment] = await db
    .insert(payments)
    .values({
      tenantId,
      orderId,
      provider: 'sandbox',
      method: 'bank-details',
      amount: total,
      status: 'succeeded',
      refundedAmount: price,
      invoicePayer: {
        name: DEMO_COMPANY.legalName,
        inn: DEMO_COMPANY_REQUISITES.inn,
        kpp: DEMO_COMPANY_REQUISITES.kpp,
        address: DEMO_COMPANY_REQUISITES.legalAddress,
      },
      createdAt: new Date(paidAt.getTime() - DAY_MS),
      updatedAt: refundedAt,
      succeededAt: paidAt,
    })
    .returning({ id: payments.id });
  await db.insert(refunds).values({
    tenantId,
    paymentId: payment!.id,
    amount: price,
    status: 'succeeded',
    reason: 'Сотрудник не сможет участвовать',
    actor: 'system:demo',
    createdAt: refundedAt,
  });

  const median = race.median_ms;
  const lines: { i: number; status: 'finished' | 'dnf'; timeMs: number | null }[] = [
    { i: 0, status: 'finished', timeMs: Math.round((median * 0.92) / 1000) * 1000 },
    { i: 1, status: 'finished', timeMs: Math.round((median * 1.07) / 1000) * 1000 },
    { i: 2, status: 'dnf', timeMs: null },
  ];
  const genders = ['male', 'female', 'male'] as const;
  await db.insert(results).values(
    lines.map((l) => ({
      tenantId,
      eventId: race.event_id,
      raceId: race.race_id,
      bib: entries[l.i]!.bib,
      name: entries[l.i]!.names.join(' '),
      gender: genders[l.i]!,
      club: DEMO_COMPANY.name,
      timeMs: l.timeMs,
      status: l.status,
      registrationId: regs[l.i]!.id,
    })),
  );
}
