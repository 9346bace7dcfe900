import { and, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signInFailures } from '../db/schema.js';

/** Failed sign-ins. Every function takes the tenant id first (the per-IP count spans all tenants). */
export function createSignInFailuresRepo(db: Db) {
  return {
    async insert(tenantId: number, email: string, ip: string, at: Date): Promise<void> {
      await db.insert(signInFailures).values({ tenantId, email, ip, at });
    },

    /** Times of the account's failures after `since`, newest first, at most `limit`. */
    async recentOfAccount(tenantId: number, email: string, since: Date, limit: number): Promise<Date[]> {
      const rows = await db
        .select({ at: signInFailures.at })
        .from(signInFailures)
        .where(
          and(
            eq(signInFailures.tenantId, tenantId),
            eq(signInFailures.email, email),
            gt(signInFailures.at, since),
          ),
        )
        .orderBy(desc(signInFailures.at))
        .limit(limit);
      return rows.map((r) => r.at);
    },

    /** Times of the IP's failures after `since` on any tenant, newest first, at most `limit`. */
    async recentOfIp(_tenantId: number, ip: string, since: Date, limit: number): Promise<Date[]> {
      const rows = await db
        .select({ at: signInFailures.at })
        .from(signInFailures)
        .where(and(eq(signInFailures.ip, ip), gt(signInFailures.at, since)))
        .orderBy(desc(signInFailures.at))
        .limit(limit);
      return rows.map((r) => r.at);
    },

    async clearAccount(tenantId: number, email: string): Promise<void> {
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.tenantId, tenantId), eq(signInFailures.email, email)));
    },

    /** Drops rows that no longer count for this account or IP. */
    async pruneBefore(tenantId: number, email: string, ip: string, before: Date): Promise<void> {
      await db
        .delete(signInFailures)
        .where(
          and(
            lt(signInFailures.at, before),
            or(
              and(eq(signInFailures.tenantId, tenantId), eq(signInFailures.email, email)),
              eq(signInFailures.ip, ip),
            ),
          ),
        );
    },
  };
}

export type SignInFailuresRepo = ReturnType<typeof createSignInFailuresRepo>;
