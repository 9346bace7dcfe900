/**
 * A small time-based cache of answers (micro-caching): the same list query within `ttlMs` is answered from
 * memory, and concurrent misses of one key share one database round trip. Bounded: the oldest entries go
 * first. ttlMs 0 disables it. Registration itself never reads from here, so a card that is a few seconds
 * stale (places left, state) cannot oversell.
 */
export function createMicroCache<T>(ttlMs: number, maxEntries = 2000, now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const t = now();
      const hit = entries.get(key);
      if (hit && hit.expires > t) return hit.value;
      if (hit) entries.delete(key);
      const value = load();
      entries.set(key, { expires: t + ttlMs, value });
      value.catch(() => entries.delete(key));
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
