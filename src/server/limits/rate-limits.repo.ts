import { and, desc, eq, gt, inArray, like, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rateLimitHits } from '../db/schema.js';

/**
 * Hits of the rate limits, on the executor it is given (the limiter's transaction). Buckets name their
 * own scope (tenant, e-mail, IP …), so no function here takes a tenant of its own.
 */
export function createRateLimitsRepo(db: Executor) {
  return {
    /** Waits for the bucket's lock until the transaction ends: check-then-record is atomic per bucket. */
    async lock(bucket: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`);
    },

    /** Times of the bucket's hits after `since`, newest first, at most `limit`. */
    async recent(bucket: string, since: Date, limit: number): Promise<Date[]> {
      const rows = await db
        .select({ at: rateLimitHits.at })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.at, since)))
        .orderBy(desc(rateLimitHits.at))
        .limit(limit);
      return rows.map((row) => row.at);
    },

    async insert(buckets: string[], at: Date): Promise<number[]> {
      const rows = await db
        .insert(rateLimitHits)
        .values(buckets.map((bucket) => ({ bucket, at })))
        .returning({ id: rateLimitHits.id });
      return rows.map((row) => row.id);
    },

    async deleteIds(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
    },

    async deleteBucket(bucket: string): Promise<void> {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
    },

    /** Every bucket starting with `prefix` (a user-given part must not contain `%` or `_` wildcards). */
    async deleteBucketsLike(prefix: string): Promise<void> {
      const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
      await db.delete(rateLimitHits).where(like(rateLimitHits.bucket, `${escaped}%`));
    },

    /** Drops hits older than every window. */
    async pruneOlderThan(before: Date): Promise<void> {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.at, before));
    },
  };
}

export type RateLimitsRepo = ReturnType<typeof createRateLimitsRepo>;
