import { describe, expect, it } from 'vitest';
import { queueQueries } from './queries-in-turn.js';

/** A connection that records how many of its queries were running at once, as pg's client would see it. */
function fakeConnection() {
  let running = 0;
  const seen = { mostAtOnce: 0, order: [] as string[] };
  const client = {
    query: async (text: string) => {
      running += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      seen.order.push(text);
      if (text === 'bad') throw new Error('syntax error');
      return { rows: [{ text }] };
    },
  };
  return { client, seen };
}

describe('a connection takes its queries in turn', () => {
  it('runs queries started together one after another, each answering its own', async () => {
    const { client, seen } = fakeConnection();
    queueQueries(client as never);
    const answers = await Promise.all(['a', 'b', 'c'].map((text) => client.query(text)));
    expect(answers.map((a) => a.rows[0]?.text)).toEqual(['a', 'b', 'c']);
    expect(seen.order).toEqual(['a', 'b', 'c']);
    expect(seen.mostAtOnce).toBe(1);
  });

  it('goes on after a failed query, which still fails for its caller', async () => {
    const { client, seen } = fakeConnection();
    queueQueries(client as never);
    const results = await Promise.allSettled(['a', 'bad', 'c'].map((text) => client.query(text)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(seen.mostAtOnce).toBe(1);
  });
});
