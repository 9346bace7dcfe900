import { useEffect, useState } from 'react';

/** The device's clock in ms, moving on every `everyMs` while `running` (a countdown's second). */
export function useDeviceClock(everyMs: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, running]);
  return now;
}
