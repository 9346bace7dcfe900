import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startHoldSweeper } from './hold-sweeper.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the hold sweeper timer', () => {
  it('sweeps on its interval, one sweep at a time, and stops when the app closes', async () => {
    const app = Fastify({ logger: false });
    const calls: Date[] = [];
    let running = 0;
    let overlapped = false;
    startHoldSweeper(
      app,
      async (now) => {
        calls.push(now);
        overlapped ||= running > 0;
        running += 1;
        await tick(25);
        running -= 1;
      },
      10,
    );
    await app.ready();
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    expect(overlapped).toBe(false);
    await app.close();
    const after = calls.length;
    await tick(60);
    expect(calls.length).toBe(after);
    expect(running).toBe(0);
  });

  it('logs a failed sweep and tries again on the next tick', async () => {
    const errors: unknown[] = [];
    const app = Fastify({ logger: false });
    app.log.error = (obj: unknown) => void errors.push(obj);
    let calls = 0;
    startHoldSweeper(
      app,
      async () => {
        calls += 1;
        throw new Error('database gone');
      },
      10,
    );
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    await app.close();
    expect(errors.length).toBe(calls);
  });
});
