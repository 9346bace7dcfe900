import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/test-app.js';

describe('GET /api/users/getCurrent', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await createTestApp(testDb.database);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('answers a visitor as not authorized, on every tenant', async () => {
    for (const host of ['localhost', 'pionercup.localhost']) {
      const res = await app.inject({
        url: '/api/users/getCurrent',
        headers: { host, cookie: 'session=forged' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isAuthorized: false });
    }
  });
});
