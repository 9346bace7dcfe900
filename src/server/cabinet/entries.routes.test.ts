import { randomBytes } from 'node:crypto';
import readXlsxFile from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { cabinetEntriesSchema, type CabinetEntries } from '../../shared/schemas/cabinet.js';
import type { Database } from '../db/client.js';
import {
  events,
  orders,
  organizerMembers,
  organizers,
  races,
  registrations,
  teams,
  type NewRegistrationRow,
} from '../db/schema.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PIONER_HOST = 'pionercup.localhost';

/** An organizer of a tenant with one event (Europe/Moscow, 60 days ahead) of a 10 km and a 5 km race. */
async function insertOrganizerEvent(database: Database, tenantId: number, name: string) {
  const { db } = database;
  const [organizer] = await db.insert(organizers).values({ tenantId, name }).returning();
  const code = `ev-${randomBytes(4).toString('hex')}`;
  // race day 2030-06-15 in Moscow: ages below are counted on it
  const startsAt = new Date('2030-06-15T06:00:00Z');
  const [event] = await db
    .insert(events)
    .values({
      tenantId,
      code,
      nameRu: 'Весенний забег',
      nameEn: 'Spring Run',
      startsAt,
      organizerId: organizer!.id,
    })
    .returning();
  const [tenK, fiveK] = await db
    .insert(races)
    .values([
      {
        tenantId,
        eventId: event!.id,
        code: '10k',
        nameRu: '10 км',
        nameEn: '10 km',
        lengthM: 10_000,
        startsAt,
      },
      { tenantId, eventId: event!.id, code: '5k', nameRu: '5 км', nameEn: '5 km', lengthM: 5_000, startsAt },
    ])
    .returning();
  return { organizerId: organizer!.id, eventId: event!.id, code, tenK: tenK!.id, fiveK: fiveK!.id };
}

type Res = {
  statusCode: number;
  body: string;
  rawPayload: Buffer;
  headers: Record<string, unknown>;
  json(): unknown;
};

describe('the organizer cabinet: entries', () => {
  const ctx = useTestApp();
  let tenantId: number;
  let ev: Awaited<ReturnType<typeof insertOrganizerEvent>>;
  let otherEv: Awaited<ReturnType<typeof insertOrganizerEvent>>;
  const who = {} as Record<
    'owner' | 'manager' | 'operator' | 'support' | 'nobody' | 'otherOwner',
    TestAccount
  >;
  let pionerOwner: TestAccount;
  let seq = 0;

  const get = (account: TestAccount, path: string, options: { host?: string; lang?: 'ru' | 'en' } = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: path,
      headers: accountHeaders(account.cookie, options),
    }) as Promise<Res>;
  const list = async (account: TestAccount, query = '', code = ev.code): Promise<CabinetEntries> => {
    const res = await get(account, `/api/cabinet/events/${code}/entries${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return cabinetEntriesSchema.parse(res.json());
  };
  const lastNames = async (query: string) =>
    (await list(who.owner, query)).entries.map((e) => e.lastName).sort();

  beforeAll(async () => {
    const { database } = ctx;
    tenantId = await tenantIdOf(database, 'default');
    const pionerId = await tenantIdOf(database, 'pionercup');
    ev = await insertOrganizerEvent(database, tenantId, 'Клуб «Весна»');
    otherEv = await insertOrganizerEvent(database, tenantId, 'Другой организатор');
    const pioner = await insertOrganizerEvent(database, pionerId, 'Пионер');
    const account = (roles: ('Administrator' | 'Organization')[] = [], t = tenantId) =>
      createTestAccount(database, t, { email: `cabinet${++seq}@example.org`, roles });
    for (const name of ['owner', 'manager', 'operator', 'nobody', 'otherOwner'] as const)
      who[name] = await account();
    who.support = await account(['Administrator']);
    pionerOwner = await account([], pionerId);
    await database.db.insert(organizerMembers).values([
      { tenantId, organizerId: ev.organizerId, userId: who.owner.userId, role: 'owner' },
      { tenantId, organizerId: ev.organizerId, userId: who.manager.userId, role: 'manager' },
      { tenantId, organizerId: ev.organizerId, userId: who.operator.userId, role: 'operator' },
      { tenantId, organizerId: otherEv.organizerId, userId: who.otherOwner.userId, role: 'owner' },
      { tenantId: pionerId, organizerId: pioner.organizerId, userId: pionerOwner.userId, role: 'owner' },
    ]);

    // the runners: a payer with an order, her team, a friend, holds live and past, a cancellation, an import
    const payer = await createTestAccount(database, tenantId, {
      email: 'ivan.petrov@example.org',
      person: { firstName: 'Иван', lastName: 'Петров', phone: '+7 916 555-12-34' },
    });
    const order = async (
      number: string,
      status: 'paid' | 'awaiting-payment' | 'partly-paid',
      raceId = ev.tenK,
    ) => {
      const [row] = await database.db
        .insert(orders)
        .values({
          tenantId,
          userId: payer.userId,
          number,
          status,
          eventId: ev.eventId,
          raceId,
          totalAmount: 150_000,
        })
        .returning({ id: orders.id });
      return row!.id;
    };
    const paid = await order('SL-PAID-0001', 'paid');
    const awaiting = await order('SL-WAIT-0002', 'awaiting-payment', ev.fiveK);
    const [team] = await database.db
      .insert(teams)
      .values({
        tenantId,
        eventId: ev.eventId,
        raceId: ev.tenK,
        name: 'Быстрые лоси',
        nameKey: 'быстрые лоси',
        joinCode: `T${randomBytes(5).toString('hex').toUpperCase()}`,
        captainUserId: payer.userId,
      })
      .returning({ id: teams.id });
    const base = { tenantId, eventId: ev.eventId, raceId: ev.tenK, status: 'confirmed' as const };
    const rows: NewRegistrationRow[] = [
      {
        ...base,
        lastName: 'Петров',
        firstName: 'Иван',
        gender: 'male',
        birthDate: '1990-03-01', // 40 on race day
        bib: '101',
        orderId: paid,
        userId: payer.userId,
        personId: payer.personId,
        teamId: team!.id,
        participantKind: 'self',
        createdAt: new Date(Date.now() - 5 * DAY_MS),
      },
      {
        ...base,
        lastName: 'Сидорова',
        firstName: 'Мария',
        gender: 'female',
        birthDate: '1985-07-01', // 44
        bib: '102',
        orderId: paid,
        userId: payer.userId,
        participantKind: 'friend',
        email: 'maria@example.org',
        entry: { phone: '+7 (903) 111-22-33' },
        createdAt: new Date(Date.now() - 4 * DAY_MS),
      },
      {
        ...base,
        raceId: ev.fiveK,
        status: 'pending',
        expiresAt: new Date(Date.now() + 15 * 60_000),
        lastName: 'Смирнова',
        firstName: 'Анна',
        gender: 'female',
        birthDate: '2015-01-01', // 15
        bib: '7',
        orderId: awaiting,
        userId: payer.userId,
        createdAt: new Date(Date.now() - 3 * DAY_MS),
      },
      {
        ...base,
        status: 'pending',
        expiresAt: new Date(Date.now() - 60_000),
        lastName: 'Просрочкин',
        firstName: 'Пётр',
        gender: 'male',
        birthDate: '1970-01-01',
        createdAt: new Date(Date.now() - 2 * DAY_MS),
      },
      {
        ...base,
        status: 'cancelled',
        lastName: 'Отменина',
        firstName: 'Ольга',
        gender: 'female',
        createdAt: new Date(Date.now() - 1 * DAY_MS),
      },
      // an imported start list: no order, no account, a name that looks like a formula
      { ...base, lastName: '=HYPERLINK("http://evil")', firstName: 'Ева', gender: 'female', bib: '12' },
    ];
    await database.db.insert(registrations).values(rows);
    await database.db.insert(registrations).values({
      tenantId,
      eventId: otherEv.eventId,
      raceId: otherEv.tenK,
      status: 'confirmed',
      lastName: 'Чужой',
      firstName: 'Участник',
    });
  });

  describe('who may', () => {
    it.each(['owner', 'manager', 'operator', 'support'] as const)('%s sees the table', async (role) => {
      const page = await list(who[role]);
      expect(page.total).toBe(4);
      expect(page.event).toMatchObject({ code: ev.code, name: 'Spring Run', timeZone: 'Europe/Moscow' });
      expect(page.races.map((r) => r.code)).toEqual(['10k', '5k']);
      expect(page.permissions.includes('entries.export')).toBe(role !== 'operator');
    });

    it.each(['owner', 'manager', 'support'] as const)('%s exports CSV and XLSX', async (role) => {
      for (const ext of ['csv', 'xlsx']) {
        const res = await get(who[role], `/api/cabinet/events/${ev.code}/entries.${ext}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-disposition']).toBe(`attachment; filename="${ev.code}-entries.${ext}"`);
      }
    });

    it('an operator may not export: 403', async () => {
      for (const ext of ['csv', 'xlsx']) {
        const res = await get(who.operator, `/api/cabinet/events/${ev.code}/entries.${ext}`);
        expect(res.statusCode).toBe(403);
        expect((res.json() as { error: { code: string } }).error.code).toBe('FORBIDDEN');
      }
    });

    it('no role, another organizer, another tenant, an unknown event: 404 for each call', async () => {
      const calls: [TestAccount, string, string | undefined][] = [
        [who.nobody, ev.code, undefined],
        [who.otherOwner, ev.code, undefined],
        [pionerOwner, ev.code, PIONER_HOST],
        [who.owner, 'no-such-event', undefined],
        // an owner of the other organizer does not see this one's entries, nor this one the other's
        [who.owner, otherEv.code, undefined],
      ];
      for (const [account, code, host] of calls) {
        for (const suffix of ['', '.csv', '.xlsx']) {
          const res = await get(account, `/api/cabinet/events/${code}/entries${suffix}`, { host });
          expect(res.statusCode, `${code}${suffix}: ${res.body}`).toBe(404);
          expect(res.body).not.toContain('Петров');
        }
      }
    });

    it('a visitor is asked to sign in', async () => {
      const res = await ctx.app.inject({
        url: `/api/cabinet/events/${ev.code}/entries`,
        headers: { host: 'localhost' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('the table', () => {
    it('lists by default the places held: confirmed, and pending within their hold', async () => {
      expect(await lastNames('')).toEqual(['=HYPERLINK("http://evil")', 'Петров', 'Сидорова', 'Смирнова']);
    });

    it('shows an entry with its race, team, order, contacts and age group', async () => {
      const page = await list(who.owner, 'q=101&language=ru');
      expect(page.entries).toHaveLength(1);
      expect(page.entries[0]).toMatchObject({
        bib: '101',
        lastName: 'Петров',
        firstName: 'Иван',
        gender: 'male',
        birthDate: '1990-03-01',
        ageGroup: '40-49',
        race: { code: '10k', name: '10 км' },
        team: 'Быстрые лоси',
        state: 'confirmed',
        order: { number: 'SL-PAID-0001', status: 'paid' },
        email: 'ivan.petrov@example.org',
        phone: '+7 916 555-12-34',
      });
      const friend = (await list(who.owner, 'q=102')).entries[0]!;
      expect(friend).toMatchObject({ email: 'maria@example.org', phone: '+7 (903) 111-22-33', team: null });
    });

    it('filters by state', async () => {
      expect(await lastNames('state=all')).toHaveLength(6);
      expect(await lastNames('state=confirmed')).toEqual(['=HYPERLINK("http://evil")', 'Петров', 'Сидорова']);
      expect(await lastNames('state=pending')).toEqual(['Смирнова']);
      expect(await lastNames('state=expired')).toEqual(['Просрочкин']);
      expect(await lastNames('state=cancelled')).toEqual(['Отменина']);
      const expired = (await list(who.owner, 'state=expired')).entries[0]!;
      expect(expired.state).toBe('expired');
    });

    it('filters by race, paid, gender, age group and team', async () => {
      expect(await lastNames('race=5k')).toEqual(['Смирнова']);
      expect(await lastNames('race=42k')).toEqual([]);
      expect(await lastNames('paid=yes')).toEqual(['Петров', 'Сидорова']);
      expect(await lastNames('paid=no')).toEqual(['=HYPERLINK("http://evil")', 'Смирнова']);
      expect(await lastNames('gender=male')).toEqual(['Петров']);
      expect(await lastNames('gender=female')).toEqual(['=HYPERLINK("http://evil")', 'Сидорова', 'Смирнова']);
      expect(await lastNames('ageGroup=U18')).toEqual(['Смирнова']);
      expect(await lastNames('ageGroup=40-49')).toEqual(['Петров', 'Сидорова']);
      expect(await lastNames('ageGroup=60%2B')).toEqual([]);
      expect(await lastNames('team=лоси')).toEqual(['Петров']);
      expect(await lastNames('paid=yes&gender=female&ageGroup=40-49')).toEqual(['Сидорова']);
    });

    it('finds by name in either order, bib, e-mail, phone digits and order number', async () => {
      expect(await lastNames('q=Иван%20Петров')).toEqual(['Петров']);
      expect(await lastNames('q=петров%20иван')).toEqual(['Петров']);
      expect(await lastNames('q=смирн')).toEqual(['Смирнова']);
      expect(await lastNames('q=7')).toEqual(['Смирнова']);
      expect(await lastNames('q=10')).toEqual([]); // a bib is matched whole
      expect(await lastNames('q=Maria@Example.org')).toEqual(['Сидорова']);
      // the account's address finds what it registered (its own entry, a friend's, a child's)
      expect(await lastNames('q=ivan.petrov@example.org')).toEqual(['Петров', 'Сидорова', 'Смирнова']);
      expect(await lastNames('q=89031112233')).toEqual(['Сидорова']);
      expect(await lastNames('q=%2B7%20916%20555')).toEqual(['Петров']);
      expect(await lastNames('q=sl-paid-0001')).toEqual(['Петров', 'Сидорова']);
      expect(await lastNames('q=SL-WAIT-0002')).toEqual(['Смирнова']);
    });

    it('sorts and pages with a cursor and a total', async () => {
      const byName = await list(who.owner, 'sort=name');
      expect(byName.entries.map((e) => e.lastName)).toEqual([
        '=HYPERLINK("http://evil")',
        'Петров',
        'Сидорова',
        'Смирнова',
      ]);
      const byBib = await list(who.owner, 'sort=bib');
      expect(byBib.entries.map((e) => e.bib)).toEqual(['7', '12', '101', '102']);
      const newest = await list(who.owner, 'sort=registered');
      expect(newest.entries.at(-1)!.lastName).toBe('Петров');

      const first = await list(who.owner, 'sort=bib&limit=3');
      expect(first).toMatchObject({ total: 4, nextCursor: 3 });
      expect(first.entries.map((e) => e.bib)).toEqual(['7', '12', '101']);
      const second = await list(who.owner, 'sort=bib&limit=3&cursor=3');
      expect(second).toMatchObject({ total: 4, nextCursor: null });
      expect(second.entries.map((e) => e.bib)).toEqual(['102']);
      const beyond = await list(who.owner, 'cursor=100');
      expect(beyond).toMatchObject({ entries: [], total: 4, nextCursor: null });
    });

    it('counts exactly up to 1,000 and says "more" beyond, paging on to the last entry', async () => {
      // another organizer's event with 1,002 imported entries, read by its own owner
      await ctx.database.db.insert(registrations).values(
        Array.from({ length: 1_002 }, (_, i) => ({
          tenantId,
          eventId: otherEv.eventId,
          raceId: otherEv.tenK,
          status: 'confirmed' as const,
          bib: String(i + 1),
          firstName: 'Бегун',
          lastName: `Номер${i + 1}`,
        })),
      );
      const first = await list(who.otherOwner, 'sort=bib&limit=50', otherEv.code);
      expect(first).toMatchObject({ total: 1_000, totalCapped: true, nextCursor: 50 });
      const last = await list(who.otherOwner, 'sort=bib&limit=50&cursor=1000', otherEv.code);
      // the event's own entry without a bib comes last in bib order
      expect(last.entries.map((e) => e.bib)).toEqual(['1001', '1002', null]);
      expect(last.nextCursor).toBeNull();
      const narrowed = await list(who.otherOwner, 'q=Номер1001', otherEv.code);
      expect(narrowed).toMatchObject({ total: 1, totalCapped: false, nextCursor: null });
      // a search counts its matches with its page: past 1,000 it says "more", past its last page too
      const searched = await list(who.otherOwner, 'q=номер&sort=name&limit=50', otherEv.code);
      expect(searched).toMatchObject({ total: 1_000, totalCapped: true, nextCursor: 50 });
      expect(searched.entries[0]!.lastName).toBe('Номер1');
      const pastSearch = await list(who.otherOwner, 'q=Номер1001&cursor=50', otherEv.code);
      expect(pastSearch).toMatchObject({ entries: [], total: 1, totalCapped: false, nextCursor: null });
    });

    it('answers bad query values with 400, never 500', async () => {
      const bad = [
        'state=lost',
        'paid=maybe',
        'gender=x',
        'ageGroup=17-20',
        'sort=price',
        'limit=0',
        'limit=1000',
        'cursor=-1',
        'cursor=abc',
        `q=${'a'.repeat(101)}`,
        `race=${'r'.repeat(101)}`,
        'language=de',
      ];
      for (const query of bad) {
        for (const suffix of ['', '.csv', '.xlsx']) {
          const res = await get(who.owner, `/api/cabinet/events/${ev.code}/entries${suffix}?${query}`);
          expect(res.statusCode, `${suffix} ${query}: ${res.body}`).toBe(400);
        }
      }
      // odd but valid text finds nothing rather than failing
      for (const q of ["%'_\\", '+++', '@', '(((']) {
        const res = await get(who.owner, `/api/cabinet/events/${ev.code}/entries?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      }
    });
  });

  describe('the exports', () => {
    it('CSV: a BOM, `;` between cells, Russian headers, a formula-looking name escaped', async () => {
      const res = await get(who.owner, `/api/cabinet/events/${ev.code}/entries.csv?sort=bib`, { lang: 'ru' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = res.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
      expect(lines).toHaveLength(5);
      expect(lines[0]).toMatch(/^Номер;Фамилия;Имя;Пол;Дата рождения;Возрастная группа;/);
      expect(lines[1]).toMatch(/^7;Смирнова;Анна;Ж;2015-01-01;U18;/);
      expect(lines[1]).toContain(';Ожидает оплаты;');
      // the formula is quoted (it holds quotes) and starts with an apostrophe: Excel shows it as text
      expect(lines[2]).toMatch(/^12;"'=HYPERLINK\(""http:\/\/evil""\)";Ева;/);
      expect(lines[3]).toContain(';Быстрые лоси;');
      expect(lines[3]).toContain(';SL-PAID-0001;Оплачен;ivan.petrov@example.org;');
    });

    it('CSV in English, with the filters of the table', async () => {
      const res = await get(who.support, `/api/cabinet/events/${ev.code}/entries.csv?paid=yes&sort=bib`, {
        lang: 'en',
      });
      const lines = res.rawPayload
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toMatch(/^Bib;Last name;First name;Gender;Date of birth;Age group;City;Club;Race;/);
      expect(lines.slice(1).map((l) => l.split(';')[1])).toEqual(['Петров', 'Сидорова']);
      expect(lines[1]).toContain(';10 km;');
    });

    it('XLSX reads back with a header and a row per entry', async () => {
      const res = await get(who.manager, `/api/cabinet/events/${ev.code}/entries.xlsx?state=all&sort=bib`, {
        lang: 'ru',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const [sheet] = await readXlsxFile(res.rawPayload);
      expect(sheet!.sheet).toBe('Участники');
      const data = sheet!.data;
      expect(data).toHaveLength(7);
      expect(data[0]!.slice(0, 3)).toEqual(['Номер', 'Фамилия', 'Имя']);
      expect(data[1]!.slice(0, 3)).toEqual(['7', 'Смирнова', 'Анна']);
      // text, not a formula
      expect(data.map((r) => r[1])).toContain('=HYPERLINK("http://evil")');
    });

    it('an export with nothing matching is the header alone', async () => {
      const res = await get(who.owner, `/api/cabinet/events/${ev.code}/entries.xlsx?race=none`);
      const [sheet] = await readXlsxFile(res.rawPayload);
      expect(sheet!.data).toHaveLength(1);
    });
  });
});
