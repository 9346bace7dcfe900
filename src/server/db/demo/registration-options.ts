import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { eventItems, eventItemVariants, events, promoCodes, raceInsurances, races } from '../schema.js';

/*
 * The demo of options, prices and promo codes (issue 15), on the default tenant, after the catalogue:
 *
 * - moscow-marathon: 5 % commission; its marathon offers accident and cancellation insurance; the race
 *   T-shirt comes in sizes S–XL (XL nearly gone: 2 left), medal engraving per participant, a transfer per
 *   order; codes RUN10 (10 % on this event), MINUS500 (500 ₽ off any race, 100 uses), ONCE (15 %, once
 *   per user);
 * - kazan-marathon: its longest race is a charity start: the participant chooses the price, 500–50,000 ₽;
 * - elton-ultra-trail: its longest race opens with the access code ELTON2027 (the promo-code gate).
 */

/** The longest race of an event of the tenant (the one the README links), or null. */
async function longestRace(db: Db, tenantId: number, eventCode: string) {
  const [row] = await db
    .select({ raceId: races.id, eventId: events.id, code: races.code })
    .from(races)
    .innerJoin(events, and(eq(events.id, races.eventId), eq(events.tenantId, races.tenantId)))
    .where(and(eq(events.tenantId, tenantId), eq(events.code, eventCode)))
    .orderBy(desc(races.lengthM), races.id)
    .limit(1);
  return row ?? null;
}

/** Registration open for a month already and until the start (the catalogue drew these races closed or soon). */
const openNow = (now: Date) => ({
  registrationOpensAt: new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000),
  registrationClosesAt: null,
  registrationDisabled: false,
});

export async function seedDemoOptions(db: Db, tenantId: number, now: Date): Promise<void> {
  const marathon = await longestRace(db, tenantId, 'moscow-marathon');
  if (marathon) {
    await db.update(events).set({ commissionBp: 500 }).where(eq(events.id, marathon.eventId));
    await db.insert(raceInsurances).values([
      {
        tenantId,
        raceId: marathon.raceId,
        type: 'accident',
        sportRu: 'Бег',
        sportEn: 'Running',
        policyTypeRu: 'Страхование от несчастного случая',
        policyTypeEn: 'Accident insurance',
        compensationAmount: 10_000_000,
        premiumAmount: 35_000,
      },
      {
        tenantId,
        raceId: marathon.raceId,
        type: 'cancellation',
        sportRu: 'Бег',
        sportEn: 'Running',
        policyTypeRu: 'Страхование от отмены участия',
        policyTypeEn: 'Cancellation insurance',
        compensationAmount: 500_000,
        premiumAmount: 29_000,
      },
    ]);
    const [shirt] = await db
      .select({ id: eventItems.id })
      .from(eventItems)
      .where(and(eq(eventItems.eventId, marathon.eventId), eq(eventItems.kind, 'good')));
    if (shirt) {
      // the sizes hold the stock
      await db.update(eventItems).set({ stock: null }).where(eq(eventItems.id, shirt.id));
      await db.insert(eventItemVariants).values(
        [
          ['S', 40],
          ['M', 60],
          ['L', 60],
          ['XL', 2],
        ].map(([label, stock], position) => ({
          tenantId,
          itemId: shirt.id,
          labelRu: String(label),
          labelEn: String(label),
          stock: Number(stock),
          position,
        })),
      );
    }
    await db.insert(eventItems).values([
      {
        tenantId,
        eventId: marathon.eventId,
        kind: 'service',
        nameRu: 'Гравировка медали',
        nameEn: 'Medal engraving',
        descriptionRu: 'Имя и время на обороте медали',
        descriptionEn: 'Your name and time on the back of the medal',
        priceAmount: 40_000,
        per: 'participant',
        imageUrl: '/static/goods/medal-engraving.svg',
      },
      {
        tenantId,
        eventId: marathon.eventId,
        kind: 'service',
        nameRu: 'Трансфер от метро «Спортивная»',
        nameEn: 'Shuttle from Sportivnaya metro station',
        descriptionRu: 'Автобус до старта и обратно, на весь заказ',
        descriptionEn: 'A bus to the start and back, for the whole order',
        priceAmount: 30_000,
        per: 'order',
        stock: 40,
      },
    ]);
    await db.insert(promoCodes).values([
      { tenantId, code: 'RUN10', purpose: 'discount', eventId: marathon.eventId, percentBp: 1_000 },
      { tenantId, code: 'MINUS500', purpose: 'discount', amount: 50_000, maxUses: 100 },
      { tenantId, code: 'ONCE', purpose: 'discount', percentBp: 1_500, maxUsesPerUser: 1 },
    ]);
  }

  const charity = await longestRace(db, tenantId, 'kazan-marathon');
  if (charity) {
    await db
      .update(races)
      .set({ customPriceMin: 50_000, customPriceMax: 5_000_000, ...openNow(now) })
      .where(eq(races.id, charity.raceId));
  }

  const elite = await longestRace(db, tenantId, 'elton-ultra-trail');
  if (elite) {
    await db
      .update(races)
      .set({ accessCodeRequired: true, ...openNow(now) })
      .where(eq(races.id, elite.raceId));
    await db
      .insert(promoCodes)
      .values({ tenantId, code: 'ELTON2027', purpose: 'access', raceId: elite.raceId });
  }
}
