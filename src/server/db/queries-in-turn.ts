import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;

/**
 * Makes one PostgreSQL connection take its queries one after another. A transaction runs on one
 * connection, and a service may start several of its queries at once (`Promise.all`): pg has queued them
 * itself so far, but warns that pg 9 will refuse a query while another runs. Promise-style queries (what
 * drizzle sends) wait here for the one before to settle; a query with a callback or a submittable one
 * (the pool's own `pool.query`, which takes an idle connection for one query) goes straight through.
 */
export function queueQueries(client: Pick<pg.ClientBase, 'query'>): void {
  const query = client.query.bind(client) as Query;
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn: Query = (...args) => {
    const first = args[0] as { submit?: unknown; callback?: unknown } | undefined;
    if (
      typeof args.at(-1) === 'function' ||
      typeof first?.submit === 'function' ||
      typeof first?.callback === 'function'
    ) {
      return query(...args);
    }
    const result = previous.then(() => query(...args));
    previous = result.catch(() => undefined);
    return result;
  };
  client.query = inTurn as typeof client.query;
}
