import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { friendEntrySchema } from '../../shared/schemas/registration.js';
import { mailOutbox, persons, registrations } from '../db/schema.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { insertRace, orderBody, registrationCalls, type TestRace } from './registration-fixture.js';

/** Пётр's entry as Anna gives it: the name, birth date and gender; the phone left to him. */
const PETR = { lastName: 'Петров', firstName: 'Пётр', birthDate: '1985-02-11', gender: 'male' };

describe("a friend's entry from the invitation link", () => {
  const ctx = useTestApp();
  const calls = registrationCalls(() => ctx.app);
  const ruCalls = registrationCalls(() => ctx.app, { lang: 'ru' });
  let tenantId: number;
  let seq = 0;
  const account = (person: Record<string, unknown> = {}) =>
    createTestAccount(ctx.database, tenantId, {
      email: `friend-entry${++seq}@example.org`,
      person: {
        firstName: 'Анна',
        lastName: 'Смирнова',
        gender: 'female',
        birthDate: '1990-05-14',
        ...person,
      },
    });

  /** Anna registers Пётр (by `email`) for the race; answers the token of the link in his mail. */
  async function invite(
    anna: TestAccount,
    race: TestRace,
    email: string,
    form: Record<string, unknown> = PETR,
  ) {
    const res = await calls.order(anna, race, orderBody([{ kind: 'friend', email, form }]));
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id));
    const token = /register\/entry\?invitation=([\w-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(token, mail?.text).toBeDefined();
    return token!;
  }

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
  });

  it('the adder may leave the phone to the friend, not the birth date that decides the place', async () => {
    const anna = await account();
    const race = await insertRace(ctx.database, tenantId, { formFields: ['birthDate', 'gender', 'phone'] });
    const missingBirthDate = await calls.order(
      anna,
      race,
      orderBody([{ kind: 'friend', email: 'nobirth@example.org', form: { ...PETR, birthDate: '' } }]),
    );
    expect(missingBirthDate.statusCode).toBe(400);
    expect(Object.keys(missingBirthDate.json().error.fields)).toEqual(['participants.0.form.birthDate']);
    // a phone given is checked by its rule
    const badPhone = await calls.order(
      anna,
      race,
      orderBody([{ kind: 'friend', email: 'badphone@example.org', form: { ...PETR, phone: '12' } }]),
    );
    expect(Object.keys(badPhone.json().error.fields)).toEqual(['participants.0.form.phone']);
    // the user's own entry still needs the phone
    const own = await calls.order(anna, race, orderBody([{ kind: 'self', form: { ...PETR, phone: '' } }]));
    expect(Object.keys(own.json().error.fields)).toEqual(['participants.0.form.phone']);
  });

  it('shows the entry to the friend signed in, who completes it; it then belongs to their account', async () => {
    const anna = await account();
    const petr = await account({ firstName: 'Пётр', lastName: 'Петров', phone: '' });
    const race = await insertRace(ctx.database, tenantId, { formFields: ['birthDate', 'gender', 'phone'] });
    const token = await invite(anna, race, 'petr-complete@example.org');

    expect((await calls.invitation(null, token)).statusCode).toBe(401);
    const shown = await calls.invitation(petr, token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(friendEntrySchema.parse(shown.json())).toMatchObject({
      event: { code: race.eventCode, name: 'Autumn Run' },
      race: { code: '10k', name: '10 km', fields: ['birthDate', 'gender', 'phone'] },
      addedBy: 'Анна Смирнова',
      fullName: 'Пётр Петров',
      status: 'pending',
      bib: null,
      entry: { ...PETR, patronymic: '' },
      missing: ['phone'],
      mine: false,
      editable: true,
    });

    // a wrong phone: the field's message, nothing saved
    const wrong = await ruCalls.completeInvitation(petr, token, { form: { ...PETR, phone: '+7916' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ 'form.phone': expect.stringMatching(/номер/i) });
    const [untouched] = await ctx.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.raceId, race.raceId));
    expect(untouched!.personId).toBeNull();

    // the phone, and a try at a younger birth date and another name: those decided the place and stay
    const saved = await calls.completeInvitation(petr, token, {
      form: { ...PETR, firstName: 'Павел', birthDate: '2015-01-01', phone: '+79161112233' },
      saveToProfile: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      fullName: 'Пётр Петров',
      entry: { ...PETR, phone: '+79161112233' },
      missing: [],
      mine: true,
    });
    const [row] = await ctx.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.raceId, race.raceId));
    expect(row).toMatchObject({ personId: petr.personId, firstName: 'Пётр', birthDate: '1985-02-11' });
    const [profile] = await ctx.database.db.select().from(persons).where(eq(persons.id, petr.personId));
    expect(profile!.phone).toBe('+79161112233');

    // his personal account lists it; to anyone else the link is not found any more
    const mine = await ctx.app.inject({
      url: '/api/account/registrations',
      headers: accountHeaders(petr.cookie),
    });
    expect(mine.body).toContain(race.eventCode);
    const olga = await account({ firstName: 'Ольга' });
    expect((await calls.invitation(olga, token)).statusCode).toBe(404);
    expect((await calls.completeInvitation(olga, token, { form: PETR })).statusCode).toBe(404);
  });

  it('lets the adder see the entry but not take it, and answers unknown and malformed links 404', async () => {
    const anna = await account();
    const race = await insertRace(ctx.database, tenantId);
    const token = await invite(anna, race, 'petr-adder@example.org');
    const seen = await calls.invitation(anna, token);
    expect(seen.json()).toMatchObject({ fullName: 'Пётр Петров', editable: false });
    const taken = await calls.completeInvitation(anna, token, { form: PETR });
    expect(taken.statusCode).toBe(403);
    const other = await account();
    expect((await calls.invitation(other, 'A'.repeat(43))).statusCode).toBe(404);
    expect((await calls.invitation(other, 'not-a-token')).statusCode).toBe(404);
    expect((await calls.completeInvitation(other, 'A'.repeat(43), { form: PETR })).statusCode).toBe(404);
  });

  it('refuses a friend who holds a place in the race already, and an entry whose hold expired', async () => {
    const anna = await account();
    const petr = await account({ firstName: 'Пётр', lastName: 'Петров' });
    const race = await insertRace(ctx.database, tenantId, { formFields: ['birthDate', 'gender'] });
    const token = await invite(anna, race, 'petr-twice@example.org');
    const own = await calls.order(petr, race, orderBody([{ kind: 'self', form: PETR }]));
    expect(own.statusCode, own.body).toBe(201);
    const twice = await calls.completeInvitation(petr, token, { form: PETR });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'ALREADY_SUBMITTED_MYSELF',
      message: 'You are already registered',
    });

    const maria = await account({ firstName: 'Мария' });
    const late = await invite(maria, race, 'petr-late@example.org', { ...PETR, firstName: 'Пафнутий' });
    await ctx.database.db
      .update(registrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrations.firstName, 'Пафнутий'));
    const friend = await account();
    expect((await calls.invitation(friend, late)).json()).toMatchObject({
      status: 'expired',
      editable: false,
    });
    const locked = await calls.completeInvitation(friend, late, { form: PETR });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('ENTRY_LOCKED');
  });

  it('does not open a link of another tenant', async () => {
    const anna = await account();
    const race = await insertRace(ctx.database, tenantId);
    const token = await invite(anna, race, 'petr-tenant@example.org');
    const pionerTenant = await tenantIdOf(ctx.database, 'pionercup');
    const pioneer = await createTestAccount(ctx.database, pionerTenant, { email: 'petr-tenant@example.org' });
    const res = await registrationCalls(() => ctx.app, { host: 'pionercup.localhost' }).invitation(
      pioneer,
      token,
    );
    expect(res.statusCode).toBe(404);
  });
});
