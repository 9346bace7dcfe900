import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { DomainError } from '../domain-error.js';

/** argon2id with OWASP's minimum (DESIGN §1): 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** One hash, off the pool: seeding and test fixtures. Requests go through createPasswordHasher. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password or a malformed hash; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export interface PasswordHasherOptions {
  /** Hashes computed at once; the rest of the cores stay free for page traffic. Default: cores − 1, ≥ 1. */
  concurrency?: number;
  /** Hashes waiting beyond which a new one is refused with AUTH_BUSY (503) instead of queued. */
  maxQueue?: number;
}

/**
 * argon2 on a bounded pool: at most `concurrency` hashes run at once and at most `maxQueue` wait, so a
 * flood of sign-ins or sign-ups cannot take every core (or an unbounded queue) from the pages.
 */
export function createPasswordHasher(options: PasswordHasherOptions = {}) {
  const limit = pLimit(options.concurrency ?? Math.max(1, availableParallelism() - 1));
  const maxQueue = options.maxQueue ?? 64;

  function run<T>(work: () => Promise<T>): Promise<T> {
    if (limit.pendingCount >= maxQueue) {
      return Promise.reject(new DomainError('AUTH_BUSY', { params: { retryAfterSeconds: 30 } }));
    }
    return limit(work);
  }

  return {
    hash: (password: string): Promise<string> => run(() => hashPassword(password)),

    /** False for a wrong password or a malformed hash; AUTH_BUSY when the pool is full. */
    verify: (passwordHash: string, password: string): Promise<boolean> =>
      run(() => verifyPassword(passwordHash, password)),

    /** Hashes running and waiting (tests, benchmarks). */
    get load() {
      return { active: limit.activeCount, waiting: limit.pendingCount };
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
