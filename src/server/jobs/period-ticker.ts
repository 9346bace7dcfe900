/** The longest period `every` takes in seconds: pg-boss keeps a period's job for deduplication that long. */
export const MAX_PERIOD_SECONDS = 12 * 60 * 60;

/**
 * When the period containing `now` (epoch milliseconds) is half over. Periods are counted from the epoch,
 * as pg-boss counts the `singletonSeconds` slots that deduplicate a period's job.
 */
export function middleOfPeriod(now: number, periodMs: number): number {
  return Math.floor(now / periodMs) * periodMs + periodMs / 2;
}

/** How long after start an instance makes the current period's job (if no instance has): not during start-up. */
export const FIRST_TICK_MAX_DELAY_MS = 5000;

/**
 * Calls `tick` in the middle of every period, `seconds` long, until stopped, and once shortly after it
 * starts (a period whose middle passed before the start still gets its job). Every instance ticks; the job
 * of a period is made once (pg-boss's slot key), so the middle keeps each instance's tick inside the same
 * period as the database's clock even when the clocks differ by up to half a period. The timers do not keep
 * the process alive.
 */
export function startPeriodTicker(seconds: number, tick: () => void): { stop(): void } {
  const periodMs = seconds * 1000;
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const at = (time: number, then: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      tick();
      then();
    }, time - Date.now());
    timer.unref();
    timers.add(timer);
  };
  const next = () => {
    const now = Date.now();
    const middle = middleOfPeriod(now, periodMs);
    at(middle > now ? middle : middle + periodMs, next);
  };
  at(Date.now() + Math.min(periodMs / 2, FIRST_TICK_MAX_DELAY_MS), () => undefined);
  next();
  return {
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
