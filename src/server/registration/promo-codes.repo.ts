import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../catalogue/db-rows.js';
import type { Executor } from '../db/client.js';
import { promoCodes, raceAccessGrants, type PromoCodeRow } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

/** Uses of a discount code: orders carrying it that are paid, or awaiting payment within their hold. */
export interface PromoUses {
  total: number;
  byUser: number;
}

/** Promo codes of one tenant: discounts and access codes, their uses, and the gate's grants. */
export function createPromoCodesRepo(db: Executor, tenantId: TenantId) {
  return {
    /** A code as typed (upper-cased by the schema). */
    async byCode(code: string): Promise<PromoCodeRow | null> {
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(and(eq(promoCodes.tenantId, tenantId), eq(promoCodes.code, code)));
      return row ?? null;
    },

    /**
     * The code's row, read and locked until the transaction ends: its uses counted next cannot change under
     * it, and what it says (active, dates, limits) is as of now.
     */
    async lock(id: number): Promise<PromoCodeRow | null> {
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(and(eq(promoCodes.tenantId, tenantId), eq(promoCodes.id, id)))
        .for('update');
      return row ?? null;
    },

    async uses(id: number, userId: number, now: Date): Promise<PromoUses> {
      const [row] = await rowsOf<{ total: number; by_user: number }>(
        db,
        sql`select count(*)::int as total, (count(*) filter (where user_id = ${userId}))::int as by_user
          from orders where tenant_id = ${tenantId} and promo_code_id = ${id}
            and (status = 'paid' or (status = 'awaiting-payment' and (expires_at is null or expires_at > ${now})))`,
      );
      return { total: row?.total ?? 0, byUser: row?.by_user ?? 0 };
    },

    async hasAccess(userId: number, raceId: number): Promise<boolean> {
      const [row] = await db
        .select({ raceId: raceAccessGrants.raceId })
        .from(raceAccessGrants)
        .where(
          and(
            eq(raceAccessGrants.tenantId, tenantId),
            eq(raceAccessGrants.userId, userId),
            eq(raceAccessGrants.raceId, raceId),
          ),
        );
      return row !== undefined;
    },

    async grantAccess(userId: number, raceId: number, promoCodeId: number): Promise<void> {
      await db
        .insert(raceAccessGrants)
        .values({ tenantId, userId, raceId, promoCodeId })
        .onConflictDoNothing();
    },
  };
}

export type PromoCodesRepo = ReturnType<typeof createPromoCodesRepo>;
