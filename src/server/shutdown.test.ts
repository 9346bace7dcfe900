import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { createShutdown } from './shutdown.js';
import { createTestDatabase, testConfig, type TestDatabase } from './test/test-app.js';

describe('graceful shutdown', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.dispose();
  });

  it('lets an in-flight request finish, then stops listening and exits 0', async () => {
    const closedDatabases: string[] = [];
    const database = { ...testDb.database, close: async () => void closedDatabases.push('closed') };
    const app = await buildApp(testConfig(), { database });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.get('/test/slow', async () => {
      await held;
      return { finished: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/test/slow`).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the request has reached the handler

    const exits: number[] = [];
    const stopping = createShutdown(app, database, { exit: (code) => void exits.push(code) })('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exits).toEqual([]); // still waiting for the request
    release();

    expect(await inFlight).toEqual({ status: 200, body: { finished: true } });
    await stopping;
    expect(exits).toEqual([0]);
    expect(closedDatabases).toEqual(['closed']);
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
  });
});
