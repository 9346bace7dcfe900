import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema.js';
import {
  fillPlaces,
  insertRace,
  registrationsOf,
  takenPlaces,
} from '../registration/registration-fixture.js';
import { createTestAccount } from '../test/accounts-fixture.js';
import { useWideTestApp } from '../test/concurrency-fixture.js';
import { tenantIdOf } from '../test/test-app.js';
import { addMember, corpCalls, insertCompany, insertEmployee } from './registrations-fixture.js';

const COMPANIES = 12;
const EACH = 3;
const LEFT = 7;

describe('companies booking the last places at once (issue 19 item 7)', () => {
  const ctx = useWideTestApp();
  const api = corpCalls(() => ctx.app);

  it(`${COMPANIES} companies of ${EACH} employees on the last ${LEFT} places: whole orders only, never beyond capacity`, async () => {
    const { database } = ctx;
    const tenantId = await tenantIdOf(database, 'default');
    const race = await insertRace(database, tenantId, { capacity: 20 });
    await fillPlaces(database, tenantId, race, 20 - LEFT);
    const companies = await Promise.all(
      Array.from({ length: COMPANIES }, async (_, c) => {
        const companyId = await insertCompany(database, tenantId, `Компания ${c}`);
        const admin = await createTestAccount(database, tenantId, { email: `corp-admin${c}@example.org` });
        await addMember(database, tenantId, companyId, admin.userId, 'admin');
        const employeeIds: number[] = [];
        for (let e = 0; e < EACH; e++) {
          employeeIds.push(
            await insertEmployee(database, tenantId, companyId, {
              lastName: `Сотрудник${e}`,
              firstName: `Компании${c}`,
              gender: 'female',
              birthDate: '1990-01-01',
            }),
          );
        }
        return { companyId, admin, employeeIds };
      }),
    );

    const answers = await Promise.all(
      companies.map(({ companyId, admin, employeeIds }) =>
        api.book(admin, companyId, { raceId: race.raceId, employeeIds }),
      ),
    );
    const booked = answers.filter((a) => a.statusCode === 201);
    // 7 places take two orders of three; the one left is never half an order
    expect(booked).toHaveLength(Math.floor(LEFT / EACH));
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(
      new Set(refused.map((a) => `${a.statusCode} ${(a.json() as { error: { code: string } }).error.code}`)),
    ).toEqual(new Set(['409 CORP_PLACES_LEFT']));
    expect(await takenPlaces(database, race.raceId)).toBe(20 - LEFT + Math.floor(LEFT / EACH) * EACH);
    const placed = await database.db.select().from(orders).where(eq(orders.raceId, race.raceId));
    expect(placed).toHaveLength(booked.length);
    const holds = (await registrationsOf(database, race.raceId)).filter((r) => r.status === 'pending');
    expect(holds).toHaveLength(booked.length * EACH);
    for (const order of placed) expect(holds.filter((h) => h.orderId === order.id)).toHaveLength(EACH);

    // one place is left: two companies asking for it at once, one gets it
    const last = await Promise.all(
      companies
        .slice(0, 2)
        .map(({ companyId, admin }) =>
          api.book(admin, companyId, { raceId: race.raceId, employeeIds: [], quota: 1 }),
        ),
    );
    expect(last.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await takenPlaces(database, race.raceId)).toBe(20);
  });
});
