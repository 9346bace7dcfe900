import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrationContextSchema } from '../../shared/schemas/registration.js';
import { events, identityDocuments, orders, registrationDrafts, type NewPersonRow } from '../db/schema.js';
import { createTestAccount, validProfileInput, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import {
  fillPlaces,
  insertCreatedRelative,
  insertRace,
  linkRelative,
  orderBody,
  registrationCalls,
  registrationsOf,
  type TestRace,
} from './registration-fixture.js';

/** A complete profile's values for every field a race's form can ask (what the context fills in). */
const {
  profession: _profession,
  starterPackSize: _starterPackSize,
  socialCategory: _socialCategory,
  teamPromoCode: _teamPromoCode,
  documents: _documents,
  ...ANNA
} = validProfileInput({ noClub: false, club: 'Moscow Runners' });

describe('registration context, draft and cart', () => {
  const ctx = useTestApp();
  const calls = registrationCalls(() => ctx.app);
  const ruCalls = registrationCalls(() => ctx.app, { lang: 'ru' });
  let tenantId: number;
  let anna: TestAccount;
  let ivan: TestAccount;
  let olga: TestAccount;
  let womenRace: TestRace;
  let fullRace: TestRace;
  let misha: { relativeId: number; personId: number };
  let ivanLink: number;

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
    anna = await createTestAccount(ctx.database, tenantId, {
      email: 'anna@example.org',
      person: ANNA as Partial<NewPersonRow>,
    });
    await ctx.database.db
      .insert(identityDocuments)
      .values({ tenantId, personId: anna.personId, type: '21', number: '45 12 345678' });
    ivan = await createTestAccount(ctx.database, tenantId, {
      email: 'ivan@example.org',
      person: {
        firstName: 'Иван',
        lastName: 'Смирнов',
        gender: 'male',
        birthDate: '1988-09-03',
        phone: '+79167654321',
      },
    });
    olga = await createTestAccount(ctx.database, tenantId, {
      email: 'olga@example.org',
      person: { firstName: 'Ольга', lastName: 'Орлова', gender: 'female', birthDate: '1985-01-01' },
    });
    misha = await insertCreatedRelative(ctx.database, tenantId, anna, {
      firstName: 'Миша',
      lastName: 'Смирнов',
      gender: 'male',
      birthDate: '2014-06-21',
      phone: '+79161234567',
    });
    ivanLink = await linkRelative(ctx.database, tenantId, anna, ivan);
    // Olga's own relative, and a pending link of Anna's: neither is Anna's to register
    await insertCreatedRelative(ctx.database, tenantId, olga, { firstName: 'Пётр', lastName: 'Орлов' });
    await linkRelative(ctx.database, tenantId, anna, olga, 'pending');
    womenRace = await insertRace(ctx.database, tenantId, {
      gender: 'female',
      minAge: 18,
      capacity: 100,
      formFields: ['birthDate', 'gender', 'phone', 'emergencyPhone', 'document', 'address', 'club'],
    });
    fullRace = await insertRace(ctx.database, tenantId, { capacity: 3 });
    await fillPlaces(ctx.database, tenantId, fullRace, 3);
  });

  it('answers 401 to a visitor on every call of the flow', async () => {
    const race = { eventCode: 'x', raceCode: 'y' };
    for (const res of [
      await calls.context(null, race),
      await calls.order(null, race, orderBody([{ kind: 'self' }])),
      await calls.saveDraft(null, {}),
      await calls.orderPage(null, 'SL-0000-0000'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 404 with the not-found error for an unknown event or race, or an unpublished event', async () => {
    const hidden = await insertRace(ctx.database, tenantId, { published: false });
    for (const race of [
      { eventCode: 'no-such-event', raceCode: '10k' },
      { eventCode: womenRace.eventCode, raceCode: '42k' },
      hidden,
    ]) {
      const res = await calls.context(anna, race);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
  });

  it("tells the user who can run: eligibility on race day, children, places held, the profile's values", async () => {
    const res = await calls.context(anna, womenRace);
    expect(res.statusCode).toBe(200);
    const body = registrationContextSchema.parse(res.json());
    expect(body.event).toMatchObject({
      code: womenRace.eventCode,
      name: 'Autumn Run',
      timeZone: 'Europe/Moscow',
    });
    expect(body.race).toMatchObject({
      code: '10k',
      name: '10 km',
      state: 'open',
      placesLeft: 100,
      price: { amount: 150_000, currency: 'RUB' },
      gender: 'female',
      minAge: 18,
      childrenPool: false,
      childrenNeedAdult: false,
      fields: ['birthDate', 'gender', 'phone', 'emergencyPhone', 'document', 'address', 'club'],
    });
    // an adults' race needs no child's form
    expect(body.steps).toEqual(['participants', 'my-form', 'friend-form', 'relative-form', 'order']);
    expect(body.me).toEqual({
      fullName: 'Анна Смирнова',
      child: false,
      eligible: true,
      reason: null,
      registered: false,
      prefill: { ...ANNA, document: { type: '21', number: '45 12 345678' } },
    });
    // only Anna's own active relatives: Misha (a boy of 12 on race day) and Ivan (a man)
    expect(body.relatives.map((r) => [r.fullName, r.child, r.eligible, r.reason])).toEqual([
      ['Миша Смирнов', true, false, 'gender'],
      ['Иван Смирнов', false, false, 'gender'],
    ]);
    expect(body.relatives.map((r) => r.id)).toEqual([misha.relativeId, ivanLink]);
    // a linked account keeps its profile to itself: only the name is filled in
    expect(body.relatives[1]!.prefill).toEqual({ firstName: 'Иван', lastName: 'Смирнов' });
    expect(body.draft).toBeNull();
  });

  it('names the reasons a race does not admit someone, and the places they hold already', async () => {
    const kidsRace = await insertRace(ctx.database, tenantId, { minAge: 14, maxAge: 17, childCapacity: 20 });
    const res = await ruCalls.context(anna, kidsRace);
    const body = registrationContextSchema.parse(res.json());
    expect(body.race.name).toBe('10 км');
    expect(body.event.name).toBe('Осенний забег');
    expect(body.me).toMatchObject({ eligible: false, reason: 'too-old', child: false });
    expect(body.relatives[0]).toMatchObject({
      fullName: 'Миша Смирнов',
      eligible: false,
      reason: 'too-young',
    });
    expect(body.race.childrenPool).toBe(true);
    // a children's race without an accompanying adult needs no form of the user's own
    expect(body.steps).toEqual(['participants', 'participant-form', 'friend-form', 'relative-form', 'order']);

    const open = await insertRace(ctx.database, tenantId, { capacity: 10 });
    const placed = await calls.order(anna, open, orderBody([{ kind: 'self' }]));
    expect(placed.statusCode).toBe(201);
    const after = registrationContextSchema.parse((await calls.context(anna, open)).json());
    expect(after.me.registered).toBe(true);
    expect(after.race.placesLeft).toBe(9);
    expect(after.relatives.every((r) => !r.registered)).toBe(true);
    // no gender or birth date in the profile
    const noBirthDate = await createTestAccount(ctx.database, tenantId, { email: 'nobd@example.org' });
    const nobd = registrationContextSchema.parse((await calls.context(noBirthDate, womenRace)).json());
    expect(nobd.me).toMatchObject({ eligible: false, reason: 'gender-unknown' });
    const limited = registrationContextSchema.parse(
      (await calls.context(noBirthDate, await insertRace(ctx.database, tenantId, { minAge: 18 }))).json(),
    );
    expect(limited.me).toMatchObject({ eligible: false, reason: 'birth-date-unknown' });
  });

  it('answers a full race as full with no places left', async () => {
    const body = registrationContextSchema.parse((await calls.context(anna, fullRace)).json());
    expect(body.race).toMatchObject({ state: 'full', placesLeft: 0 });
  });

  it("counts a children's pool apart: the event page and the list show the race's own places left", async () => {
    const family = await insertRace(ctx.database, tenantId, { capacity: 10, childCapacity: 5 });
    await fillPlaces(ctx.database, tenantId, family, 5, 'children');
    await fillPlaces(ctx.database, tenantId, family, 2, 'adults');
    const context = registrationContextSchema.parse((await calls.context(anna, family)).json());
    expect(context.race).toMatchObject({ state: 'open', placesLeft: 8 });
    const page = (await ctx.app.inject({ url: `/api/event/${family.eventCode}` })).json() as {
      races: { code: string; state: string; placesLeft: number | null }[];
    };
    expect(page.races).toEqual([expect.objectContaining({ code: '10k', state: 'open', placesLeft: 8 })]);
    await ctx.database.db
      .update(events)
      .set({ nameRu: 'Семейный забег Жужелица', nameEn: 'Beetle Family Run' })
      .where(eq(events.id, family.eventId));
    const list = await ctx.app.inject({ url: '/api/events/list?type=all&q=Beetle' });
    expect(list.json().items).toEqual([expect.objectContaining({ code: family.eventCode, placesLeft: 8 })]);
  });

  it('keeps one draft per user, shows it in the cart info in the language asked, and clears it', async () => {
    const draft = {
      eventCode: womenRace.eventCode,
      raceCode: womenRace.raceCode,
      step: 'my-form',
      participantOption: 'MY_SELF',
      payer: 'MY_SELF',
      participants: [{ key: 'a', kind: 'self', form: { firstName: 'Ан' } }],
      updatedAt: '2026-11-24T10:00:00.000Z',
    };
    expect((await calls.cardInfo(anna)).json()).toEqual({ HasDraft: false, Draft: null });
    const saved = await calls.saveDraft(anna, draft);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ updatedAt: '2026-11-24T10:00:00.000Z' });
    expect((await ruCalls.cardInfo(anna)).json()).toEqual({
      HasDraft: true,
      Draft: {
        EventName: 'Осенний забег',
        EventUrl: `/event/${womenRace.eventCode}`,
        RegistrationUrl: `/${womenRace.eventCode}/10k/register`,
      },
    });
    expect((await calls.cardInfo(anna)).json().Draft.EventName).toBe('Autumn Run');
    const context = registrationContextSchema.parse((await calls.context(anna, womenRace)).json());
    expect(context.draft).toEqual({
      ...draft,
      participants: [{ key: 'a', kind: 'self', form: { firstName: 'Ан' }, saveToProfile: false }],
      // what the options and my-order steps keep, none chosen yet
      options: { insurance: [], items: [] },
      promoCode: null,
      customPrice: null,
    });
    // another race's context does not show it; a draft of another race replaces it
    expect(registrationContextSchema.parse((await calls.context(anna, fullRace)).json()).draft).toBeNull();
    await calls.saveDraft(anna, {
      ...draft,
      eventCode: fullRace.eventCode,
      updatedAt: '2026-11-24T10:05:00.000Z',
    });
    const rows = await ctx.database.db
      .select()
      .from(registrationDrafts)
      .where(eq(registrationDrafts.userId, anna.userId));
    expect(rows.map((r) => r.raceId)).toEqual([fullRace.raceId]);
    // nobody else sees it
    expect((await calls.cardInfo(olga)).json()).toEqual({ HasDraft: false, Draft: null });
    expect((await calls.cardInfo(null)).json()).toEqual({ HasDraft: false, Draft: null });

    const clear = await calls.clearCart(anna);
    expect(clear.json()).toEqual({ success: true });
    expect((await calls.cardInfo(anna)).json()).toEqual({ HasDraft: false, Draft: null });
  });

  it('refuses a draft of an unknown race (404) or a malformed one (400)', async () => {
    const bad = await calls.saveDraft(anna, {
      eventCode: 'no-such-event',
      raceCode: '10k',
      step: 'order',
      participantOption: 'KIDS',
      payer: 'SPOUSE',
      participants: [],
      updatedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(bad.statusCode).toBe(404);
    const malformed = await calls.saveDraft(anna, { eventCode: womenRace.eventCode, step: 'dance' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(malformed.json().error.fields)).toEqual(
      expect.arrayContaining(['raceCode', 'step', 'participants']),
    );
  });

  it('clearing the cart cancels the orders awaiting payment and frees their places, in one go', async () => {
    const race = await insertRace(ctx.database, tenantId, { capacity: 1 });
    const placed = await calls.order(
      olga,
      race,
      orderBody([{ kind: 'self', form: { ...ANNA, firstName: 'Ольга' } }]),
    );
    expect(placed.statusCode).toBe(201);
    await calls.saveDraft(olga, {
      eventCode: race.eventCode,
      raceCode: race.raceCode,
      step: 'order',
      participantOption: 'MY_SELF',
      payer: 'MY_SELF',
      participants: [],
      updatedAt: '2026-11-24T10:00:00.000Z',
    });
    expect((await calls.clearCart(olga)).statusCode).toBe(200);
    expect((await registrationsOf(ctx.database, race.raceId)).map((r) => r.status)).toEqual(['cancelled']);
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, placed.json().orderNumber));
    expect(order!.status).toBe('cancelled');
    expect((await calls.cardInfo(olga)).json().HasDraft).toBe(false);
    // the place is free again
    expect((await calls.order(anna, race, orderBody([{ kind: 'self', form: ANNA }]))).statusCode).toBe(201);
  });
});
