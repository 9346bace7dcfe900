import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { toWallTime } from '../../shared/domain/wall-time.js';
import type { RaceEditor } from '../../shared/schemas/cabinet-races.js';
import type { Database } from '../db/client.js';
import {
  orderItems,
  orders,
  promoCodes,
  racePrices,
  raceStages,
  races,
  registrations,
  teams,
} from '../db/schema.js';
import { DAY_MS, fillPlaces, insertRace, type TestRace } from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { addMember, assignEvent, insertOrganizer } from './cabinet-fixture.js';

const ZONE = 'Europe/Moscow';
/** A wall time in Moscow `days` from now, on the minute. */
const wall = (days: number) => toWallTime(new Date(Date.now() + days * DAY_MS), ZONE);

/** A whole race as the editor sends it, every section filled. */
function raceInput(overrides: Record<string, unknown> = {}) {
  return {
    code: 'half',
    nameRu: 'Полумарафон',
    nameEn: 'Half marathon',
    lengthM: 21_097,
    startsAt: wall(90),
    capacity: 500,
    childCapacity: null,
    childrenNeedAdult: false,
    registrationOpensAt: wall(-1),
    registrationClosesAt: wall(88),
    registrationDisabled: false,
    prices: [
      { validFrom: wall(-1), amount: 200_000 },
      { validFrom: wall(30), amount: 250_000 },
    ],
    gender: 'any',
    minAge: 18,
    maxAge: null,
    formFields: ['birthDate', 'gender', 'phone', 'club'],
    accessCodeRequired: false,
    insurances: [
      {
        type: 'accident',
        sportRu: 'Бег',
        sportEn: 'Running',
        policyTypeRu: 'Несчастный случай',
        policyTypeEn: 'Accident',
        compensationAmount: 10_000_000,
        premiumAmount: 30_000,
      },
    ],
    items: [
      {
        kind: 'good',
        nameRu: 'Футболка',
        nameEn: 'T-shirt',
        priceAmount: 150_000,
        per: 'participant',
        stock: null,
        variants: [
          { labelRu: 'M', labelEn: 'M', stock: 10 },
          { labelRu: 'L', labelEn: 'L', stock: 5 },
        ],
      },
    ],
    codes: [
      {
        code: 'spring10',
        kind: 'percent',
        value: 10,
        maxUses: 100,
        validFrom: null,
        validUntil: wall(60),
        active: true,
      },
    ],
    format: 'individual',
    teamMinMembers: null,
    teamMaxMembers: null,
    teamGenderRule: 'any',
    teamPayment: 'captain',
    stages: [],
    ...overrides,
  };
}

type Input = RaceEditor['race'];

describe('the organizer cabinet: races of an event (issue 18 item 2)', () => {
  const ctx = useTestApp({ config: { catalogueCacheMs: 60_000 } });
  let tenantId: number;
  let race: TestRace;
  const who = {} as Record<'owner' | 'manager' | 'operator' | 'support' | 'rival' | 'foreign', TestAccount>;

  const call = (
    account: TestAccount,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    lang = 'en',
    host = 'localhost',
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: accountHeaders(account.cookie, { lang: lang as 'en' | 'ru', host }),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const base = () => `/api/cabinet/events/${race.eventCode}/races`;
  const create = (account: TestAccount, input: unknown, lang = 'en') =>
    call(account, 'POST', base(), input, lang);
  const save = (account: TestAccount, code: string, input: unknown, lang = 'en') =>
    call(account, 'PUT', `${base()}/${code}`, input, lang);
  const editor = async (code: string) => (await call(who.owner, 'GET', `${base()}/${code}`)).json();
  const remove = (account: TestAccount, code: string, lang = 'en', host = 'localhost') =>
    call(account, 'DELETE', `${base()}/${code}`, undefined, lang, host);
  /** A race of the fixture's event created bare (no codes or insurances; the event's goods kept), its id. */
  const spare = async (code: string, overrides: Record<string, unknown> = {}) => {
    const { items } = (await editor('half')).race;
    const res = await create(who.owner, raceInput({ code, codes: [], items, insurances: [], ...overrides }));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.database.db
      .select({ id: races.id })
      .from(races)
      .where(and(eq(races.eventId, race.eventId), eq(races.code, code)));
    return row!.id;
  };
  /** The editor's view back as input (ids kept), with changes. */
  const edited = async (code: string, change: (input: Input) => void) => {
    const view = await editor(code);
    const input = view.race as Input;
    change(input);
    return input;
  };

  beforeAll(async () => {
    const { database } = ctx;
    tenantId = await tenantIdOf(database, 'default');
    const organizer = await insertOrganizer(database, tenantId, 'Клуб «Дистанции»');
    const rival = await insertOrganizer(database, tenantId, 'Чужой клуб');
    race = await insertRace(database, tenantId, { capacity: 100 });
    await assignEvent(database, race.eventId, organizer);
    let n = 0;
    const account = (roles: ('Administrator' | 'Organization')[] = []) =>
      createTestAccount(database, tenantId, { email: `races${++n}@example.org`, roles });
    for (const role of ['owner', 'manager', 'operator'] as const) {
      who[role] = await account(['Organization']);
      await addMember(database, tenantId, organizer, who[role].userId, role);
    }
    who.support = await account(['Administrator']);
    who.rival = await account(['Organization']);
    await addMember(database, tenantId, rival, who.rival.userId, 'owner');
    who.foreign = await createTestAccount(database, await tenantIdOf(database, 'pionercup'), {
      email: 'races-foreign@example.org',
      roles: ['Administrator'],
    });
  });

  it('creates a race with every section, shows it in the list and on the public event page at once', async () => {
    // the public list is cached (60 s here): read it first, so a stale answer would show
    const before = await ctx.app.inject({ url: '/api/events/list?limit=50' });
    expect(before.json().items.find((e: { code: string }) => e.code === race.eventCode).distancesM).toEqual([
      10_000,
    ]);

    const res = await create(who.manager, raceInput());
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json();
    expect(view.race).toMatchObject({
      code: 'half',
      capacity: 500,
      minAge: 18,
      formFields: ['birthDate', 'gender', 'phone', 'club'],
      prices: [{ amount: 200_000 }, { amount: 250_000 }],
      insurances: [{ type: 'accident', premiumAmount: 30_000 }],
      items: [
        {
          nameEn: 'T-shirt',
          variants: [
            { labelEn: 'M', stock: 10 },
            { labelEn: 'L', stock: 5 },
          ],
        },
      ],
      codes: [{ code: 'SPRING10', kind: 'percent', value: 10, maxUses: 100, active: true }],
    });
    expect(view.race.startsAt).toBe(raceInput().startsAt);

    const list = await call(who.owner, 'GET', base());
    expect(list.json().races.map((r: { code: string }) => r.code)).toEqual(['10k', 'half']);
    expect(list.json().races[1]).toMatchObject({ capacity: 500, taken: 0, price: 200_000 });

    const page = await ctx.app.inject({ url: `/api/event/${race.eventCode}` });
    const half = page.json().races.find((r: { code: string }) => r.code === 'half');
    expect(half).toMatchObject({ price: { amount: 200_000 } });
    const after = await ctx.app.inject({ url: '/api/events/list?limit=50' });
    expect(after.json().items.find((e: { code: string }) => e.code === race.eventCode).distancesM).toEqual([
      21_097, 10_000,
    ]);
    // the discount code works in registration straight away
    const [code] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'SPRING10'));
    expect(code).toMatchObject({ purpose: 'discount', percentBp: 1000, eventId: race.eventId });
  });

  it('edits each section and the public page follows', async () => {
    const input = await edited('half', (r) => {
      r.nameEn = 'Half marathon 2';
      r.nameRu = 'Полумарафон 2';
      r.capacity = 600;
      r.prices = [{ validFrom: wall(-1), amount: 210_000 }];
      r.gender = 'female';
      r.formFields = ['birthDate', 'gender', 'document'];
      r.insurances[0]!.premiumAmount = 35_000;
      r.items[0]!.variants.push({ labelRu: 'XL', labelEn: 'XL', stock: 3 } as never);
      r.codes.push({
        code: 'club',
        kind: 'amount',
        value: 50_000,
        maxUses: null,
        validFrom: null,
        validUntil: null,
        active: true,
      } as never);
    });
    const res = await save(who.owner, 'half', input);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().race).toMatchObject({
      nameEn: 'Half marathon 2',
      capacity: 600,
      gender: 'female',
      formFields: ['birthDate', 'gender', 'document'],
      prices: [{ amount: 210_000 }],
      insurances: [{ premiumAmount: 35_000 }],
      items: [{ variants: [{ labelEn: 'M' }, { labelEn: 'L' }, { labelEn: 'XL', stock: 3 }] }],
      codes: [{ code: 'SPRING10' }, { code: 'CLUB', kind: 'amount', value: 50_000 }],
    });
    const page = await ctx.app.inject({ url: `/api/event/${race.eventCode}` });
    expect(page.json().races.find((r: { code: string }) => r.code === 'half')).toMatchObject({
      name: 'Полумарафон 2',
      price: { amount: 210_000 },
    });
  });

  it('refuses a capacity below the places taken, naming the number taken, and keeps the race as it was', async () => {
    await fillPlaces(ctx.database, tenantId, race, 7);
    const below = await save(who.owner, '10k', await edited('10k', (r) => void (r.capacity = 6)), 'ru');
    expect(below.statusCode).toBe(400);
    expect(below.json().error.fields.capacity).toBe('Уже занято мест: 7. Лимит не может быть меньше');
    const [row] = await ctx.database.db.select().from(races).where(eq(races.id, race.raceId));
    expect(row!.capacity).toBe(100);
    const exact = await save(who.owner, '10k', await edited('10k', (r) => void (r.capacity = 7)));
    expect(exact.statusCode, exact.body).toBe(200);
    const page = await ctx.app.inject({ url: `/api/event/${race.eventCode}` });
    expect(page.json().races.find((r: { code: string }) => r.code === '10k')).toMatchObject({
      state: 'full',
    });
  });

  it("refuses a size's stock below the units sold, and removing a sold size", async () => {
    const view = await editor('half');
    const [item] = view.race.items;
    const [m] = item.variants;
    await soldOrder(ctx.database, tenantId, race, who.owner.userId, item.id, m.id, 4);
    const low = await save(
      who.owner,
      'half',
      await edited('half', (r) => void (r.items[0]!.variants[0]!.stock = 3)),
    );
    expect(low.statusCode).toBe(400);
    expect(low.json().error.fields['items.0.variants.0.stock']).toBe(
      'Already sold: 4. The stock cannot be lower',
    );
    const gone = await save(
      who.owner,
      'half',
      await edited('half', (r) => void r.items[0]!.variants.splice(0, 1)),
    );
    expect(gone.statusCode).toBe(400);
    expect(gone.json().error.fields['items.0.variants']).toContain('4');
    const ok = await save(
      who.owner,
      'half',
      await edited('half', (r) => void (r.items[0]!.variants[0]!.stock = 4)),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().sold.variants[String(m.id)]).toBe(4);
  });

  it('fixes the format once entries or teams exist', async () => {
    const relay = await save(
      who.owner,
      '10k',
      await edited('10k', (r) => {
        r.format = 'team';
        r.teamMinMembers = 2;
        r.teamMaxMembers = 4;
      }),
    );
    expect(relay.statusCode).toBe(400);
    expect(relay.json().error.fields.format).toBe(
      'The race has entries or teams: its format cannot change any more',
    );

    const fresh = await create(
      who.owner,
      raceInput({
        code: 'relay',
        codes: [],
        items: (await editor('half')).race.items,
        format: 'relay',
        teamMinMembers: 2,
        teamMaxMembers: 3,
        stages: [
          { nameRu: 'Этап 1', nameEn: 'Leg 1', lengthM: 5000, minParticipants: 1, maxParticipants: 1 },
          { nameRu: 'Этап 2', nameEn: 'Leg 2', lengthM: 5000, minParticipants: 1, maxParticipants: 2 },
        ],
      }),
    );
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(fresh.json().race.stages).toHaveLength(2);
    const [relayRow] = await ctx.database.db.select().from(races).where(eq(races.code, 'relay'));
    await ctx.database.db.insert(teams).values({
      tenantId,
      eventId: race.eventId,
      raceId: relayRow!.id,
      name: 'Быстрые',
      nameKey: 'быстрые',
      joinCode: 'RELAY0001',
      expiresAt: new Date(Date.now() + DAY_MS),
    });
    const individual = await save(
      who.owner,
      'relay',
      await edited('relay', (r) => void (r.format = 'individual')),
    );
    expect(individual.json().error.fields.format).toBeTruthy();
    const fewer = await save(who.owner, 'relay', await edited('relay', (r) => void r.stages.pop()));
    expect(fewer.json().error.fields.stages).toBe(
      'The race has teams: stages cannot be added or removed any more',
    );
    const below = await save(who.owner, 'relay', await edited('relay', (r) => void (r.capacity = 0)));
    expect(below.statusCode).toBe(400);
    const renamed = await save(
      who.owner,
      'relay',
      await edited('relay', (r) => void (r.stages[0]!.nameEn = 'First leg')),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('checks dates, price steps, ages and codes with field errors in the language asked', async () => {
    const bad = raceInput({
      code: 'bad',
      codes: [
        {
          code: 'SPRING10',
          kind: 'percent',
          value: 150,
          maxUses: null,
          validFrom: null,
          validUntil: null,
          active: true,
        },
      ],
      items: [],
      registrationOpensAt: wall(10),
      registrationClosesAt: wall(5),
      prices: [
        { validFrom: wall(-1), amount: 100_000 },
        { validFrom: wall(-2), amount: 120_000 },
      ],
      minAge: 40,
      maxAge: 30,
    });
    const res = await create(who.owner, bad, 'ru');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      registrationClosesAt: 'Регистрация должна закрываться позже, чем открывается',
      'prices.1.validFrom': 'Каждая ступень цены должна начинаться позже предыдущей',
      maxAge: 'Минимальный возраст больше максимального',
      'codes.0.value': 'От 1 до 100 %',
      'codes.0.code': 'Этот код уже используется другой дистанцией или событием',
    });
    const shapes = await create(who.owner, {
      ...raceInput({
        code: 'Bad Code!',
        capacity: -5,
        startsAt: '2026-02-30T09:00',
        prices: [{ validFrom: wall(1), amount: 0 }],
      }),
    });
    expect(shapes.statusCode).toBe(400);
    expect(shapes.json().error.fields).toMatchObject({
      code: 'Lowercase Latin letters, digits and hyphens, up to 40',
      capacity: 'Enter a whole number, 1 or more',
      'prices.0.amount': 'The price must be above zero',
    });
    const noSuchDay = await create(
      who.owner,
      raceInput({ code: 'feb', startsAt: '2031-02-30T09:00', codes: [], items: [] }),
    );
    expect(noSuchDay.json().error.fields.startsAt).toBe('There is no such date');
    const twice = await create(who.owner, raceInput({ code: 'half', codes: [], items: [] }));
    expect(twice.json().error.fields.code).toBe('The event already has a race with this code');
    const garbage = await create(who.owner, { code: 5, prices: 'many' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses removing a used code (switching it off instead works)', async () => {
    const view = await editor('half');
    const club = view.race.codes.find((c: { code: string }) => c.code === 'CLUB');
    await ctx.database.db.insert(orders).values({
      tenantId,
      number: 'SL-CODE-0001',
      userId: who.owner.userId,
      status: 'paid',
      eventId: race.eventId,
      totalAmount: 1,
      promoCodeId: club.id,
    });
    const gone = await save(
      who.owner,
      'half',
      await edited('half', (r) => void (r.codes = r.codes.filter((c) => c.code !== 'CLUB'))),
    );
    expect(gone.statusCode).toBe(400);
    expect(gone.json().error.fields.codes).toBe('Used 1 times. It cannot be removed; switch it off instead');
    const off = await save(
      who.owner,
      'half',
      await edited('half', (r) => void (r.codes.find((c) => c.code === 'CLUB')!.active = false)),
    );
    expect(off.statusCode, off.body).toBe(200);
  });

  it('answers 404 to another organizer, for an unknown race, and for rows of another race; 403 to an operator', async () => {
    expect((await call(who.rival, 'GET', base())).statusCode).toBe(404);
    expect((await save(who.rival, 'half', raceInput())).statusCode).toBe(404);
    expect((await create(who.rival, raceInput({ code: 'x' }))).statusCode).toBe(404);
    expect((await call(who.owner, 'GET', `${base()}/nope`)).statusCode).toBe(404);
    const foreign = await edited('half', (r) => void (r.insurances[0]!.id = 999_999 as never));
    expect((await save(who.owner, 'half', foreign)).statusCode).toBe(404);
    expect((await call(who.operator, 'GET', base())).statusCode).toBe(403);
    expect((await call(who.support, 'GET', base())).statusCode).toBe(403);
  });

  it('deletes a race nobody entered, with what is only its own; the public pages drop it at once', async () => {
    const id = await spare('spare', {
      lengthM: 3000,
      insurances: raceInput().insurances,
      codes: [
        {
          code: 'spare5',
          kind: 'percent',
          value: 5,
          maxUses: null,
          validFrom: null,
          validUntil: null,
          active: true,
        },
      ],
      format: 'relay',
      teamMinMembers: 2,
      teamMaxMembers: 2,
      stages: [{ nameRu: 'Этап', nameEn: 'Leg', lengthM: 1500, minParticipants: 1, maxParticipants: 1 }],
    });
    expect((await editor('spare')).deletable).toBe(true);
    // the public list is cached (60 s here): read it first, so a stale answer would show
    const before = await ctx.app.inject({ url: '/api/events/list?limit=50' });
    expect(before.json().items.find((e: { code: string }) => e.code === race.eventCode).distancesM).toContain(
      3000,
    );

    const res = await remove(who.manager, 'spare');
    expect(res.statusCode, res.body).toBe(204);
    expect((await call(who.owner, 'GET', `${base()}/spare`)).statusCode).toBe(404);
    const list = await call(who.owner, 'GET', base());
    expect(list.json().races.map((r: { code: string }) => r.code)).not.toContain('spare');
    const page = await ctx.app.inject({ url: `/api/event/${race.eventCode}` });
    expect(page.json().races.map((r: { code: string }) => r.code)).not.toContain('spare');
    const after = await ctx.app.inject({ url: '/api/events/list?limit=50' });
    expect(
      after.json().items.find((e: { code: string }) => e.code === race.eventCode).distancesM,
    ).not.toContain(3000);
    // its price steps, stages and codes went with it
    const { db } = ctx.database;
    expect(await db.select().from(racePrices).where(eq(racePrices.raceId, id))).toEqual([]);
    expect(await db.select().from(raceStages).where(eq(raceStages.raceId, id))).toEqual([]);
    expect(await db.select().from(promoCodes).where(eq(promoCodes.code, 'SPARE5'))).toEqual([]);
    // a second delete finds nothing
    expect((await remove(who.owner, 'spare')).statusCode).toBe(404);
  });

  it('refuses deleting a race anybody ever entered (an expired hold, a team, a result, an order with its code), in the language asked', async () => {
    const { db } = ctx.database;
    const entered: [string, (raceId: number) => Promise<unknown>][] = [
      [
        'expired',
        (raceId) =>
          db.insert(registrations).values({
            tenantId,
            eventId: race.eventId,
            raceId,
            status: 'expired',
            firstName: 'Гость',
            lastName: 'Неоплативший',
          }),
      ],
      [
        'teamed',
        (raceId) =>
          db.insert(teams).values({
            tenantId,
            eventId: race.eventId,
            raceId,
            name: 'Ушедшие',
            nameKey: 'ушедшие',
            joinCode: 'GONE00001',
            status: 'disbanded',
            expiresAt: new Date(Date.now() + DAY_MS),
          }),
      ],
      [
        'ordered',
        async (raceId) => {
          await db.insert(orders).values({
            tenantId,
            number: 'SL-DEL-0001',
            userId: who.owner.userId,
            status: 'cancelled',
            eventId: race.eventId,
            raceId,
            totalAmount: 1,
          });
        },
      ],
    ];
    for (const [code, enter] of entered) {
      const raceId = await spare(code);
      await enter(raceId);
      expect((await editor(code)).deletable, code).toBe(false);
      const res = await remove(who.owner, code, 'ru');
      expect(res.statusCode, `${code}: ${res.body}`).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'RACE_HAS_ENTRIES',
        message: expect.stringContaining('закройте на ней регистрацию'),
      });
      expect(await db.select({ id: races.id }).from(races).where(eq(races.id, raceId))).toHaveLength(1);
    }
    const en = await remove(who.owner, 'expired');
    expect(en.json().error.message).toMatch(
      /^People have already registered for this race, so it cannot be deleted/,
    );

    // the fixture's race, with its confirmed entries
    expect((await remove(who.owner, '10k')).statusCode).toBe(409);
  });

  it('lets only an owner or a manager delete: 403 to an operator and support, 404 to another organizer and tenant', async () => {
    await spare('kept');
    expect((await remove(who.operator, 'kept')).statusCode).toBe(403);
    expect((await remove(who.support, 'kept')).statusCode).toBe(403);
    expect((await remove(who.rival, 'kept')).statusCode).toBe(404);
    expect((await remove(who.foreign, 'kept', 'en', 'pionercup.localhost')).statusCode).toBe(404);
    expect((await editor('kept')).race.code).toBe('kept');
    expect((await remove(who.owner, 'nope')).statusCode).toBe(404);
    expect((await remove(who.owner, 'kept')).statusCode).toBe(204);
  });
});

/** A paid order of `count` units of a size. */
async function soldOrder(
  database: Database,
  tenantId: number,
  race: TestRace,
  buyer: number,
  itemId: number,
  variantId: number,
  count: number,
) {
  const [order] = await database.db
    .insert(orders)
    .values({
      tenantId,
      number: `SL-SOLD-${variantId}`,
      userId: buyer,
      status: 'paid',
      eventId: race.eventId,
      totalAmount: 1,
    })
    .returning({ id: orders.id });
  await database.db.insert(orderItems).values({
    tenantId,
    orderId: order!.id,
    kind: 'product',
    name: 'T-shirt',
    priceAmount: 1,
    count,
    itemId,
    variantId,
  });
}
