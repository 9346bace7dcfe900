import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventForm, EventEditor } from '../../shared/schemas/cabinet-event-editor.js';
import { events, registrations } from '../db/schema.js';
import { insertRace, type TestRace } from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { addMember, assignEvent, insertOrganizer } from './cabinet-fixture.js';

const YEAR_AHEAD = new Date().getUTCFullYear() + 1;

/** A complete form, as the editor sends it. */
const form = (over: Partial<EventForm> = {}): EventForm => ({
  nameRu: 'Весенний полумарафон',
  nameEn: 'Spring Half Marathon',
  descriptionRu: '<p>Старт у <strong>стадиона</strong>.</p>',
  descriptionEn: '<p>Start at the <strong>stadium</strong>.</p>',
  sportType: 'run',
  activityType: 'offline',
  startsAt: `${YEAR_AHEAD}-05-01T09:00`,
  endsAt: `${YEAR_AHEAD}-05-01T15:00`,
  timeZone: 'Europe/Moscow',
  cityId: null,
  placeRu: 'Лужники',
  placeEn: 'Luzhniki',
  lat: 55.7157,
  lng: 37.5537,
  program: {
    ru: [{ time: '08:00', title: 'Выдача стартовых пакетов' }],
    en: [{ time: '08:00', title: 'Start packs' }],
  },
  documents: [
    { kind: 'terms', titleRu: 'Положение', titleEn: 'Regulations', url: 'https://example.org/terms.pdf' },
  ],
  beneficiary: { name: '', inn: '', ogrnip: '', address: '' },
  contactEmail: 'Info@Example.org',
  contactPhone: '+7 495 000-00-00',
  website: 'https://example.org',
  operatorName: '',
  startPack: { descriptionRu: '', descriptionEn: '', place: '', schedule: '' },
  hasLiveStream: true,
  fastIdentification: false,
  isFree: false,
  isNational: false,
  ...over,
});

describe('the organizer cabinet: creating and editing events (issue 18 item 2)', () => {
  // the catalogue's micro-cache on, as in production: a change must show anyway
  const ctx = useTestApp({ config: { catalogueCacheMs: 60_000 } });
  let organizer: number;
  let rival: number;
  let race: TestRace;
  let foreign: TestRace;
  const who = {} as Record<'owner' | 'manager' | 'operator' | 'support' | 'rival', TestAccount>;

  const call = (
    account: TestAccount,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    lang: 'ru' | 'en' = 'en',
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: accountHeaders(account.cookie, { lang }),
      ...(payload === undefined ? {} : { payload }),
    });
  const create = (account: TestAccount, body: object, lang: 'ru' | 'en' = 'en') =>
    call(account, 'POST', '/api/cabinet/events', body, lang);
  const save = (account: TestAccount, code: string, body: object, lang: 'ru' | 'en' = 'en') =>
    call(account, 'PUT', `/api/cabinet/events/${code}/edit`, body, lang);
  const move = (account: TestAccount, code: string, status: string) =>
    call(account, 'POST', `/api/cabinet/events/${code}/status`, { status });
  const publicEvent = (code: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/event/${code}?language=en`, headers: { host: 'localhost' } });
  const publicList = () =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/events/list?language=en&limit=50',
      headers: { host: 'localhost' },
    });

  /** The list's "available registrations" filter. */
  const availableCodes = async () =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/events/list?language=en&limit=50&available=true',
        headers: { host: 'localhost' },
      })
    )
      .json()
      .items.map((i: { code: string }) => i.code);

  beforeAll(async () => {
    const { database } = ctx;
    const tenantId = await tenantIdOf(database, 'default');
    organizer = await insertOrganizer(database, tenantId, 'Бегом по Москве');
    rival = await insertOrganizer(database, tenantId, 'Другой организатор');
    race = await insertRace(database, tenantId);
    await assignEvent(database, race.eventId, organizer);
    foreign = await insertRace(database, await tenantIdOf(database, 'pionercup'));
    let n = 0;
    const account = (roles: ('Administrator' | 'Organization')[]) =>
      createTestAccount(database, tenantId, { email: `editor${++n}@example.org`, roles });
    for (const role of ['owner', 'manager', 'operator'] as const) {
      who[role] = await account(['Organization']);
      await addMember(database, tenantId, organizer, who[role].userId, role);
    }
    who.support = await account(['Administrator']);
    who.rival = await account(['Organization']);
    await addMember(database, tenantId, rival, who.rival.userId, 'owner');
  });

  it('creates a draft nobody sees publicly, and publishing shows it at once', async () => {
    const res = await create(who.manager, { ...form(), organizerId: organizer, code: 'spring-half' });
    expect(res.statusCode).toBe(201);
    const editor = res.json<EventEditor>();
    expect(editor).toMatchObject({ code: 'spring-half', status: 'draft', transitions: ['published'] });
    expect(editor.values).toMatchObject({
      startsAt: `${YEAR_AHEAD}-05-01T09:00`,
      contactEmail: 'info@example.org',
      lat: 55.7157,
    });
    expect(editor.organizer.name).toBe('Бегом по Москве');
    expect((await publicEvent('spring-half')).statusCode).toBe(404);
    expect((await publicList()).json().items.map((i: { code: string }) => i.code)).not.toContain(
      'spring-half',
    );

    const published = await move(who.manager, 'spring-half', 'published');
    expect(published.json().status).toBe('published');
    const page = await publicEvent('spring-half');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      name: 'Spring Half Marathon',
      program: [{ time: '08:00', title: 'Start packs' }],
      documents: [{ kind: 'terms', title: 'Regulations', url: 'https://example.org/terms.pdf' }],
    });
    expect((await publicList()).json().items.map((i: { code: string }) => i.code)).toContain('spring-half');
  });

  it('shows an edit on the public list and page right after saving, though the list was cached', async () => {
    const before = (await publicList()).json().items.find((i: { code: string }) => i.code === race.eventCode);
    expect(before.name).toBe('Autumn Run');
    const current = (
      await call(who.owner, 'GET', `/api/cabinet/events/${race.eventCode}/edit`)
    ).json<EventEditor>();
    const saved = await save(who.owner, race.eventCode, { ...current.values, nameEn: 'Golden Autumn Run' });
    expect(saved.statusCode).toBe(200);
    const after = (await publicList()).json().items.find((i: { code: string }) => i.code === race.eventCode);
    expect(after.name).toBe('Golden Autumn Run');
    expect((await publicEvent(race.eventCode)).json().name).toBe('Golden Autumn Run');
  });

  it('sets how many days a company’s unpaid order holds its places: 1 to 30, 5 unless told (ADR 031)', async () => {
    const path = `/api/cabinet/events/${race.eventCode}/edit`;
    const current = (await call(who.owner, 'GET', path)).json<EventEditor>();
    expect(current.values.corporateHoldDays).toBe(5);
    const saved = await save(who.owner, race.eventCode, { ...current.values, corporateHoldDays: 12 });
    expect(saved.json<EventEditor>().values.corporateHoldDays).toBe(12);
    for (const days of [0, 31, 2.5]) {
      const refused = await save(
        who.owner,
        race.eventCode,
        { ...current.values, corporateHoldDays: days },
        'ru',
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({
        corporateHoldDays: 'Введите целое число дней от 1 до 30',
      });
    }
    // a form that leaves it out keeps it
    const { corporateHoldDays: _kept, ...rest } = current.values;
    await save(who.owner, race.eventCode, rest);
    expect((await call(who.owner, 'GET', path)).json<EventEditor>().values.corporateHoldDays).toBe(12);
  });

  it('sanitises descriptions on write: no scripts, handlers or javascript: links', async () => {
    const res = await save(who.manager, race.eventCode, {
      ...form(),
      descriptionEn:
        '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <a href="https://ok.example">ok</a></p><iframe src="https://evil.example"></iframe>',
    });
    expect(res.statusCode).toBe(200);
    const html = res.json<EventEditor>().values.descriptionEn;
    expect(html).not.toMatch(/script|onclick|javascript:|iframe/);
    expect(html).toContain('<a href="https://ok.example" rel="noopener noreferrer nofollow">ok</a>');
    expect((await publicEvent(race.eventCode)).json().description).toBe(html);
  });

  it('answers bad input with field errors in the language asked, never a 500, and keeps the event as it was', async () => {
    const res = await save(
      who.manager,
      race.eventCode,
      {
        ...form(),
        nameRu: 'я'.repeat(201),
        sportType: 'chess',
        endsAt: `${YEAR_AHEAD}-04-30T09:00`,
        website: 'ftp://example.org',
        documents: [
          { kind: 'terms', titleRu: 'Положение', titleEn: 'Terms', url: 'http://example.org/t.pdf' },
        ],
        program: { ru: [{ time: '25:00', title: 'Старт' }], en: [] },
        timeZone: 'Mars/Olympus',
      },
      'ru',
    );
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(fields).toMatchObject({
      nameRu: 'Слишком длинный текст',
      'documents.0.url': 'Укажите адрес, начинающийся с https://',
      website: 'Укажите адрес, начинающийся с https:// или http://',
      'program.ru.0.time': 'Время в виде 09:30',
      timeZone: 'Выберите часовой пояс из списка',
    });
    expect(fields.sportType).toBeTruthy();
    const order = await save(who.manager, race.eventCode, { ...form(), endsAt: `${YEAR_AHEAD}-04-30T09:00` });
    expect(order.json().error.fields.endsAt).toBe('The end cannot be earlier than the start');
    const garbage = await save(who.manager, race.eventCode, { nameRu: 42, lat: 'north', program: null });
    expect(garbage.statusCode).toBe(400);
    const email = await save(who.manager, race.eventCode, { ...form(), contactEmail: 'info@' });
    expect(email.statusCode).toBe(400);
    expect(email.json().error.fields.contactEmail).not.toMatch(/invalid input/i);
    expect(email.json().error.fields.contactEmail).toBeTruthy();
    const city = await save(who.manager, race.eventCode, { ...form(), cityId: 999_999 });
    expect(city.json().error.fields.cityId).toBe('Choose from the list');
    const huge = await save(who.manager, race.eventCode, { ...form(), cityId: 99_999_999_999 });
    expect(huge.statusCode).toBe(400);
    const organizer = await create(who.manager, { ...form(), organizerId: 99_999_999_999, code: 'huge-id' });
    expect(organizer.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, race.eventId));
    expect(row!.sportType).toBe('run');
  });

  it('refuses a code another event has as a field error, and a code of the wrong shape', async () => {
    const taken = await create(who.owner, { ...form(), organizerId: organizer, code: race.eventCode });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields.code).toBe('Another event has this address: choose another');
    const shape = await create(who.owner, { ...form(), organizerId: organizer, code: 'Весна 2027!' });
    expect(shape.json().error.fields.code).toBeTruthy();
  });

  it('moves through the lifecycle only as allowed; registration closed closes every race, finished ends it', async () => {
    expect((await move(who.manager, race.eventCode, 'finished')).json().error.fields.status).toBe(
      'The event cannot move to this status from its current one',
    );
    expect(await availableCodes()).toContain(race.eventCode);
    const closed = await move(who.manager, race.eventCode, 'closed');
    expect(closed.json()).toMatchObject({ status: 'closed', transitions: ['published', 'finished'] });
    expect((await publicEvent(race.eventCode)).json().races[0].state).toBe('closed');
    expect(await availableCodes()).not.toContain(race.eventCode);
    const register = await call(who.rival, 'GET', `/api/registration/${race.eventCode}/${race.raceCode}`);
    expect(register.json().race.state).toBe('closed');

    expect((await move(who.manager, race.eventCode, 'finished')).json().status).toBe('finished');
    const page = await publicEvent(race.eventCode);
    expect(page.statusCode).toBe(200);
    expect(page.json().races[0].state).toBe('unavailable');
    expect((await move(who.manager, race.eventCode, 'published')).statusCode).toBe(400);
  });

  it('keeps an event with entries out of draft', async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    const other = await insertRace(ctx.database, tenantId);
    await assignEvent(ctx.database, other.eventId, organizer);
    await ctx.database.db.insert(registrations).values({
      tenantId,
      eventId: other.eventId,
      raceId: other.raceId,
      status: 'confirmed',
      lastName: 'Иванов',
      firstName: 'Иван',
    });
    const editor = (
      await call(who.owner, 'GET', `/api/cabinet/events/${other.eventCode}/edit`)
    ).json<EventEditor>();
    expect(editor).toMatchObject({ entries: 1, transitions: ['closed'] });
    const res = await move(who.owner, other.eventCode, 'draft');
    expect(res.json().error.fields.status).toBe(
      'People have registered already: the event cannot go back to draft',
    );
    expect((await publicEvent(other.eventCode)).statusCode).toBe(200);
  });

  it('answers 404 for another organizer, another tenant or an organizer one does not work for; 403 to an operator', async () => {
    expect((await call(who.rival, 'GET', `/api/cabinet/events/${race.eventCode}/edit`)).statusCode).toBe(404);
    expect((await save(who.rival, race.eventCode, form())).statusCode).toBe(404);
    expect((await move(who.rival, race.eventCode, 'closed')).statusCode).toBe(404);
    expect((await call(who.owner, 'GET', `/api/cabinet/events/${foreign.eventCode}/edit`)).statusCode).toBe(
      404,
    );
    expect((await create(who.owner, { ...form(), organizerId: rival, code: 'not-mine' })).statusCode).toBe(
      404,
    );
    expect((await create(who.owner, { ...form(), organizerId: 999_999, code: 'nobody' })).statusCode).toBe(
      404,
    );
    expect(
      (await create(who.operator, { ...form(), organizerId: organizer, code: 'operator-event' })).statusCode,
    ).toBe(403);
    expect((await save(who.support, race.eventCode, form())).statusCode).toBe(403);
  });
});
