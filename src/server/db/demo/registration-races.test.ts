import { describe, expect, it } from 'vitest';
import { registrationContextSchema } from '../../../shared/schemas/registration.js';
import { orderBody, registrationCalls } from '../../registration/registration-fixture.js';
import { createTestAccount } from '../../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../../test/test-app.js';
import { seedDemoCatalogue } from './insert.js';

describe('demo races of the registration flow', () => {
  const ctx = useTestApp({ seed: (database) => seedDemoCatalogue(database.db) });
  const calls = registrationCalls(() => ctx.app);

  it('has an open paid race asking everything, a free race, a family race and a full race', async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    const anna = await createTestAccount(ctx.database, tenantId, {
      email: 'anna@example.org',
      person: { firstName: 'Анна', lastName: 'Смирнова', gender: 'female', birthDate: '1990-04-12' },
    });
    const context = async (eventCode: string, raceCode: string) =>
      registrationContextSchema.parse((await calls.context(anna, { eventCode, raceCode })).json());

    const paid = await context('moscow-marathon', 'r42195');
    expect(paid.race).toMatchObject({
      state: 'open',
      fields: expect.arrayContaining(['document', 'address', 'club']),
    });
    expect(paid.race.price.amount).toBeGreaterThan(0);
    const family = await context('white-nights', 'r10000');
    expect(family.race).toMatchObject({
      state: 'open',
      childrenPool: true,
      childrenNeedAdult: true,
      minAge: 7,
    });
    const full = await context('race-of-heroes', 'r21000');
    expect(full.race).toMatchObject({ state: 'full', placesLeft: 0 });
    const free = await context('baikal-ice-marathon', 'r21097');
    expect(free.race).toMatchObject({ state: 'open', price: { amount: 0 }, fields: ['birthDate', 'gender'] });
    for (const race of [paid, family, full, free]) {
      expect(Date.parse(race.race.startsAt)).toBeGreaterThan(Date.now() + 14 * 24 * 60 * 60 * 1000);
    }

    const form = { lastName: 'Смирнова', firstName: 'Анна', birthDate: '1990-04-12', gender: 'female' };
    const placed = await calls.order(
      anna,
      { eventCode: 'baikal-ice-marathon', raceCode: 'r21097' },
      orderBody([{ kind: 'self', form }]),
    );
    expect(placed.json()).toMatchObject({ status: 'paid' });
    const refused = await calls.order(
      anna,
      { eventCode: 'race-of-heroes', raceCode: 'r21000' },
      orderBody([
        {
          kind: 'friend',
          email: 'f@example.org',
          form: { ...form, phone: '+79161234567', noClub: true, club: '' },
        },
      ]),
    );
    expect(refused.json().error.code).toBe('LIMIT_REACHED');
  });

  it('has options with sizes (one nearly gone), discount codes, a charity race and a race behind an access code', async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    const olga = await createTestAccount(ctx.database, tenantId, { email: 'olga@example.org' });
    const context = async (eventCode: string, raceCode: string) =>
      registrationContextSchema.parse((await calls.context(olga, { eventCode, raceCode })).json());

    const marathon = await context('moscow-marathon', 'r42195');
    expect(marathon.steps).toContain('options');
    expect(marathon.race.commissionBasisPoints).toBe(500);
    expect(marathon.options.insurances.map((i) => i.type)).toEqual(['accident', 'cancellation']);
    const shirt = marathon.options.items.find((i) => i.kind === 'good');
    expect(shirt?.variants.map((v) => [v.label, v.stockLeft])).toEqual([
      ['S', 40],
      ['M', 60],
      ['L', 60],
      ['XL', 2],
    ]);
    expect(marathon.options.items.map((i) => i.per)).toEqual([
      'participant',
      'participant',
      'participant',
      'order',
    ]);
    const race = { eventCode: 'moscow-marathon', raceCode: 'r42195' };
    for (const code of ['RUN10', 'MINUS500', 'ONCE']) {
      expect((await calls.promo(olga, race, code)).statusCode, code).toBe(200);
    }

    const charity = await context('kazan-marathon', 'r42195');
    expect(charity.race.state).toBe('open');
    expect(charity.race.customPrice).toEqual({
      min: { amount: 50_000, currency: 'RUB' },
      max: { amount: 5_000_000, currency: 'RUB' },
    });
    const elite = { eventCode: 'elton-ultra-trail', raceCode: 'r55000' };
    expect((await context(elite.eventCode, elite.raceCode)).race).toMatchObject({
      state: 'open',
      access: 'needs-code',
    });
    expect((await calls.access(olga, elite, 'ELTON2027')).statusCode).toBe(204);
  });
});
