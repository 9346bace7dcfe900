import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTenantResponseSchema } from '../../shared/schemas/tenant.js';
import { tenants } from '../db/schema.js';
import { seedDemoData } from '../db/seed.js';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/test-app.js';

const PATH = '/api/events/tenants/getCurrent';

describe('GET /api/events/tenants/getCurrent', () => {
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

  it('answers the default tenant on localhost with the exact shape', async () => {
    const res = await app.inject({ url: PATH, headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(currentTenantResponseSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      data: {
        organizedId: 'rr',
        code: 'default',
        name: 'Startline',
        supportEmail: 'support@startline.run',
        featureFlags: [{ id: 'ShowLkCorp', enabled: true }],
        links: { loginUrl: 'http://localhost:3000' },
        supportHours: { from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' },
        analyticsCounterId: null,
      },
      error: null,
    });
  });

  it('resolves the tenant from the Host header', async () => {
    const pioner = (await app.inject({ url: PATH, headers: { host: 'pionercup.localhost:3000' } })).json();
    expect(pioner.data).toMatchObject({
      organizedId: 'pionercup',
      supportEmail: 'support@pionercup.ru',
      featureFlags: [{ id: 'ShowLkCorp', enabled: false }],
      links: { loginUrl: 'http://pionercup.localhost:3000' },
    });
    const fontanka = (await app.inject({ url: PATH, headers: { host: 'FONTANKA.localhost' } })).json();
    expect(fontanka.data).toMatchObject({ organizedId: 'fontanka', supportEmail: 'support@fontanka.run' });
  });

  it('answers the default tenant for an unknown host', async () => {
    const res = await app.inject({ url: PATH, headers: { host: 'unknown.example.org' } });
    expect(res.json().data).toMatchObject({ organizedId: 'rr', code: 'default' });
  });

  it("answers the tenant's own login URL and the configured Metrica counter", async () => {
    await testDb.database.db
      .update(tenants)
      .set({ loginUrl: 'https://id.fontanka.run' })
      .where(eq(tenants.code, 'fontanka'));
    const other = await createTestApp(testDb.database, { metricaCounterId: 4242 });
    try {
      const fontanka = (await other.inject({ url: PATH, headers: { host: 'fontanka.localhost' } })).json();
      expect(fontanka.data.links.loginUrl).toBe('https://id.fontanka.run');
      expect(fontanka.data.analyticsCounterId).toBe(4242);
    } finally {
      await other.close();
    }
  });

  it('seeding again changes nothing', async () => {
    expect(await seedDemoData(testDb.database.db)).toEqual({ seeded: false });
    const rows = await testDb.database.db.select({ code: tenants.code }).from(tenants);
    expect(rows.map((r) => r.code).sort()).toEqual(['default', 'fontanka', 'pionercup']);
  });
});
