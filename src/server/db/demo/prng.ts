/** A small seeded PRNG (mulberry32): the demo data is the same on every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const chance = (p: number): boolean => next() < p;
  return { next, int, pick, chance };
}

export type Random = ReturnType<typeof createRandom>;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight (UTC instant) of the Moscow calendar day `offsetDays` from `now`'s day, plus `hourMsk` hours. */
export function moscowDay(now: Date, offsetDays: number, hourMsk = 0): Date {
  const msk = new Date(now.getTime() + 3 * 60 * 60 * 1000);
  const midnightUtc =
    Date.UTC(msk.getUTCFullYear(), msk.getUTCMonth(), msk.getUTCDate()) - 3 * 60 * 60 * 1000;
  return new Date(midnightUtc + offsetDays * DAY_MS + hourMsk * 60 * 60 * 1000);
}
