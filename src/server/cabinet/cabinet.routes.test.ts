import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CABINET_ACTIONS, can, type CabinetRole } from '../../shared/domain/cabinet-permissions.js';
import type { EventStatus } from '../../shared/domain/event-status.js';
import { cabinetEventsSchema, cabinetMeSchema } from '../../shared/schemas/cabinet.js';
import { events } from '../db/schema.js';
import { DAY_MS, insertRace, type TestRace } from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { addMember, assignEvent, insertOrganizer } from './cabinet-fixture.js';

describe('the organizer cabinet: who works where, and the events each may open (issue 18, ADR 022)', () => {
  const ctx = useTestApp();
  let tenantId: number;
  let otherTenantId: number;
  let race: TestRace;
  let otherRace: TestRace;
  const people = {} as Record<
    'owner' | 'manager' | 'operator' | 'support' | 'runner' | 'rival' | 'foreign',
    TestAccount
  >;

  const get = (who: TestAccount | null, url: string, host = 'localhost') =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: who ? accountHeaders(who.cookie, { host }) : { host },
    });

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
    otherTenantId = await tenantIdOf(ctx.database, 'pionercup');
    const organizer = await insertOrganizer(ctx.database, tenantId, 'Беговое братство');
    const rival = await insertOrganizer(ctx.database, tenantId, 'Соседи по календарю');
    race = await insertRace(ctx.database, tenantId);
    otherRace = await insertRace(ctx.database, tenantId);
    await assignEvent(ctx.database, race.eventId, organizer);
    await assignEvent(ctx.database, otherRace.eventId, rival);
    const account = (email: string, roles: ('Administrator' | 'Organization')[] = [], tenant = tenantId) =>
      createTestAccount(ctx.database, tenant, { email, roles });
    people.owner = await account('owner@example.org', ['Organization']);
    people.manager = await account('manager@example.org', ['Organization']);
    people.operator = await account('operator@example.org');
    people.support = await account('support@example.org', ['Administrator']);
    people.runner = await account('runner@example.org');
    people.rival = await account('rival@example.org', ['Organization']);
    people.foreign = await account('foreign@example.org', ['Administrator'], otherTenantId);
    await addMember(ctx.database, tenantId, organizer, people.owner.userId, 'owner');
    await addMember(ctx.database, tenantId, organizer, people.manager.userId, 'manager');
    await addMember(ctx.database, tenantId, organizer, people.operator.userId, 'operator');
    await addMember(ctx.database, tenantId, rival, people.rival.userId, 'owner');
  });

  it.each(['owner', 'manager', 'operator'] as const)(
    'a %s sees their organizer and its event, with what the role permits',
    async (role) => {
      const me = cabinetMeSchema.parse((await get(people[role], '/api/cabinet/me')).json());
      expect(me).toEqual({
        organizers: [expect.objectContaining({ name: 'Беговое братство', role })],
        support: false,
      });
      const res = await get(people[role], '/api/cabinet/events');
      expect(res.statusCode, res.body).toBe(200);
      const list = cabinetEventsSchema.parse(res.json());
      expect(list.events.map((e) => e.code)).toEqual([race.eventCode]);
      expect(list.events[0]!.role).toBe(role);
      expect(list.events[0]!.permissions).toEqual(CABINET_ACTIONS.filter((a) => can(role, a)));
      expect(list.events[0]!.races).toEqual([
        expect.objectContaining({ code: race.raceCode, format: 'individual', entries: 0, paid: 0 }),
      ]);
    },
  );

  it("support sees every organizer's events of its tenant, as support", async () => {
    const me = cabinetMeSchema.parse((await get(people.support, '/api/cabinet/me')).json());
    expect(me).toEqual({ organizers: [], support: true });
    const codes = async (q: string) =>
      cabinetEventsSchema
        .parse((await get(people.support, `/api/cabinet/events?q=${q}&limit=100`)).json())
        .events.map((e) => [e.code, e.role as CabinetRole]);
    expect(await codes(race.eventCode)).toEqual([[race.eventCode, 'support']]);
    expect(await codes(otherRace.eventCode)).toEqual([[otherRace.eventCode, 'support']]);
  });

  it("keeps organizers apart: a rival organizer's owner sees only their own event", async () => {
    const list = cabinetEventsSchema.parse((await get(people.rival, '/api/cabinet/events')).json());
    expect(list.events.map((e) => e.code)).toEqual([otherRace.eventCode]);
  });

  it('refuses the cabinet to a runner (403), a visitor (401), and support of another tenant its events', async () => {
    expect((await get(people.runner, '/api/cabinet/me')).statusCode).toBe(403);
    expect((await get(people.runner, '/api/cabinet/events')).statusCode).toBe(403);
    expect((await get(null, '/api/cabinet/me')).statusCode).toBe(401);
    // pionercup's support sees pionercup's events only, on pionercup's host
    const foreign = await get(
      people.foreign,
      `/api/cabinet/events?q=${race.eventCode}`,
      'pionercup.localhost',
    );
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(cabinetEventsSchema.parse(foreign.json()).events).toEqual([]);
    // and its session is not one on the default tenant's host
    expect((await get(people.foreign, '/api/cabinet/me')).statusCode).toBe(401);
  });

  it('pages through the events and answers bad query values with 400', async () => {
    const first = cabinetEventsSchema.parse(
      (await get(people.support, '/api/cabinet/events?limit=1')).json(),
    );
    expect(first.events).toHaveLength(1);
    expect(first.nextCursor).toBe(1);
    const second = cabinetEventsSchema.parse(
      (await get(people.support, `/api/cabinet/events?limit=1&cursor=${first.nextCursor}`)).json(),
    );
    expect(second.events[0]!.code).not.toBe(first.events[0]!.code);
    for (const bad of ['limit=0', 'limit=1000', 'cursor=-1', 'cursor=x']) {
      expect((await get(people.support, `/api/cabinet/events?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('lists events in every status, each with its status; filters by one; upcoming first, then past and finished', async () => {
    const organizer = await insertOrganizer(ctx.database, tenantId, 'Все статусы');
    const owner = await createTestAccount(ctx.database, tenantId, {
      email: 'statuses@example.org',
      roles: ['Organization'],
    });
    await addMember(ctx.database, tenantId, organizer, owner.userId, 'owner');
    const event = async (status: EventStatus, days: number) => {
      const made = await insertRace(ctx.database, tenantId);
      await assignEvent(ctx.database, made.eventId, organizer);
      await ctx.database.db
        .update(events)
        .set({ status, startsAt: new Date(Date.now() + days * DAY_MS) })
        .where(eq(events.id, made.eventId));
      return made.eventCode;
    };
    const draft = await event('draft', 30);
    const published = await event('published', 10);
    const closed = await event('closed', 20);
    // finished before its date (called off, say): it is over, with the past
    const finishedAhead = await event('finished', 5);
    const finished = await event('finished', -10);
    const past = await event('published', -40);

    const list = async (query = '') => {
      const res = await get(owner, `/api/cabinet/events?limit=100${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return cabinetEventsSchema.parse(res.json());
    };
    const all = await list();
    expect(all.events.map((e) => [e.code, e.status])).toEqual([
      [published, 'published'],
      [closed, 'closed'],
      [draft, 'draft'],
      [finishedAhead, 'finished'],
      [finished, 'finished'],
      [past, 'published'],
    ]);
    expect(all.total).toBe(6);
    const only = async (status: EventStatus) => (await list(`&status=${status}`)).events.map((e) => e.code);
    expect(await only('draft')).toEqual([draft]);
    expect(await only('published')).toEqual([published, past]);
    expect(await only('closed')).toEqual([closed]);
    expect(await only('finished')).toEqual([finishedAhead, finished]);
    expect((await list('&status=finished')).total).toBe(2);
    expect((await get(owner, '/api/cabinet/events?status=archived')).statusCode).toBe(400);
  });
});
