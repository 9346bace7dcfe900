import type { LimitRule, RateLimiter, TakenHits } from '../limits/rate-limiter.js';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account from one client (IP) within the window that lock that pair. */
export const PAIR_FAILURE_LIMIT = 5;
/** Failures from one IP within the window, over all accounts and tenants, that lock the IP. */
export const IP_FAILURE_LIMIT = 20;
/** Failures of one account from all clients within the window after which it is slowed, not locked… */
export const ACCOUNT_SLOW_AFTER = 10;
/** …to one attempt every so often, whoever makes it. A link by e-mail signs the owner in meanwhile. */
export const ACCOUNT_SPACING_MS = 30 * 1000;

const HOUR_MS = 60 * 60 * 1000;
/** Mails asked for (sign-up, confirmation, reset, sign-in link) per address per hour… */
export const MAILS_PER_ADDRESS_PER_HOUR = 5;
/** …and per client IP per hour, whatever the address. */
export const MAILS_PER_IP_PER_HOUR = 20;

const pairPrefix = (tenantId: number, email: string) => `sign-in:pair:${tenantId}:${email}:`;
const accountBucket = (tenantId: number, email: string) => `sign-in:account:${tenantId}:${email}`;

/**
 * Sign-in limits (issue 12). An attempt is recorded as a failure before the password is checked, under
 * the limiter's lock, so parallel attempts cannot all pass the check; a right password takes it back.
 * - one account from one IP: 5 failures in 15 minutes lock that pair (SIGN_IN_LOCKED);
 * - one IP over all accounts: 20 failures lock the IP (SIGN_IN_LOCKED);
 * - one account from everywhere: past 10 failures, one attempt per 30 s (SIGN_IN_SLOWED), so nobody can
 *   lock someone else out with five wrong passwords; the owner can also unlock by a link in a mail.
 */
export function createSignInLimits(limiter: RateLimiter) {
  const rules = (tenantId: number, email: string, ip: string): LimitRule[] => [
    {
      bucket: pairPrefix(tenantId, email) + ip,
      limit: PAIR_FAILURE_LIMIT,
      windowMs: SIGN_IN_WINDOW_MS,
      error: 'SIGN_IN_LOCKED',
    },
    {
      bucket: `sign-in:ip:${ip}`,
      limit: IP_FAILURE_LIMIT,
      windowMs: SIGN_IN_WINDOW_MS,
      error: 'SIGN_IN_LOCKED',
    },
    {
      bucket: accountBucket(tenantId, email),
      limit: ACCOUNT_SLOW_AFTER,
      windowMs: SIGN_IN_WINDOW_MS,
      spacingMs: ACCOUNT_SPACING_MS,
      error: 'SIGN_IN_SLOWED',
    },
  ];

  return {
    /** Counts an attempt as a failure, or throws SIGN_IN_LOCKED / SIGN_IN_SLOWED (429, with params). */
    reserve(tenantId: number, email: string, ip: string): Promise<TakenHits> {
      return limiter.take(rules(tenantId, email, ip));
    },

    /** The password was right: the attempt was no failure, and this client's earlier ones are forgiven. */
    async succeeded(tenantId: number, email: string, ip: string, attempt: TakenHits): Promise<void> {
      await limiter.release(attempt);
      await limiter.clear(pairPrefix(tenantId, email) + ip);
    },

    /** The owner proved the mailbox: every failure recorded against the account is forgotten. */
    async unlock(tenantId: number, email: string): Promise<void> {
      await limiter.clearPrefix(pairPrefix(tenantId, email));
      await limiter.clear(accountBucket(tenantId, email));
    },

    /** Counts a mail asked for by this IP to this address, or throws AUTH_MAIL_LIMIT (429). */
    async mailRequested(tenantId: number, email: string, ip: string): Promise<void> {
      await limiter.take([
        {
          bucket: `auth-mail:address:${tenantId}:${email}`,
          limit: MAILS_PER_ADDRESS_PER_HOUR,
          windowMs: HOUR_MS,
          error: 'AUTH_MAIL_LIMIT',
        },
        {
          bucket: `auth-mail:ip:${ip}`,
          limit: MAILS_PER_IP_PER_HOUR,
          windowMs: HOUR_MS,
          error: 'AUTH_MAIL_LIMIT',
        },
      ]);
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
