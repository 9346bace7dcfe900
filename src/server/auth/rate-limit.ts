import { DomainError } from '../domain-error.js';
import type { SignInFailuresRepo } from './sign-in-failures.repo.js';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account (tenant + e-mail) within the window that lock it. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failures from one IP within the window that lock it. */
export const IP_FAILURE_LIMIT = 20;

/**
 * Sign-in limits kept in the database (sign_in_failures): an account or IP with too many failures in
 * the last 15 minutes is locked until enough of them are older than that.
 */
export function createSignInLimits(repo: SignInFailuresRepo, clock: () => Date = () => new Date()) {
  /** When a list of failure times (newest first) stops counting as `limit` failures in the window. */
  function lockedUntil(times: Date[], limit: number): number | null {
    const deciding = times[limit - 1];
    return times.length >= limit && deciding ? deciding.getTime() + SIGN_IN_WINDOW_MS : null;
  }

  return {
    /** Throws SIGN_IN_LOCKED (429, with minutes and retryAfterSeconds) while the account or IP is locked. */
    async assertNotLocked(tenantId: number, email: string, ip: string): Promise<void> {
      const now = clock().getTime();
      const since = new Date(now - SIGN_IN_WINDOW_MS);
      const [ofAccount, ofIp] = await Promise.all([
        repo.recentOfAccount(tenantId, email, since, ACCOUNT_FAILURE_LIMIT),
        repo.recentOfIp(tenantId, ip, since, IP_FAILURE_LIMIT),
      ]);
      const until = Math.max(
        lockedUntil(ofAccount, ACCOUNT_FAILURE_LIMIT) ?? 0,
        lockedUntil(ofIp, IP_FAILURE_LIMIT) ?? 0,
      );
      if (until <= now) return;
      const retryAfterSeconds = Math.max(1, Math.ceil((until - now) / 1000));
      throw new DomainError('SIGN_IN_LOCKED', {
        params: { minutes: Math.ceil(retryAfterSeconds / 60), retryAfterSeconds },
      });
    },

    async recordFailure(tenantId: number, email: string, ip: string): Promise<void> {
      const now = clock();
      await repo.insert(tenantId, email, ip, now);
      await repo.pruneBefore(tenantId, email, ip, new Date(now.getTime() - SIGN_IN_WINDOW_MS));
    },

    async clear(tenantId: number, email: string): Promise<void> {
      await repo.clearAccount(tenantId, email);
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
