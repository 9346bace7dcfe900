import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatCheckinCode } from '../../shared/domain/checkin-code.js';
import { cabinetEntrySchema, type EntryHistoryItem } from '../../shared/schemas/cabinet-entry.js';
import { mailOutbox, orders, payments, races, registrations } from '../db/schema.js';
import { formatMoney } from '../payments/documents/pdf-format.js';
import { DAY_MS, insertRace, type TestRace } from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { addMember, assignEvent, insertOrganizer } from './cabinet-fixture.js';
import { insertEntry, offlineForm, openRaceOf } from './checkin-fixture.js';

type Role = 'owner' | 'manager' | 'operator' | 'operator2' | 'support' | 'runner' | 'rival';

describe('the start-pack point (issue 18 item 5)', () => {
  const ctx = useTestApp();
  let tenantId: number;
  /** The event's 10 km: online registration closed yesterday, 18 and older, 3 places, 1,500 ₽. */
  let race: TestRace;
  const who = {} as Record<Role, TestAccount>;

  const call = (
    account: TestAccount,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    payload?: object,
    lang: 'ru' | 'en' = 'en',
  ) =>
    ctx.app.inject({
      method,
      url: `/api/cabinet/events/${race.eventCode}/checkin${path}`,
      headers: accountHeaders(account.cookie, { lang }),
      ...(payload === undefined ? {} : { payload }),
    });
  const find = (account: TestAccount, q: string) =>
    call(account, 'GET', `/entries?q=${encodeURIComponent(q)}`);
  const give = (account: TestAccount, id: number | string, lang: 'ru' | 'en' = 'en') =>
    call(account, 'POST', `/entries/${id}/start-pack`, undefined, lang);
  const register = (account: TestAccount, body: object, lang: 'ru' | 'en' = 'en') =>
    call(account, 'POST', '/registrations', body, lang);
  /** The entry's page in the cabinet, as its owner reads it in English. */
  const entryPage = async (id: number) => {
    const res = await ctx.app.inject({
      url: `/api/cabinet/events/${race.eventCode}/entries/${id}`,
      headers: accountHeaders(who.owner.cookie),
    });
    expect(res.statusCode, res.body).toBe(200);
    return cabinetEntrySchema.parse(res.json());
  };

  beforeAll(async () => {
    const { database } = ctx;
    tenantId = await tenantIdOf(database, 'default');
    const organizer = await insertOrganizer(database, tenantId, 'Клуб «Старт»');
    const rival = await insertOrganizer(database, tenantId, 'Чужой клуб');
    race = await insertRace(database, tenantId, {
      registrationClosesAt: new Date(Date.now() - DAY_MS),
      capacity: 3,
      minAge: 18,
    });
    await openRaceOf(database, tenantId, race);
    await assignEvent(database, race.eventId, organizer);
    let n = 0;
    const account = (roles: ('Administrator' | 'Organization')[], name: string) =>
      createTestAccount(database, tenantId, {
        email: `checkin${++n}@example.org`,
        roles,
        person: { firstName: name, lastName: 'Операторова' },
      });
    for (const role of ['owner', 'manager', 'operator', 'operator2'] as const) {
      who[role] = await account(['Organization'], role === 'operator2' ? 'Вера' : 'Ольга');
      await addMember(
        database,
        tenantId,
        organizer,
        who[role].userId,
        role === 'operator2' ? 'operator' : role,
      );
    }
    who.support = await account(['Administrator'], 'Сергей');
    who.runner = await account([], 'Руслан');
    who.rival = await account(['Organization'], 'Роман');
    await addMember(database, tenantId, rival, who.rival.userId, 'owner');
  });

  beforeEach(async () => {
    await ctx.database.db.delete(registrations).where(eq(registrations.eventId, race.eventId));
    await ctx.database.db.delete(orders).where(eq(orders.eventId, race.eventId));
  });

  it('finds an entry by name in either order, by start number and by its check-in code typed or scanned', async () => {
    const { database } = ctx;
    const id = await insertEntry(database, tenantId, race, {
      lastName: 'Иванова',
      firstName: 'Мария',
      bib: '101',
      medicalStatus: 'approved',
      insuranceStatus: 'required',
      identityStatus: 'checking',
    });
    await insertEntry(database, tenantId, race, { lastName: 'Иванов', firstName: 'Пётр', bib: '102' });
    await insertEntry(database, tenantId, race, { lastName: 'Петрова', firstName: 'Анна', bib: '1' });
    const [row] = await database.db
      .select({ code: registrations.checkinCode })
      .from(registrations)
      .where(eq(registrations.id, id));
    expect(row!.code).toMatch(/^[0-9A-F]{12}$/);

    const byName = await find(who.operator, 'иван');
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().entries.map((e: { lastName: string }) => e.lastName)).toEqual(['Иванов', 'Иванова']);
    expect((await find(who.operator, 'Мария Иванова')).json().entries).toHaveLength(1);
    expect((await find(who.operator, 'иванова мар')).json().entries[0].id).toBe(id);
    // a number is found exactly: 1 is not 101
    expect((await find(who.operator, '1')).json().entries.map((e: { bib: string }) => e.bib)).toEqual(['1']);

    const typed = await find(who.operator, formatCheckinCode(row!.code).toLowerCase());
    expect(typed.json()).toMatchObject({ byCode: true, entries: [{ id }] });
    const scanned = await find(
      who.operator,
      `https://startline.test/cabinet/events/${race.eventCode}/checkin?code=${row!.code}`,
    );
    expect(scanned.json()).toMatchObject({ byCode: true, entries: [{ id }] });
    expect(scanned.json().entries[0]).toEqual({
      id,
      lastName: 'Иванова',
      firstName: 'Мария',
      birthDate: '1990-05-01',
      race: { code: '10k', name: '10 km' },
      bib: '101',
      team: null,
      status: 'confirmed',
      payment: 'paid',
      admission: { medical: 'approved', insurance: 'required', identity: 'checking' },
      startPack: null,
      offline: false,
    });
    expect((await find(who.operator, 'Сидоров')).json()).toEqual({ entries: [], byCode: false, more: false });
  });

  it('leaves out cancelled entries, expired holds and other events', async () => {
    const { database } = ctx;
    await insertEntry(database, tenantId, race, { lastName: 'Отменов', status: 'cancelled' });
    await insertEntry(database, tenantId, race, {
      lastName: 'Просрочкин',
      status: 'pending',
      expiresAt: new Date(Date.now() - 1000),
    });
    const other = await insertRace(database, tenantId);
    await insertEntry(database, tenantId, other, { lastName: 'Чужаков' });
    for (const q of ['Отменов', 'Просрочкин', 'Чужаков']) {
      expect((await find(who.operator, q)).json().entries).toEqual([]);
    }
  });

  it('gives the start pack once: a second operator is told who gave it and when; unpaid entries wait', async () => {
    const { database } = ctx;
    const id = await insertEntry(database, tenantId, race, { lastName: 'Смирнов' });
    const first = await give(who.operator, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().startPack).toMatchObject({ givenBy: 'Ольга Операторова' });
    expect(Date.now() - Date.parse(first.json().startPack.givenAt)).toBeLessThan(60_000);

    const second = await give(who.operator2, id, 'ru');
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('START_PACK_GIVEN');
    expect(second.json().error.message).toContain('Ольга Операторова');
    expect(second.json().error.message).toMatch(/\d{2}:\d{2}/);
    // the search shows it given, by whom
    expect((await find(who.operator2, 'Смирнов')).json().entries[0].startPack.givenBy).toBe(
      'Ольга Операторова',
    );

    const unpaid = await insertEntry(database, tenantId, race, {
      lastName: 'Должников',
      status: 'pending',
      expiresAt: new Date(Date.now() + DAY_MS),
    });
    expect((await find(who.operator, 'Должников')).json().entries[0]).toMatchObject({
      status: 'pending',
      payment: 'unpaid',
    });
    const refused = await give(who.operator, unpaid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('START_PACK_UNPAID');
    expect((await give(who.operator, 999_999)).statusCode).toBe(404);
  });

  it('lets the owner or manager take a start pack back, not the operator', async () => {
    const id = await insertEntry(ctx.database, tenantId, race, { lastName: 'Ошибкин' });
    await give(who.operator, id);
    expect((await call(who.operator, 'DELETE', `/entries/${id}/start-pack`)).statusCode).toBe(403);
    const undone = await call(who.manager, 'DELETE', `/entries/${id}/start-pack`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().startPack).toBeNull();
    expect((await give(who.operator2, id)).json().startPack.givenBy).toBe('Вера Операторова');
    const point = async (account: TestAccount) => (await call(account, 'GET', '')).json().canUndo;
    expect([await point(who.operator), await point(who.manager), await point(who.owner)]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('writes the desk’s start packs into the entry’s history: who gave it, the admission seen, who took it back', async () => {
    const id = await insertEntry(ctx.database, tenantId, race, {
      lastName: 'Историков',
      medicalStatus: 'approved',
      insuranceStatus: 'checking',
    });
    expect((await give(who.operator, id)).statusCode).toBe(200);
    expect((await call(who.manager, 'DELETE', `/entries/${id}/start-pack`)).statusCode).toBe(200);
    // taken back twice (two managers at once): the second finds nothing to take, and writes nothing
    expect((await call(who.owner, 'DELETE', `/entries/${id}/start-pack`)).statusCode).toBe(200);
    expect((await give(who.operator2, id)).statusCode).toBe(200);

    const history = (await entryPage(id)).history;
    expect(history.map((h) => h.kind)).toEqual([
      'start-pack-given',
      'start-pack-returned',
      'start-pack-given',
    ]);
    const [again, back, first] = history as [EntryHistoryItem, EntryHistoryItem, EntryHistoryItem];
    expect(again).toMatchObject({
      actor: { role: 'operator', name: 'Вера Операторова', email: who.operator2.email },
      admission: { medical: 'approved', insurance: 'checking', identity: 'not-required' },
    });
    expect(back).toMatchObject({
      actor: { role: 'manager', name: 'Ольга Операторова', email: who.manager.email },
      givenBy: 'Ольга Операторова',
      givenAt: first.at,
    });
    expect(first.actor).toEqual({ role: 'operator', name: 'Ольга Операторова', email: who.operator.email });
    expect(Date.parse(again.at)).toBeGreaterThanOrEqual(Date.parse(back.at));
  });

  it('mails the confirmation of an offline registration to the e-mail typed, once; none without an address', async () => {
    const { database } = ctx;
    const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const form = offlineForm({ lastName: 'Почтов', email: 'pochtov@example.org' });
    const res = await register(who.operator, form, 'ru');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ lastName: 'Почтов', mailedTo: 'pochtov@example.org' });
    // a repeated tap answers the same entry and mails nothing more
    expect((await register(who.operator, form, 'ru')).json()).toMatchObject({ id: res.json().id });

    const mails = await mailsTo('pochtov@example.org');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Регистрация подтверждена: Осенний забег');
    expect(mail!.text).toContain('Вы зарегистрированы на пункте выдачи стартовых пакетов, оплата получена.');
    expect(mail!.text).toContain('Дистанция:\n10 км');
    expect(mail!.text).toContain('Участник:\nНиколай Почтов');
    expect(mail!.text).toContain(
      `Оплачено:\n${formatMoney({ amount: 150_000, currency: 'RUB' }, 'ru')}, наличными`,
    );
    expect(mail!.text).toContain(`/event/${race.eventCode}`);
    expect(mail!.text).not.toContain('Стартовый номер');

    const [registeredOffline] = (await entryPage(res.json().id)).history.filter(
      (h) => h.kind === 'registered-offline',
    );
    expect(registeredOffline).toMatchObject({
      actor: { role: 'operator', name: 'Ольга Операторова' },
      race: '10 km',
      paid: { amount: 150_000, currency: 'RUB' },
      method: 'cash',
      mailedTo: 'pochtov@example.org',
    });

    const silent = await register(
      who.operator,
      offlineForm({ lastName: 'Безпочтов', method: 'card-present' }),
    );
    expect(silent.json()).toMatchObject({ lastName: 'Безпочтов', mailedTo: null });
    const about = await database.db.select().from(mailOutbox);
    expect(about.filter((m) => m.text.includes('Безпочтов'))).toEqual([]);
    expect(
      (await entryPage(silent.json().id)).history.find((h) => h.kind === 'registered-offline'),
    ).toMatchObject({ method: 'card-present', mailedTo: null });
  });

  it('offers the closed race for offline registration with its places and price, not the open one', async () => {
    await insertEntry(ctx.database, tenantId, race, { lastName: 'Первый' });
    const res = await call(who.operator, 'GET', '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      event: { code: race.eventCode, name: 'Autumn Run', timeZone: 'Europe/Moscow' },
      races: [
        {
          code: '10k',
          offline: true,
          placesLeft: 2,
          price: { amount: 150_000, currency: 'RUB' },
          minAge: 18,
        },
        { code: '5k', offline: false, placesLeft: null },
      ],
    });
  });

  it('registers a participant paying cash: a paid order with its payment, a confirmed entry in the entries table', async () => {
    const { database } = ctx;
    const form = offlineForm({ lastName: 'Наличнов', phone: '+79161234567', email: 'cash@example.org' });
    const res = await register(who.operator, form);
    expect(res.statusCode, res.body).toBe(200);
    const entry = res.json();
    expect(entry).toMatchObject({
      lastName: 'Наличнов',
      race: { code: '10k' },
      status: 'confirmed',
      payment: 'paid',
      offline: true,
      startPack: null,
    });
    const [row] = await database.db
      .select({ order: orders, status: registrations.status })
      .from(registrations)
      .innerJoin(orders, eq(orders.id, registrations.orderId))
      .where(eq(registrations.id, entry.id));
    expect(row!.order).toMatchObject({
      status: 'paid',
      userId: null,
      soldBy: who.operator.userId,
      totalAmount: 150_000,
      offlineKey: form.key,
    });
    const paid = await database.db.select().from(payments).where(eq(payments.orderId, row!.order.id));
    expect(paid).toMatchObject([{ method: 'cash', amount: 150_000, status: 'succeeded' }]);

    // a second tap of the same form: the same entry, nothing sold twice
    const again = await register(who.operator, form);
    expect(again.json().id).toBe(entry.id);
    const sold = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.eventId, race.eventId), eq(orders.offlineKey, form.key)));
    expect(sold).toHaveLength(1);

    const table = await ctx.app.inject({
      method: 'GET',
      url: `/api/cabinet/events/${race.eventCode}/entries?q=Наличнов`,
      headers: accountHeaders(who.owner.cookie),
    });
    expect(table.json().entries).toMatchObject([
      {
        lastName: 'Наличнов',
        state: 'confirmed',
        email: 'cash@example.org',
        phone: '+79161234567',
        order: { status: 'paid' },
      },
    ]);
    // and it gets its start pack at once
    expect((await give(who.operator, entry.id)).statusCode).toBe(200);

    // the same runner in a form filled again (another key): found, not sold twice
    const twice = await register(who.operator2, { ...form, key: randomUUID(), lastName: 'НАЛИЧНОВ' }, 'ru');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'OFFLINE_ALREADY_REGISTERED' });
    expect(twice.json().error.message).toContain('НАЛИЧНОВ');
  });

  it('takes a card at the desk, and refuses once the race is full', async () => {
    const { database } = ctx;
    await insertEntry(database, tenantId, race, { lastName: 'Первый' });
    const card = await register(who.manager, offlineForm({ lastName: 'Картов', method: 'card-present' }));
    expect(card.statusCode, card.body).toBe(200);
    const [p] = await database.db
      .select({ method: payments.method })
      .from(payments)
      .innerJoin(registrations, eq(registrations.orderId, payments.orderId))
      .where(eq(registrations.id, card.json().id));
    expect(p!.method).toBe('card-present');
    expect((await register(who.operator, offlineForm({ lastName: 'Третий' }))).statusCode).toBe(200);
    const full = await register(who.operator, offlineForm({ lastName: 'Лишний' }), 'ru');
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('LIMIT_REACHED');
    expect((await find(who.operator, 'Лишний')).json().entries).toEqual([]);
  });

  it("checks the race's rules and state: age, gender, an open race, a race that started", async () => {
    const young = await register(who.operator, offlineForm({ birthDate: '2015-01-01' }), 'ru');
    expect(young.statusCode).toBe(400);
    expect(young.json().error.fields.birthDate).toContain('18');
    await ctx.database.db.update(races).set({ gender: 'female' }).where(eq(races.id, race.raceId));
    try {
      const man = await register(who.operator, offlineForm({ gender: 'male' }));
      expect(man.statusCode).toBe(400);
      expect(man.json().error.fields.gender).toBeTruthy();
    } finally {
      await ctx.database.db.update(races).set({ gender: 'any' }).where(eq(races.id, race.raceId));
    }
    const open = await register(who.operator, offlineForm({ race: '5k' }));
    expect(open.statusCode).toBe(409);
    expect(open.json().error.code).toBe('OFFLINE_REGISTRATION_CLOSED');
    expect((await register(who.operator, offlineForm({ race: 'nope' }))).statusCode).toBe(404);
  });

  it('lets the desk in; support 403; a runner and another organizer 404', async () => {
    const id = await insertEntry(ctx.database, tenantId, race, { lastName: 'Доступов' });
    for (const [account, status] of [
      [who.support, 403],
      [who.runner, 404],
      [who.rival, 404],
    ] as const) {
      expect((await call(account, 'GET', '')).statusCode).toBe(status);
      expect((await find(account, 'Доступов')).statusCode).toBe(status);
      expect((await give(account, id)).statusCode).toBe(status);
      expect((await call(account, 'DELETE', `/entries/${id}/start-pack`)).statusCode).toBe(status);
      expect((await register(account, offlineForm())).statusCode).toBe(status);
    }
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/cabinet/events/${race.eventCode}/checkin`,
      headers: { host: 'localhost' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers bad input with 400 or 404 naming the field, never 500', async () => {
    const bad = await register(who.operator, { ...offlineForm(), method: 'crypto', lastName: '', key: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['method', 'lastName', 'key']),
    );
    const answers = [
      await find(who.operator, ''),
      await find(who.operator, 'x'.repeat(300)),
      await give(who.operator, 'abc'),
      await give(who.operator, '99999999999'),
      await register(who.operator, { ...offlineForm(), birthDate: '2099-01-01' }),
      await register(who.operator, { ...offlineForm(), phone: '123' }),
      await register(who.operator, { ...offlineForm(), email: 'not-an-address' }),
      await register(who.operator, { ...offlineForm(), gender: 'x' }),
      await register(who.operator, []),
    ].map((r) => r.statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400]);
    // a mistyped e-mail or phone: the field's own words, in the operator's language
    const typo = await register(
      who.operator,
      { ...offlineForm(), email: 'not-an-address', phone: '123' },
      'ru',
    );
    expect(typo.json().error.fields).toEqual({
      email: 'Введите корректный адрес электронной почты',
      phone: 'Такого номера не бывает. Проверьте страну и цифры',
    });
    const nowhere = await ctx.app.inject({
      method: 'GET',
      url: `/api/cabinet/events/nope/checkin/entries?q=a`,
      headers: accountHeaders(who.operator.cookie),
    });
    expect(nowhere.statusCode).toBe(404);
  });
});
