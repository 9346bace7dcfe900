import type { ErrorCode } from '../../shared/errors.js';
import type { Db } from '../db/client.js';
import { DomainError } from '../domain-error.js';
import { createRateLimitsRepo } from './rate-limits.repo.js';

/** One limit on one bucket of hits. */
export interface LimitRule {
  /** Names the scope, e.g. `sign-in:ip:10.0.0.1` or `mail:address:1:anna@example.com`. */
  bucket: string;
  /** Hits allowed within the window. */
  limit: number;
  windowMs: number;
  /**
   * Without it, the limit blocks until enough hits are older than the window. With it, the limit slows
   * instead: past `limit` hits in the window, one more hit is allowed every `spacingMs`.
   */
  spacingMs?: number;
  /** What a refused hit answers; params `hours`, `minutes`, `seconds` and `retryAfterSeconds` go with it. */
  error: ErrorCode;
}

/** Hits recorded by one `take`, so that they can be taken back (a sign-in that turned out right). */
export interface TakenHits {
  ids: number[];
}

/** Rows older than this belong to no window any more (the longest window is a day). */
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_TAKES = 200;

/** When the rule lets the next hit in (ms since epoch), given its recent hits newest first. */
function allowedFrom(rule: LimitRule, times: Date[]): number {
  if (times.length < rule.limit) return 0;
  if (rule.spacingMs !== undefined) return (times[0]?.getTime() ?? 0) + rule.spacingMs;
  return (times[rule.limit - 1]?.getTime() ?? 0) + rule.windowMs;
}

/**
 * Rate limits kept in the database, checked and recorded atomically: one transaction takes an advisory
 * lock per bucket, counts the bucket's recent hits and records the new hit only when every rule allows
 * it. Parallel requests therefore queue on the lock and each sees the hits of those before it.
 */
export function createRateLimiter(db: Db, clock: () => Date = () => new Date()) {
  let takes = 0;

  return {
    /** Records one hit in every rule's bucket, or throws the first refusing rule's error (nothing recorded). */
    async take(rules: LimitRule[]): Promise<TakenHits> {
      const now = clock();
      takes += 1;
      const prune = takes % PRUNE_EVERY_TAKES === 0;
      return db.transaction(async (tx) => {
        const repo = createRateLimitsRepo(tx);
        const buckets = [...new Set(rules.map((rule) => rule.bucket))].sort();
        for (const bucket of buckets) await repo.lock(bucket);
        let refused: { rule: LimitRule; until: number } | null = null;
        for (const rule of rules) {
          const since = new Date(now.getTime() - rule.windowMs);
          const until = allowedFrom(rule, await repo.recent(rule.bucket, since, rule.limit));
          if (until > now.getTime() && (!refused || until > refused.until)) refused = { rule, until };
        }
        if (refused) throw refusal(refused.rule, refused.until - now.getTime());
        if (prune) await repo.pruneOlderThan(new Date(now.getTime() - KEEP_MS));
        return { ids: await repo.insert(buckets, now) };
      });
    },

    /** Takes back the hits of one `take`. */
    async release(taken: TakenHits): Promise<void> {
      await createRateLimitsRepo(db).deleteIds(taken.ids);
    },

    async clear(bucket: string): Promise<void> {
      await createRateLimitsRepo(db).deleteBucket(bucket);
    },

    /** Clears every bucket whose name starts with `prefix`. */
    async clearPrefix(prefix: string): Promise<void> {
      await createRateLimitsRepo(db).deleteBucketsLike(prefix);
    },
  };
}

function refusal(rule: LimitRule, waitMs: number): DomainError {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new DomainError(rule.error, {
    params: {
      hours: Math.ceil(retryAfterSeconds / 3600),
      minutes: Math.ceil(retryAfterSeconds / 60),
      seconds: retryAfterSeconds,
      retryAfterSeconds,
    },
  });
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
