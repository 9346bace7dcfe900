import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.js';
import { loadConfig } from '../../config.js';
import { createTestSession } from '../../test/accounts-fixture.js';
import { createTestApp, createTestDatabase, tenantIdOf, type TestDatabase } from '../../test/test-app.js';
import { users } from '../schema.js';
import { seedDemoCatalogueData, seedDemoData } from '../seed.js';
import { DEMO_PASSWORD } from './accounts.js';

const DEMO_EMAILS = [
  'anna@startline.test',
  'ivan@startline.test',
  'org@startline.test',
  'operator@startline.test',
  'admin@startline.test',
];

describe('demo accounts', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedDemoCatalogueData(testDb.database.db);
    app = await createTestApp(testDb.database);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const demoUsers = () => testDb.database.db.select().from(users).where(inArray(users.email, DEMO_EMAILS));

  it('are never seeded in production mode', async () => {
    const production = loadConfig({ NODE_ENV: 'production' }, process.cwd());
    await seedDemoData(testDb.database.db, { accounts: production.devTools });
    expect(await demoUsers()).toEqual([]);
  });

  it('are seeded in dev mode, once, confirmed, with the demo password and their roles', async () => {
    const dev = loadConfig({}, process.cwd());
    await seedDemoData(testDb.database.db, { accounts: dev.devTools });
    await seedDemoData(testDb.database.db, { accounts: dev.devTools });
    const rows = await demoUsers();
    expect(rows.map((u) => u.email).sort()).toEqual([...DEMO_EMAILS].sort());
    const byEmail = new Map(rows.map((u) => [u.email, u]));
    expect(byEmail.get('org@startline.test')?.roles).toEqual(['Organization']);
    expect(byEmail.get('admin@startline.test')?.roles).toEqual(['Administrator']);
    expect(byEmail.get('operator@startline.test')?.roles).toEqual(['Organization']);
    expect(byEmail.get('anna@startline.test')?.roles).toEqual([]);
    const defaultTenant = await tenantIdOf(testDb.database, 'default');
    for (const user of rows) {
      expect(user.tenantId).toBe(defaultTenant);
      expect(user.emailConfirmedAt).not.toBeNull();
    }
    expect(await verifyPassword(rows[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('the participant has a complete profile, two relatives and a race history in her account', async () => {
    const tenantId = await tenantIdOf(testDb.database, 'default');
    const [anna] = await testDb.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'anna@startline.test'));
    const token = await createTestSession(testDb.database, tenantId, anna!.id);
    const get = async (url: string) =>
      (await app.inject({ url, headers: { cookie: `sl_session=${token}` } })).json();

    const profile = await get('/api/account/profile');
    expect(profile).toMatchObject({
      firstName: 'Анна',
      lastName: 'Смирнова',
      phone: '+79161234567',
      emergencyPhone: '+79031234567',
      documents: [{ type: '21', number: '45 12 345678' }],
      missingFields: [],
    });

    const { items: relatives } = await get('/api/account/relatives');
    expect(relatives).toEqual([
      expect.objectContaining({ kind: 'created', status: 'active', fullName: 'Миша Смирнов' }),
      expect.objectContaining({
        kind: 'linked',
        status: 'active',
        fullName: 'Иван Смирнов',
        email: 'ivan@startline.test',
      }),
    ]);
    expect(relatives[0].birthDate.startsWith('2014')).toBe(true);

    const training = await get('/api/account/training');
    expect(training.results.length).toBeGreaterThanOrEqual(6);
    expect(training.personalBests.length).toBeGreaterThanOrEqual(1);
    const dates = training.results.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Date(dates.at(-1)).getTime()).toBeLessThan(Date.now());

    const { upcoming } = await get('/api/account/registrations');
    const own = upcoming.filter(
      (r: { participant: { relation: string } }) => r.participant.relation === 'self',
    );
    expect(own).toHaveLength(2);
    expect(own[0].admission).toMatchObject({ medical: 'checking', identity: 'approved' });

    const { items: all } = await get('/api/account/orders');
    // last year's two paid orders for the tax deduction (issue 19): her and her son's at an organizer in
    // the official list, hers alone at one that is not
    const lastYear = all.filter((o: { number: string }) => o.number.startsWith('SL-DEMO-2'));
    expect(lastYear.map((o: { number: string }) => o.number).sort()).toEqual([
      'SL-DEMO-2001',
      'SL-DEMO-2002',
    ]);
    const orders = all.filter((o: { number: string }) => !o.number.startsWith('SL-DEMO-2'));
    expect(orders.map((o: { status: string }) => o.status).sort()).toEqual(['awaiting-payment', 'paid']);
    for (const order of orders) {
      expect(order.items.map((i: { kind: string }) => i.kind)).toEqual(['registration', 'insurance']);
    }
    // each upcoming registration has its start-pack QR code
    for (const r of own) expect(r.checkinCode).toMatch(/^[0-9A-F]{12}$/);
  });

  it("the operator works moscow-marathon's organizer's start-pack point, with a race closed online to register for", async () => {
    const tenantId = await tenantIdOf(testDb.database, 'default');
    const [operator] = await testDb.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'operator@startline.test'));
    const token = await createTestSession(testDb.database, tenantId, operator!.id);
    const get = (url: string) => app.inject({ url, headers: { cookie: `sl_session=${token}` } });
    expect((await get('/api/cabinet/events/moscow-marathon/checkin')).statusCode).toBe(200);
    const murmansk = await get('/api/cabinet/events/murmansk-polar-night-marathon/checkin');
    expect(murmansk.json().races).toContainEqual(
      expect.objectContaining({ code: 'r10000', offline: true, placesLeft: expect.any(Number) }),
    );
    expect((await get('/api/cabinet/events/moscow-marathon/numbers')).statusCode).toBe(403);
  });
});
