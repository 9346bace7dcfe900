import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCorpReportsRepo } from '../../corp/reports.repo.js';
import { createTestDatabase, tenantIdOf, type TestDatabase } from '../../test/test-app.js';
import type { TenantId } from '../../tenants/tenant-id.js';
import { seedDemoCatalogueData, seedDemoData } from '../seed.js';
import { demoCompanyId } from './corporate.js';

describe('demo company «Ромашка»: last season’s order for its reports', () => {
  let testDb: TestDatabase;
  let tenantId: TenantId;
  let companyId: number;
  const now = new Date();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedDemoCatalogueData(testDb.database.db);
    await seedDemoData(testDb.database.db, { accounts: true });
    tenantId = await tenantIdOf(testDb.database, 'default');
    companyId = (await demoCompanyId(testDb.database.db, tenantId))!;
  });
  afterAll(async () => {
    await testDb?.dispose();
  });

  const scope = () => ({ companyId, from: undefined, to: undefined, event: undefined, now });

  it('has two finishers placed among the race’s results, a DNF and a cancelled, refunded entry', async () => {
    const repo = createCorpReportsRepo(testDb.database.db, tenantId);
    const rows = await repo.participants(scope(), 100);
    const order = rows.filter((r) => r.order_number === 'SL-DEMO-CORP-1');
    expect(order.map((r) => [r.last_name, r.status, r.result]).sort()).toEqual([
      ['Иванов', 'confirmed', 'finished'],
      ['Кузнецова', 'cancelled', null],
      ['Петрова', 'confirmed', 'finished'],
      ['Сидоров', 'confirmed', 'dnf'],
    ]);
    const ivanov = order.find((r) => r.last_name === 'Иванов')!;
    const petrova = order.find((r) => r.last_name === 'Петрова')!;
    expect(ivanov.place).toBeGreaterThan(1);
    expect(petrova.place).toBeGreaterThan(ivanov.place!);
    expect(new Date(`${ivanov.event_date}T00:00:00Z`).getTime()).toBeLessThan(now.getTime());

    const spend = await repo.spend(scope());
    const event = spend.find((s) => s.event_code === order[0]!.event_code)!;
    expect(event.places).toBe(3);
    expect(Number(event.refunded)).toBe(Number(event.paid) / 4);
  });
});
