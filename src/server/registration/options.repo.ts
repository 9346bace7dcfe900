import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../catalogue/db-rows.js';
import type { Executor } from '../db/client.js';
import { eventItems, eventItemVariants, raceInsurances } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

export type InsuranceRow = typeof raceInsurances.$inferSelect;
export type ItemRow = typeof eventItems.$inferSelect;
export type VariantRow = typeof eventItemVariants.$inferSelect;

/** Units of items and of their variants taken at a moment: sold, or held by an order within its hold. */
export interface StockTaken {
  items: Map<number, number>;
  variants: Map<number, number>;
}

/**
 * The options a race's registration sells (issue 15): its insurance offers, its event's services and goods
 * with their variants, and their stock. Stock is held like places (DESIGN §5): the units of an item are
 * those of the order lines of orders that are paid, or awaiting payment within their hold, counted under
 * the items' row locks (`lockItems`) in the order's transaction.
 */
export function createOptionsRepo(db: Executor, tenantId: TenantId) {
  return {
    insurancesOfRace(raceId: number): Promise<InsuranceRow[]> {
      return db
        .select()
        .from(raceInsurances)
        .where(and(eq(raceInsurances.tenantId, tenantId), eq(raceInsurances.raceId, raceId)))
        .orderBy(asc(raceInsurances.id));
    },

    itemsOfEvent(eventId: number): Promise<ItemRow[]> {
      return db
        .select()
        .from(eventItems)
        .where(and(eq(eventItems.tenantId, tenantId), eq(eventItems.eventId, eventId)))
        .orderBy(asc(eventItems.id));
    },

    variantsOf(itemIds: readonly number[]): Promise<VariantRow[]> {
      if (!itemIds.length) return Promise.resolve([]);
      return db
        .select()
        .from(eventItemVariants)
        .where(and(eq(eventItemVariants.tenantId, tenantId), inArray(eventItemVariants.itemId, [...itemIds])))
        .orderBy(asc(eventItemVariants.position), asc(eventItemVariants.id));
    },

    /**
     * Locks the rows of these items until the transaction ends, in id order (so two orders never wait on
     * each other's locks): the stock counted next cannot change under the order.
     */
    async lockItems(itemIds: readonly number[]): Promise<void> {
      if (!itemIds.length) return;
      await db
        .select({ id: eventItems.id })
        .from(eventItems)
        .where(and(eq(eventItems.tenantId, tenantId), inArray(eventItems.id, [...itemIds])))
        .orderBy(asc(eventItems.id))
        .for('update');
    },

    /** Units of these items (and of each variant) taken at `now`. */
    async taken(itemIds: readonly number[], now: Date): Promise<StockTaken> {
      const out: StockTaken = { items: new Map(), variants: new Map() };
      if (!itemIds.length) return out;
      const rows = await rowsOf<{ item_id: number; variant_id: number | null; n: number }>(
        db,
        sql`select oi.item_id, oi.variant_id, sum(oi.count)::int as n
          from order_items oi
          join orders o on o.id = oi.order_id and o.tenant_id = oi.tenant_id
          where oi.tenant_id = ${tenantId} and oi.item_id in ${sql`(${sql.join(
            itemIds.map((id) => sql`${id}`),
            sql`, `,
          )})`}
            and (o.status = 'paid' or (o.status = 'awaiting-payment' and (o.expires_at is null or o.expires_at > ${now})))
          group by oi.item_id, oi.variant_id`,
      );
      for (const row of rows) {
        out.items.set(row.item_id, (out.items.get(row.item_id) ?? 0) + row.n);
        if (row.variant_id !== null) out.variants.set(row.variant_id, row.n);
      }
      return out;
    },
  };
}

export type OptionsRepo = ReturnType<typeof createOptionsRepo>;
