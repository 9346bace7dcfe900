import type { Database } from '../db/client.js';
import { eventItems, eventItemVariants, promoCodes, raceInsurances } from '../db/schema.js';
import type { TestRace } from './registration-fixture.js';

/*
 * Rows of the options tests (issue 15): a race's insurance, its event's services and goods with sizes,
 * promo codes.
 */

/** Accident insurance of the race: 350 ₽ premium, 100,000 ₽ compensation unless told. */
export async function insertInsurance(
  database: Database,
  tenantId: number,
  race: TestRace,
  options: Partial<typeof raceInsurances.$inferInsert> = {},
): Promise<number> {
  const [row] = await database.db
    .insert(raceInsurances)
    .values({
      tenantId,
      raceId: race.raceId,
      type: 'accident',
      sportRu: 'Бег',
      sportEn: 'Running',
      policyTypeRu: 'Страхование от несчастного случая',
      policyTypeEn: 'Accident insurance',
      compensationAmount: 10_000_000,
      premiumAmount: 35_000,
      ...options,
    })
    .returning({ id: raceInsurances.id });
  return row!.id;
}

/** A service or good of the race's event (per participant unless told), with its variants if given. */
export async function insertItem(
  database: Database,
  tenantId: number,
  race: TestRace,
  options: Partial<typeof eventItems.$inferInsert> & {
    variants?: { labelRu: string; labelEn: string; stock: number | null }[];
  } = {},
): Promise<{ itemId: number; variantIds: number[] }> {
  const { variants = [], ...columns } = options;
  const [item] = await database.db
    .insert(eventItems)
    .values({
      tenantId,
      eventId: race.eventId,
      kind: 'good',
      nameRu: 'Футболка',
      nameEn: 'T-shirt',
      priceAmount: 120_000,
      ...columns,
    })
    .returning({ id: eventItems.id });
  const rows = variants.length
    ? await database.db
        .insert(eventItemVariants)
        .values(variants.map((v, position) => ({ tenantId, itemId: item!.id, position, ...v })))
        .returning({ id: eventItemVariants.id })
    : [];
  return { itemId: item!.id, variantIds: rows.map((r) => r.id) };
}

/** A discount code (10 % unless told) or an access code. */
export async function insertPromo(
  database: Database,
  tenantId: number,
  options: Partial<typeof promoCodes.$inferInsert> & { code: string },
): Promise<number> {
  const [row] = await database.db
    .insert(promoCodes)
    .values({
      tenantId,
      purpose: 'discount',
      ...(options.purpose === 'access' || options.amount !== undefined ? {} : { percentBp: 1_000 }),
      ...options,
    })
    .returning({ id: promoCodes.id });
  return row!.id;
}
