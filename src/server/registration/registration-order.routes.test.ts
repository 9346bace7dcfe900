import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderPlacedSchema, registrationSuccessSchema } from '../../shared/schemas/registration.js';
import { identityDocuments, mailOutbox, orderItems, orders, orderTransitions, persons, registrations } from '../db/schema.js';
import { createRateLimiter } from '../limits/rate-limiter.js';
import { createMailer } from '../mail/mailer.js';
import { createTestAccount, insertTestRegistration } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import {
  entry,
  fillPlaces,
  insertCreatedRelative,
  insertRace,
  linkRelative,
  orderBody,
  registrationCalls,
  registrationsOf,
  takenPlaces,
  type TestRace,
} from './registration-fixture.js';
import { createRegistrationService, HOLD_MS } from './registration.service.js';

const MISHA = { firstName: 'Миша', lastName: 'Смирнов', gender: 'male' as const, birthDate: '2014-06-21' };
const mishaEntry = entry({ firstName: 'Миша', lastName: 'Смирнов', gender: 'male', birthDate: '2014-06-21' });
const ivanEntry = entry({ firstName: 'Иван', lastName: 'Смирнов', gender: 'male', birthDate: '1988-09-03' });

describe('POST /api/registration/:eventCode/:raceCode/order', () => {
  const ctx = useTestApp();
  const calls = registrationCalls(() => ctx.app);
  const ruCalls = registrationCalls(() => ctx.app, { lang: 'ru' });
  let tenantId: number;
  let seq = 0;
  /** A new account with a complete enough profile (Anna's), so each test starts clean. */
  const account = async (person: Record<string, unknown> = {}) =>
    createTestAccount(ctx.database, tenantId, {
      email: `user${++seq}@example.org`,
      person: {
        firstName: 'Анна',
        lastName: 'Смирнова',
        gender: 'female',
        birthDate: '1990-05-14',
        ...person,
      },
    });
  const mailsTo = (to: string) =>
    ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
  const expectRefusal = (
    res: { statusCode: number; json(): unknown },
    code: string,
    participant?: number,
  ) => {
    expect(res.statusCode, JSON.stringify(res.json())).toBe(409);
    const body = res.json() as { error: { code: string; message: string; participant?: number } };
    expect(body.error.code).toBe(code);
    expect(body.error.message).not.toBe('');
    expect(body.error.message).not.toContain('{');
    expect(body.error.participant).toBe(participant);
  };

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
  });

  describe('happy paths', () => {
    it('holds places of a paid race for 20 minutes, awaiting payment, and mails each participant', async () => {
      const anna = await account();
      const misha = await insertCreatedRelative(ctx.database, tenantId, anna, MISHA);
      const race = await insertRace(ctx.database, tenantId, { capacity: 10 });
      const before = Date.now();
      const res = await calls.order(
        anna,
        race,
        orderBody([
          { kind: 'self' },
          { kind: 'relative', relativeId: misha.relativeId, form: mishaEntry },
          {
            kind: 'friend',
            email: 'Friend@Example.org',
            form: entry({ firstName: 'Пётр', lastName: 'Петров', gender: 'male' }),
          },
        ]),
      );
      expect(res.statusCode, res.body).toBe(201);
      const placed = orderPlacedSchema.parse(res.json());
      expect(placed).toMatchObject({
        status: 'awaiting-payment',
        total: { amount: 450_000, currency: 'RUB' },
      });
      expect(placed.orderNumber).toMatch(/^SL-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      const expiresAt = Date.parse(placed.expiresAt!);
      expect(expiresAt).toBeGreaterThanOrEqual(before + HOLD_MS);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + HOLD_MS);

      const regs = await registrationsOf(ctx.database, race.raceId);
      expect(
        regs.map((r) => [r.status, r.participantKind, r.personId, r.userId, r.pool, r.firstName, r.email]),
      ).toEqual([
        ['pending', 'self', anna.personId, anna.userId, 'adults', 'Анна', null],
        ['pending', 'relative', misha.personId, anna.userId, 'adults', 'Миша', null],
        ['pending', 'friend', null, anna.userId, 'adults', 'Пётр', 'friend@example.org'],
      ]);
      expect(regs.every((r) => r.expiresAt?.getTime() === expiresAt)).toBe(true);
      expect(regs[1]!.entry).toEqual({ ...mishaEntry, patronymic: '' });
      expect(regs[1]).toMatchObject({ gender: 'male', birthDate: '2014-06-21' });
      const [order] = await ctx.database.db
        .select()
        .from(orders)
        .where(eq(orders.number, placed.orderNumber));
      expect(order).toMatchObject({
        status: 'awaiting-payment',
        userId: anna.userId,
        raceId: race.raceId,
        eventId: race.eventId,
        payer: 'MY_SELF',
        totalAmount: 450_000,
        paidAt: null,
      });
      const lines = await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
      expect(lines.map((l) => [l.kind, l.priceAmount, l.registrationId, l.name])).toEqual(
        regs.map((r) => ['registration', 150_000, r.id, `Autumn Run, 10 km: ${r.firstName} ${r.lastName}`]),
      );
      // Anna's own and Misha's confirmations go to Anna; the friend gets an invitation
      const annaMails = await mailsTo(anna.email);
      expect(annaMails).toHaveLength(2);
      expect(annaMails.map((m) => m.subject)).toEqual([
        'Startline: registration for Autumn Run',
        'Startline: registration for Autumn Run',
      ]);
      expect(annaMails.map((m) => m.text).join()).toContain('Миша Смирнов');
      expect(annaMails[0]!.text).toContain('held for 20 minutes pending payment');
      expect(annaMails[0]!.text).toContain(`/register/success?order=${placed.orderNumber}`);
      const [invitation] = await mailsTo('friend@example.org');
      expect(invitation!.subject).toBe('Startline: you are registered for Autumn Run');
      expect(invitation!.text).toMatch(
        new RegExp(`http://localhost/${race.eventCode}/10k/register/entry\\?invitation=[\\w-]{43}`),
      );
      expect(invitation!.text).toContain('Анна Смирнова (');

      // the success page
      const page = await calls.orderPage(anna, placed.orderNumber);
      expect(page.statusCode).toBe(200);
      expect(registrationSuccessSchema.parse(page.json())).toEqual({
        event: expect.objectContaining({ code: race.eventCode, name: 'Autumn Run' }),
        race: { code: '10k', name: '10 km' },
        order: {
          number: placed.orderNumber,
          status: 'awaiting-payment',
          expiresAt: placed.expiresAt,
          total: { amount: 450_000, currency: 'RUB' },
          amounts: {
            full: { amount: 450_000, currency: 'RUB' },
            insurance: { amount: 0, currency: 'RUB' },
            discount: { amount: 0, currency: 'RUB' },
            commission: { amount: 0, currency: 'RUB' },
            total: { amount: 450_000, currency: 'RUB' },
            promoCode: null,
          },
          lines: ['Анна Смирнова', 'Миша Смирнов', 'Пётр Петров'].map((name) => ({
            kind: 'registration',
            name: `Autumn Run, 10 km: ${name}`,
            price: { amount: 150_000, currency: 'RUB' },
            count: 1,
          })),
        },
        participants: [
          { fullName: 'Анна Смирнова', kind: 'self', status: 'pending', bib: null },
          { fullName: 'Миша Смирнов', kind: 'relative', status: 'pending', bib: null },
          { fullName: 'Пётр Петров', kind: 'friend', status: 'pending', bib: null },
        ],
      });
      // nobody else's
      const other = await account();
      expect((await calls.orderPage(other, placed.orderNumber)).statusCode).toBe(404);
      expect((await calls.orderPage(anna, 'SL-NONE-0000')).statusCode).toBe(404);
    });

    it('confirms the places of a free race at once: the order is paid, nothing expires', async () => {
      const anna = await account();
      const race = await insertRace(ctx.database, tenantId, { price: 0, capacity: 5 });
      const res = await ruCalls.order(anna, race, orderBody([{ kind: 'self' }]));
      expect(res.statusCode).toBe(201);
      const placed = orderPlacedSchema.parse(res.json());
      expect(placed).toMatchObject({
        status: 'paid',
        expiresAt: null,
        total: { amount: 0, currency: 'RUB' },
      });
      const [reg] = await registrationsOf(ctx.database, race.raceId);
      expect(reg).toMatchObject({ status: 'confirmed', expiresAt: null });
      const [order] = await ctx.database.db
        .select()
        .from(orders)
        .where(eq(orders.number, placed.orderNumber));
      expect(order).toMatchObject({ status: 'paid', expiresAt: null });
      expect(order!.paidAt).toBeInstanceOf(Date);
      const [mail] = await mailsTo(anna.email);
      expect(mail!.subject).toBe('Startline: регистрация на «Осенний забег»');
      expect(mail!.text).toContain('Регистрация подтверждена.');
    });

    it('takes children into their own pool, and deletes the draft of the race once the order is placed', async () => {
      const anna = await account();
      const misha = await insertCreatedRelative(ctx.database, tenantId, anna, MISHA);
      const race = await insertRace(ctx.database, tenantId, { capacity: 1, childCapacity: 1 });
      await calls.saveDraft(anna, {
        eventCode: race.eventCode,
        raceCode: race.raceCode,
        step: 'order',
        participantOption: 'KIDS',
        payer: 'MY_SELF',
        participants: [],
        updatedAt: '2026-11-24T10:00:00.000Z',
      });
      const res = await calls.order(
        anna,
        race,
        orderBody([{ kind: 'self' }, { kind: 'relative', relativeId: misha.relativeId, form: mishaEntry }]),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect((await registrationsOf(ctx.database, race.raceId)).map((r) => r.pool)).toEqual([
        'adults',
        'children',
      ]);
      expect((await calls.cardInfo(anna)).json()).toEqual({ HasDraft: false, Draft: null });
    });

    it('writes entries marked "save to profile" back to the profile and a created relative', async () => {
      const anna = await account({ phone: '', emergencyPhone: '' });
      const misha = await insertCreatedRelative(ctx.database, tenantId, anna, { ...MISHA, city: 'Тула' });
      const ivan = await account({
        firstName: 'Иван',
        lastName: 'Смирнов',
        gender: 'male',
        phone: '+79160000000',
      });
      const ivanLink = await linkRelative(ctx.database, tenantId, anna, ivan);
      await ctx.database.db
        .insert(identityDocuments)
        .values({ tenantId, personId: anna.personId, type: '10', number: 'AB123' });
      const race = await insertRace(ctx.database, tenantId, {
        formFields: ['birthDate', 'gender', 'phone', 'emergencyPhone', 'document'],
      });
      const full = { emergencyPhone: '+79031234567', document: { type: '21', number: '45 12 345678' } };
      const res = await calls.order(
        anna,
        race,
        orderBody([
          { kind: 'self', saveToProfile: true, form: entry({ ...full, phone: '+79165550000' }) },
          {
            kind: 'relative',
            relativeId: misha.relativeId,
            saveToProfile: true,
            form: { ...mishaEntry, ...full },
          },
          { kind: 'relative', relativeId: ivanLink, saveToProfile: true, form: { ...ivanEntry, ...full } },
        ]),
      );
      expect(res.statusCode, res.body).toBe(201);
      const [me] = await ctx.database.db.select().from(persons).where(eq(persons.id, anna.personId));
      expect(me).toMatchObject({ phone: '+79165550000', emergencyPhone: '+79031234567', firstName: 'Анна' });
      const docs = await ctx.database.db
        .select({ type: identityDocuments.type, number: identityDocuments.number })
        .from(identityDocuments)
        .where(eq(identityDocuments.personId, anna.personId))
        .orderBy(identityDocuments.type);
      expect(docs).toEqual([
        { type: '10', number: 'AB123' },
        { type: '21', number: '45 12 345678' },
      ]);
      const [child] = await ctx.database.db.select().from(persons).where(eq(persons.id, misha.personId));
      expect(child).toMatchObject({ phone: '+79161234567', city: 'Тула', birthDate: '2014-06-21' });
      // a linked account's profile is its own: untouched
      const [linked] = await ctx.database.db.select().from(persons).where(eq(persons.id, ivan.personId));
      expect(linked!.phone).toBe('+79160000000');
    });
  });

  describe('validation', () => {
    it('answers 400 with the field errors of every participant, keyed participants.N.form.field', async () => {
      const anna = await account();
      const race = await insertRace(ctx.database, tenantId, {
        formFields: ['birthDate', 'gender', 'phone', 'address', 'club'],
      });
      const res = await calls.order(
        anna,
        race,
        orderBody([
          {
            kind: 'self',
            form: entry({
              country: 'RU',
              region: 'Москва',
              city: 'Москва',
              street: 'Тверская',
              building: '1',
              apartment: '1',
              postcode: '12',
              noClub: false,
              club: '',
            }),
          },
          { kind: 'friend', form: { firstName: '' } },
          { kind: 'relative', form: entry({ phone: '123', apartment: '' }) },
        ]),
      );
      expect(res.statusCode).toBe(400);
      const { error } = res.json() as { error: { code: string; fields: Record<string, string> } };
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields).toMatchObject({
        // the form's own rules (postcode of Russia, a club or none) once its fields are valid
        'participants.0.form.postcode': 'The postcode has 6 digits',
        'participants.0.form.club': 'Enter the club or choose "No club"',
        'participants.1.email': 'Enter your email',
        'participants.1.form.firstName': 'This field is required.',
        'participants.1.form.lastName': 'This field is required.',
        'participants.1.form.birthDate': 'Enter the date of birth',
        'participants.1.form.gender': 'Choose the gender',
        'participants.2.form.phone': 'This phone number is not possible. Check the country and the digits',
        'participants.2.form.apartment': 'Enter the apartment. For a private house enter apt. 1',
        'participants.2.relativeId': 'This field is required.',
      });
      expect(await registrationsOf(ctx.database, race.raceId)).toEqual([]);
      // in Russian too
      const ru = await ruCalls.order(anna, race, orderBody([{ kind: 'self', form: entry({ phone: '' }) }]));
      expect(ru.json().error.fields['participants.0.form.phone']).toBe('Введите номер телефона');
      // the body's own shape
      const empty = await calls.order(anna, race, { payer: 'ME', participants: [] });
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json().error.fields)).toEqual(['payer', 'participants', 'consents']);
    });

    it("answers 404 to a tampered race code, and to a relative who is not the user's", async () => {
      const anna = await account();
      const olga = await account();
      const olgasChild = await insertCreatedRelative(ctx.database, tenantId, olga, MISHA);
      const pending = await linkRelative(ctx.database, tenantId, anna, await account(), 'pending');
      const race = await insertRace(ctx.database, tenantId);
      const tampered = await calls.order(
        anna,
        { ...race, raceCode: `${race.raceCode}x` },
        orderBody([{ kind: 'self' }]),
      );
      expect(tampered.statusCode).toBe(404);
      expect(tampered.json().error.code).toBe('NOT_FOUND');
      for (const relativeId of [olgasChild.relativeId, pending, 2_000_000_000]) {
        const res = await calls.order(
          anna,
          race,
          orderBody([{ kind: 'relative', relativeId, form: mishaEntry }]),
        );
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
      }
      expect(await registrationsOf(ctx.database, race.raceId)).toEqual([]);
    });
  });

  describe('refusals (409)', () => {
    let race: TestRace;
    beforeAll(async () => {
      race = await insertRace(ctx.database, tenantId, { capacity: 100, childCapacity: 10 });
    });

    it('LIMIT_REACHED and MYSELF_DONT_EXIST_SLOTS when the race is full', async () => {
      const full = await insertRace(ctx.database, tenantId, { capacity: 2 });
      await fillPlaces(ctx.database, tenantId, full, 2);
      const anna = await account();
      const friend = await calls.order(anna, full, orderBody([{ kind: 'friend', email: 'f@example.org' }]));
      expectRefusal(friend, 'LIMIT_REACHED');
      expect(friend.json().error.message).toBe(
        'Registration for the event is not possible, because the limit of participants is reached',
      );
      const ru = await ruCalls.order(anna, full, orderBody([{ kind: 'friend', email: 'f@example.org' }]));
      expect(ru.json().error.message).toBe(
        'Регистрация на мероприятие невозможна, так как достигнут лимит участников',
      );
      expectRefusal(await calls.order(anna, full, orderBody([{ kind: 'self' }])), 'MYSELF_DONT_EXIST_SLOTS');
      expect(await takenPlaces(ctx.database, full.raceId)).toBe(2);
    });

    it('REGISTRATION_NOT_POSSIBLE when registration is closed, not open yet, switched off or the race is over', async () => {
      const anna = await account();
      const now = Date.now();
      for (const columns of [
        { registrationClosesAt: new Date(now - 1000) },
        { registrationOpensAt: new Date(now + 86_400_000) },
        { registrationDisabled: true },
        { startsAt: new Date(now - 1000) },
      ]) {
        const closed = await insertRace(ctx.database, tenantId, columns);
        const res = await calls.order(anna, closed, orderBody([{ kind: 'self' }]));
        expectRefusal(res, 'REGISTRATION_NOT_POSSIBLE');
        expect(res.json().error.message).toBe('Registration for the event is not possible');
      }
    });

    it('ALREADY_SUBMITTED_MYSELF when the user holds a place already', async () => {
      const anna = await account();
      const free = await insertRace(ctx.database, tenantId, { price: 0 });
      expect((await calls.order(anna, free, orderBody([{ kind: 'self' }]))).statusCode).toBe(201);
      const again = await calls.order(
        anna,
        free,
        orderBody([{ kind: 'friend', email: 'x@example.org' }, { kind: 'self' }]),
      );
      expectRefusal(again, 'ALREADY_SUBMITTED_MYSELF', 1);
      expect(again.json().error.message).toBe('You are already registered');
      expect((await ruCalls.order(anna, free, orderBody([{ kind: 'self' }]))).json().error.message).toBe(
        'Вы уже зарегистрированы',
      );
    });

    it('ALREADY_SUBMITTED_CHILDREN when a child in the order holds a place already', async () => {
      const anna = await account();
      const misha = await insertCreatedRelative(ctx.database, tenantId, anna, MISHA);
      await insertTestRegistration(ctx.database, tenantId, race, misha.personId, { pool: 'children' });
      const res = await calls.order(
        anna,
        race,
        orderBody([{ kind: 'relative', relativeId: misha.relativeId, form: mishaEntry }]),
      );
      expectRefusal(res, 'ALREADY_SUBMITTED_CHILDREN', 0);
    });

    it('ALREADY_REGISTERED (with the participant) when someone else in the order holds a place already', async () => {
      const anna = await account();
      const ivan = await account({ firstName: 'Иван', gender: 'male' });
      const link = await linkRelative(ctx.database, tenantId, anna, ivan);
      await insertTestRegistration(ctx.database, tenantId, race, ivan.personId);
      const res = await calls.order(
        anna,
        race,
        orderBody([{ kind: 'self' }, { kind: 'relative', relativeId: link, form: ivanEntry }]),
      );
      expectRefusal(res, 'ALREADY_REGISTERED', 1);
      expect(res.json().error.message).toBe(
        'Иван Смирнов is already registered for this race. Remove them from the order to continue.',
      );
      // a friend registered by someone else, by address
      const olga = await account();
      await calls.order(olga, race, orderBody([{ kind: 'friend', email: 'petr@example.org' }]));
      expectRefusal(
        await calls.order(anna, race, orderBody([{ kind: 'friend', email: 'PETR@example.org' }])),
        'ALREADY_REGISTERED',
        0,
      );
    });

    it('ALREADY_SUBMITTED_SELECTED_PAYER when the payer has an order of the race awaiting payment', async () => {
      const anna = await account();
      const first = await calls.order(anna, race, orderBody([{ kind: 'friend', email: 'a1@example.org' }]));
      expect(first.statusCode).toBe(201);
      expectRefusal(
        await calls.order(anna, race, orderBody([{ kind: 'friend', email: 'a2@example.org' }])),
        'ALREADY_SUBMITTED_SELECTED_PAYER',
      );
      // the other payer may order
      expect(
        (await calls.order(anna, race, orderBody([{ kind: 'friend', email: 'a2@example.org' }], 'SPOUSE')))
          .statusCode,
      ).toBe(201);
    });

    it('MYSELF_DONT_BUY_SLOTS when a child must run with the adult who is not in the order', async () => {
      const anna = await account();
      const misha = await insertCreatedRelative(ctx.database, tenantId, anna, MISHA);
      const withAdult = await insertRace(ctx.database, tenantId, {
        childCapacity: 5,
        childrenNeedAdult: true,
      });
      const child = { kind: 'relative' as const, relativeId: misha.relativeId, form: mishaEntry };
      expectRefusal(await calls.order(anna, withAdult, orderBody([child])), 'MYSELF_DONT_BUY_SLOTS');
      expect((await calls.order(anna, withAdult, orderBody([{ kind: 'self' }, child]))).statusCode).toBe(201);
    });

    it("NO_CHILDREN_SLOTS when the children's pool is full", async () => {
      const anna = await account();
      const misha = await insertCreatedRelative(ctx.database, tenantId, anna, MISHA);
      const kids = await insertRace(ctx.database, tenantId, { capacity: 10, childCapacity: 1 });
      await fillPlaces(ctx.database, tenantId, kids, 1, 'children');
      expectRefusal(
        await calls.order(
          anna,
          kids,
          orderBody([{ kind: 'self' }, { kind: 'relative', relativeId: misha.relativeId, form: mishaEntry }]),
        ),
        'NO_CHILDREN_SLOTS',
      );
      // a friend's entry of a child's birth date takes a child's place too
      expectRefusal(
        await calls.order(
          anna,
          kids,
          orderBody([{ kind: 'friend', email: 'kid@example.org', form: mishaEntry }]),
        ),
        'NO_CHILDREN_SLOTS',
      );
    });

    it("PARTICIPANT_TWICE for the same person twice: self, a relative, a friend's address", async () => {
      const anna = await account();
      const misha = await insertCreatedRelative(ctx.database, tenantId, anna, MISHA);
      const child = { kind: 'relative' as const, relativeId: misha.relativeId, form: mishaEntry };
      for (const participants of [
        [{ kind: 'self' as const }, { kind: 'self' as const }],
        [child, { kind: 'self' as const }, child],
        [
          { kind: 'friend' as const, email: 'p@example.org' },
          { kind: 'friend' as const, email: 'P@example.org' },
        ],
        [{ kind: 'self' as const }, { kind: 'friend' as const, email: anna.email }],
      ]) {
        const res = await calls.order(anna, race, orderBody(participants));
        expectRefusal(res, 'PARTICIPANT_TWICE', participants.length - 1);
      }
    });

    it('NOT_ELIGIBLE (with the participant) for someone the race does not admit on race day', async () => {
      const anna = await account();
      const ivan = await account({ firstName: 'Иван', gender: 'male' });
      const link = await linkRelative(ctx.database, tenantId, anna, ivan);
      const women = await insertRace(ctx.database, tenantId, { gender: 'female', minAge: 18 });
      const res = await calls.order(
        anna,
        women,
        orderBody([{ kind: 'self' }, { kind: 'relative', relativeId: link, form: ivanEntry }]),
      );
      expectRefusal(res, 'NOT_ELIGIBLE', 1);
      expect(res.json().error.message).toContain('Иван Смирнов');
      // age counts on race day, by the entry's birth date
      const teen = entry({ birthDate: `${new Date().getUTCFullYear() - 16}-01-01` });
      expectRefusal(
        await calls.order(anna, women, orderBody([{ kind: 'friend', email: 't@example.org', form: teen }])),
        'NOT_ELIGIBLE',
        0,
      );
      expect(await registrationsOf(ctx.database, women.raceId)).toEqual([]);
    });
  });

  describe('holds', () => {
    it('a double-submitted order gets one hold; the second answer is a refusal, never a second hold', async () => {
      const anna = await account();
      const race = await insertRace(ctx.database, tenantId, { capacity: 10 });
      const body = orderBody([{ kind: 'self' }]);
      const answers = await Promise.all([calls.order(anna, race, body), calls.order(anna, race, body)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      const refused = answers.find((a) => a.statusCode === 409)!;
      expect(['ALREADY_SUBMITTED_SELECTED_PAYER', 'ALREADY_SUBMITTED_MYSELF']).toContain(
        refused.json().error.code,
      );
      // with the other payer: the user's own place is held already
      expectRefusal(
        await calls.order(anna, race, orderBody([{ kind: 'self' }], 'SPOUSE')),
        'ALREADY_SUBMITTED_MYSELF',
        0,
      );
      expect(await registrationsOf(ctx.database, race.raceId)).toHaveLength(1);
      expect(await takenPlaces(ctx.database, race.raceId)).toBe(1);
    });

    it('an expired hold frees its place with no sweeper running, and is marked expired by the next booking', async () => {
      const anna = await account();
      const olga = await account();
      const race = await insertRace(ctx.database, tenantId, { capacity: 1 });
      const first = await calls.order(anna, race, orderBody([{ kind: 'self' }]));
      expect(first.statusCode).toBe(201);
      expectRefusal(
        await calls.order(olga, race, orderBody([{ kind: 'friend', email: 'o@example.org' }])),
        'LIMIT_REACHED',
      );
      // the hold's 20 minutes pass
      const past = new Date(Date.now() - 1000);
      await ctx.database.db
        .update(registrations)
        .set({ expiresAt: past })
        .where(eq(registrations.raceId, race.raceId));
      await ctx.database.db.update(orders).set({ expiresAt: past }).where(eq(orders.raceId, race.raceId));
      expect(await takenPlaces(ctx.database, race.raceId)).toBe(0);
      const context = (await calls.context(olga, race)).json();
      expect(context.race).toMatchObject({ placesLeft: 1, state: 'few' });
      expect((await calls.orderPage(anna, first.json().orderNumber)).json().order.status).toBe('expired');

      const second = await calls.order(olga, race, orderBody([{ kind: 'friend', email: 'o@example.org' }]));
      expect(second.statusCode).toBe(201);
      expect((await registrationsOf(ctx.database, race.raceId)).map((r) => r.status)).toEqual([
        'expired',
        'pending',
      ]);
      const [firstOrder] = await ctx.database.db
        .select()
        .from(orders)
        .where(eq(orders.number, first.json().orderNumber));
      expect(firstOrder!.status).toBe('expired');
      const moves = await ctx.database.db
        .select()
        .from(orderTransitions)
        .where(eq(orderTransitions.orderId, firstOrder!.id));
      expect(moves.map((m) => [m.fromStatus, m.toStatus, m.actor])).toEqual([
        ['awaiting-payment', 'expired', 'system:booking'],
      ]);
      // and Anna may register again: her old hold is no longer one
      expect((await calls.order(anna, race, orderBody([{ kind: 'self' }]))).json().error.code).toBe(
        'MYSELF_DONT_EXIST_SLOTS',
      );
    });

    it("the sweeper marks every tenant's expired holds and their orders expired, and nothing else", async () => {
      const anna = await account();
      const race = await insertRace(ctx.database, tenantId, { capacity: 10 });
      const live = await insertRace(ctx.database, tenantId, { capacity: 10 });
      const free = await insertRace(ctx.database, tenantId, { price: 0 });
      const pionercup = await tenantIdOf(ctx.database, 'pionercup');
      const boris = await createTestAccount(ctx.database, pionercup, { email: 'boris@example.org' });
      const raceOfB = await insertRace(ctx.database, pionercup, { capacity: 10 });
      const onB = registrationCalls(() => ctx.app, { host: 'pionercup.localhost' });
      const placed = [
        await calls.order(anna, race, orderBody([{ kind: 'self' }])),
        await calls.order(anna, live, orderBody([{ kind: 'self' }])),
        await calls.order(anna, free, orderBody([{ kind: 'self' }])),
        await onB.order(boris, raceOfB, orderBody([{ kind: 'self' }])),
      ];
      expect(placed.map((p) => p.statusCode)).toEqual([201, 201, 201, 201]);
      // the holds of `race` (tenant A) and of B's race are 20 minutes old
      const past = new Date(Date.now() - 1000);
      for (const raceId of [race.raceId, raceOfB.raceId]) {
        await ctx.database.db
          .update(registrations)
          .set({ expiresAt: past })
          .where(eq(registrations.raceId, raceId));
        await ctx.database.db.update(orders).set({ expiresAt: past }).where(eq(orders.raceId, raceId));
      }
      const service = createRegistrationService({
        db: ctx.database.db,
        mailer: createMailer(ctx.database.db, { smtpUrl: undefined, mailFrom: 'test@example.org' }),
        limiter: createRateLimiter(ctx.database.db),
      });
      expect(await service.sweepExpiredHolds(new Date())).toEqual({ registrations: 2, orders: 2 });
      const statusOf = async (raceId: number) => {
        const [reg] = await registrationsOf(ctx.database, raceId);
        const [order] = await ctx.database.db.select().from(orders).where(eq(orders.raceId, raceId));
        return [reg!.status, order!.status];
      };
      expect(await statusOf(race.raceId)).toEqual(['expired', 'expired']);
      expect(await statusOf(raceOfB.raceId)).toEqual(['expired', 'expired']);
      expect(await statusOf(live.raceId)).toEqual(['pending', 'awaiting-payment']);
      expect(await statusOf(free.raceId)).toEqual(['confirmed', 'paid']);
      // each expired order has its transition, in its own tenant, with who and why (SPEC §4)
      for (const [raceId, tenant] of [
        [race.raceId, tenantId],
        [raceOfB.raceId, pionercup],
      ] as const) {
        const [order] = await ctx.database.db.select().from(orders).where(eq(orders.raceId, raceId));
        const moves = await ctx.database.db
          .select()
          .from(orderTransitions)
          .where(eq(orderTransitions.orderId, order!.id));
        expect(moves).toEqual([
          expect.objectContaining({
            tenantId: tenant,
            fromStatus: 'awaiting-payment',
            toStatus: 'expired',
            actor: 'system:sweeper',
            reason: 'the 20-minute payment window ended',
          }),
        ]);
      }
      // again: nothing left to do
      expect(await service.sweepExpiredHolds(new Date())).toEqual({ registrations: 0, orders: 0 });
      // later, the live hold's time is over too; a paid order and a confirmed place are never touched
      // (with every other test's holds of this file)
      const later = await service.sweepExpiredHolds(new Date(Date.now() + HOLD_MS + 1000));
      expect(later.registrations).toBeGreaterThanOrEqual(1);
      expect(later.orders).toBeGreaterThanOrEqual(1);
      expect(await statusOf(live.raceId)).toEqual(['expired', 'expired']);
      expect(await statusOf(free.raceId)).toEqual(['confirmed', 'paid']);
    });
  });

  describe('tenants', () => {
    it("tenant B can neither see nor use tenant A's race or order", async () => {
      const anna = await account();
      const race = await insertRace(ctx.database, tenantId, { capacity: 10 });
      const placed = await calls.order(anna, race, orderBody([{ kind: 'self' }]));
      expect(placed.statusCode).toBe(201);
      const pionercup = await tenantIdOf(ctx.database, 'pionercup');
      // an account of tenant B with the same address, and Anna's own cookie on B's host
      const rowsOfTenant = async (tenant: number) =>
        (
          (await ctx.database.db.execute(
            sql`select (select count(*)::int from registrations where tenant_id = ${tenant}) as registrations,
              (select count(*)::int from orders where tenant_id = ${tenant}) as orders,
              (select count(*)::int from registration_drafts where tenant_id = ${tenant}) as drafts`,
          )) as unknown as { rows: unknown[] }
        ).rows[0];
      const before = await rowsOfTenant(pionercup);
      const petr = await createTestAccount(ctx.database, pionercup, { email: anna.email });
      const onB = registrationCalls(() => ctx.app, { host: 'pionercup.localhost' });
      for (const res of [
        await onB.context(petr, race),
        await onB.order(petr, race, orderBody([{ kind: 'self' }])),
        await onB.orderPage(petr, placed.json().orderNumber),
        await onB.saveDraft(petr, {
          eventCode: race.eventCode,
          raceCode: race.raceCode,
          step: 'order',
          participantOption: 'MY_SELF',
          payer: 'MY_SELF',
          participants: [],
          updatedAt: 'x',
        }),
      ]) {
        expect(res.statusCode).toBe(404);
      }
      // a session of tenant A is not one on tenant B
      expect((await onB.context(anna, race)).statusCode).toBe(401);
      expect((await onB.cardInfo(petr)).json()).toEqual({ HasDraft: false, Draft: null });
      await onB.clearCart(petr);
      const [order] = await ctx.database.db
        .select()
        .from(orders)
        .where(eq(orders.number, placed.json().orderNumber));
      expect(order!.status).toBe('awaiting-payment');
      expect(await rowsOfTenant(pionercup)).toEqual(before);
    });
  });
});
