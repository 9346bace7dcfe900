import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error.js';
import { createPasswordHasher } from './passwords.js';

describe('password hashing pool', () => {
  it('runs at most `concurrency` hashes at once and refuses past the queue with AUTH_BUSY', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, maxQueue: 3 });
    let mostActive = 0;
    const watch = setInterval(() => (mostActive = Math.max(mostActive, hasher.load.active)), 1);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => hasher.hash(`secret ${i}`)),
    );
    clearInterval(watch);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    // one runs, three wait, the other four are refused at once
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(4);
    expect(refused).toHaveLength(4);
    for (const o of refused) {
      const reason = (o as PromiseRejectedResult).reason as DomainError;
      expect(reason).toBeInstanceOf(DomainError);
      expect(reason.code).toBe('AUTH_BUSY');
    }
    expect(mostActive).toBe(1);
  });

  it('verifies what it hashed, and a malformed hash is just a wrong password', async () => {
    const hasher = createPasswordHasher();
    const hash = await hasher.hash('correct horse');
    expect(await hasher.verify(hash, 'correct horse')).toBe(true);
    expect(await hasher.verify(hash, 'wrong horse')).toBe(false);
    expect(await hasher.verify('not a hash', 'correct horse')).toBe(false);
  });
});
