import { describe, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache.js';

describe('micro-cache', () => {
  it('answers a key from memory until it expires, sharing concurrent loads', async () => {
    let t = 0;
    let loads = 0;
    const cache = createMicroCache<number>(1000, 10, () => t);
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    t = 999;
    expect(await cache.get('k', load)).toBe(1);
    t = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets failures, bounds its size and can be switched off', async () => {
    const cache = createMicroCache<number>(1000, 2, () => 0);
    await expect(cache.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('x', async () => 7)).toBe(7);
    await cache.get('y', async () => 8);
    await cache.get('z', async () => 9);
    expect(await cache.get('x', async () => 70)).toBe(70); // evicted as the oldest
    const off = createMicroCache<number>(0);
    let n = 0;
    await off.get('k', async () => ++n);
    await off.get('k', async () => ++n);
    expect(n).toBe(2);
  });
});
