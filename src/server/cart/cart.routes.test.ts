import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/test-app.js';

describe('cart calls for a visitor', () => {
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

  it('GET /Register/ApiCardInfo answers no draft', async () => {
    const res = await app.inject({ url: '/Register/ApiCardInfo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ HasDraft: false, Draft: null });
  });

  it('POST /Register/ApiClearCart answers success, with or without JSON headers', async () => {
    const bare = await app.inject({ method: 'POST', url: '/Register/ApiClearCart' });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual({ success: true });
    const json = await app.inject({
      method: 'POST',
      url: '/Register/ApiClearCart',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', host: 'localhost' },
    });
    expect(json.json()).toEqual({ success: true });
  });

  it('GET /Register/ApiClearCart is not a call: JSON 404', async () => {
    const res = await app.inject({ url: '/Register/ApiClearCart' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
