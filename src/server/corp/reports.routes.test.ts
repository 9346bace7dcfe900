import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpReportsSchema, type CorpReports } from '../../shared/schemas/corp-reports.js';
import { events, races } from '../db/schema.js';
import { insertRace, type TestRace } from '../registration/registration-fixture.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import {
  addCompanyMember,
  insertCompany,
  insertCorporateOrder,
  insertEmployee,
  insertPayment,
  insertResult,
} from './corp-reports-fixture.js';

const HOUR = 3_600_000;

/*
 * «Василёк» (the company under test) on the default tenant:
 *   last summer's race (event date 2029-06-02 in Moscow), order L-1 paid 4 × 100 000, one entry cancelled and
 *   refunded 100 000: Ivanov finished 3:00:00 (2nd: an outsider ran 2:40:00), Petrova 3:10:00 (4th: another
 *   outsider ran 3:05:00), Sidorov (removed from the list since) DNF, Kozlov cancelled;
 *   next autumn's race (2030-09-10), order L-2 awaiting payment: Orlova's place held, Ivanov's hold run out.
 * «Чертополох», another company of the tenant, has an order of the same summer race that must never show.
 */
describe('the corporate cabinet: reports (issue 19 item 8)', () => {
  const ctx = useTestApp();
  let summer: TestRace;
  let autumn: TestRace;
  let companyId: number;
  let rivalCompanyId: number;
  const who = {} as Record<'admin' | 'manager' | 'support' | 'rival' | 'nobody' | 'pioner', TestAccount>;

  const get = (
    as: TestAccount | null,
    path = '',
    query = '',
    opts: { host?: string; lang?: 'ru' | 'en'; company?: number } = {},
  ) =>
    ctx.app.inject({
      url: `/api/corp/companies/${opts.company ?? companyId}/reports${path}${query ? `?${query}` : ''}`,
      headers: as
        ? accountHeaders(as.cookie, { lang: opts.lang ?? 'en', ...(opts.host ? { host: opts.host } : {}) })
        : { host: 'localhost' },
    });
  const report = async (query = '', as: TestAccount = who.admin): Promise<CorpReports> => {
    const res = await get(as, '', query);
    expect(res.statusCode, res.body).toBe(200);
    return corpReportsSchema.parse(res.json());
  };

  beforeAll(async () => {
    const { database } = ctx;
    const tenantId = await tenantIdOf(database, 'default');
    summer = await insertRace(database, tenantId);
    autumn = await insertRace(database, tenantId);
    const day = async (race: TestRace, at: string, nameRu: string, nameEn: string) => {
      await database.db
        .update(events)
        .set({ startsAt: new Date(at), nameRu, nameEn, timeZone: 'Europe/Moscow' })
        .where(eq(events.id, race.eventId));
      await database.db
        .update(races)
        .set({ startsAt: new Date(at) })
        .where(eq(races.id, race.raceId));
    };
    // 2 June 00:30 in Moscow is still 1 June in UTC: the event's date is its own zone's
    await day(summer, '2029-06-01T21:30:00Z', 'Летний забег', 'Summer Run');
    await day(autumn, '2030-09-10T06:00:00Z', 'Осенний забег', 'Autumn Run');

    companyId = await insertCompany(database, tenantId, 'Василёк');
    rivalCompanyId = await insertCompany(database, tenantId, 'Чертополох');
    for (const role of ['admin', 'manager'] as const) {
      who[role] = await createTestAccount(database, tenantId, { email: `corp-report-${role}@example.org` });
      await addCompanyMember(database, tenantId, companyId, who[role].userId, role);
    }
    who.support = await createTestAccount(database, tenantId, {
      email: 'corp-report-support@example.org',
      roles: ['Administrator'],
    });
    who.rival = await createTestAccount(database, tenantId, { email: 'corp-report-rival@example.org' });
    await addCompanyMember(database, tenantId, rivalCompanyId, who.rival.userId, 'admin');
    who.nobody = await createTestAccount(database, tenantId, { email: 'corp-report-nobody@example.org' });
    who.pioner = await createTestAccount(database, await tenantIdOf(database, 'pionercup'), {
      email: 'corp-report-pioner@example.org',
      roles: ['Administrator'],
    });

    const employee = (lastName: string, firstName: string, patronymic = '', removedAt?: Date) =>
      insertEmployee(database, tenantId, companyId, { lastName, firstName, patronymic, removedAt });
    const ivanov = await employee('Иванов', 'Иван', 'Иванович');
    const petrova = await employee('Петрова', 'Мария');
    const sidorov = await employee('Сидоров', 'Пётр', '', new Date('2029-12-01T00:00:00Z'));
    const kozlov = await employee('Козлов', 'Олег');
    const orlova = await employee('Орлова', 'Анна');

    const base = { tenantId, companyId, userId: who.admin.userId };
    const l1 = await insertCorporateOrder(database, {
      ...base,
      eventId: summer.eventId,
      raceId: summer.raceId,
      number: 'L-1',
      status: 'paid',
      total: 400_000,
      entries: [
        { employeeId: ivanov, status: 'confirmed', bib: '101' },
        { employeeId: petrova, status: 'confirmed', bib: '102' },
        { employeeId: sidorov, status: 'confirmed', bib: '103' },
        { employeeId: kozlov, status: 'cancelled', bib: '104' },
      ],
    });
    await insertPayment(database, tenantId, l1.orderId, 400_000, { amount: 100_000, status: 'succeeded' });
    const [rIvanov, rPetrova, rSidorov] = l1.registrationIds;
    const line = { tenantId, eventId: summer.eventId, raceId: summer.raceId };
    await insertResult(database, { ...line, bib: '1', status: 'finished', timeMs: 2 * HOUR + 40 * 60_000 });
    await insertResult(database, {
      ...line,
      bib: '101',
      status: 'finished',
      timeMs: 3 * HOUR,
      registrationId: rIvanov,
    });
    await insertResult(database, { ...line, bib: '2', status: 'finished', timeMs: 3 * HOUR + 5 * 60_000 });
    await insertResult(database, {
      ...line,
      bib: '102',
      status: 'finished',
      timeMs: 3 * HOUR + 10 * 60_000,
      registrationId: rPetrova,
    });
    await insertResult(database, { ...line, bib: '103', status: 'dnf', registrationId: rSidorov });

    await insertCorporateOrder(database, {
      ...base,
      eventId: autumn.eventId,
      raceId: autumn.raceId,
      number: 'L-2',
      status: 'awaiting-payment',
      total: 200_000,
      entries: [
        { employeeId: orlova, status: 'pending', expiresAt: new Date(Date.now() + 3 * 24 * HOUR) },
        { employeeId: ivanov, status: 'pending', expiresAt: new Date(Date.now() - HOUR) },
      ],
    });

    // the other company's order of the same race, paid, with a finisher: never in «Василёк»'s report
    const stranger = await insertEmployee(database, tenantId, rivalCompanyId, {
      lastName: 'Чужой',
      firstName: 'Сотрудник',
    });
    const c1 = await insertCorporateOrder(database, {
      ...base,
      userId: who.rival.userId,
      companyId: rivalCompanyId,
      eventId: summer.eventId,
      raceId: summer.raceId,
      number: 'C-1',
      status: 'paid',
      total: 999_900,
      entries: [{ employeeId: stranger, status: 'confirmed', bib: '201' }],
    });
    await insertPayment(database, tenantId, c1.orderId, 999_900);
    await insertResult(database, {
      ...line,
      bib: '201',
      status: 'finished',
      timeMs: 4 * HOUR,
      registrationId: c1.registrationIds[0],
    });
  });

  it('lists who registered, their entry’s state, who started and finished with time and place', async () => {
    const all = await report();
    expect(all.company).toEqual({ id: companyId, name: 'Василёк' });
    expect(all.events.map((e) => [e.name, e.date])).toEqual([
      ['Autumn Run', '2030-09-10'],
      ['Summer Run', '2029-06-02'],
    ]);
    expect(
      all.participants.map((p) => [
        p.employee.lastName,
        p.event.name,
        p.race,
        p.state,
        p.bib,
        p.result,
        p.timeMs,
        p.place,
      ]),
    ).toEqual([
      ['Иванов', 'Autumn Run', '10 km', 'expired', null, null, null, null],
      ['Орлова', 'Autumn Run', '10 km', 'held', null, null, null, null],
      ['Иванов', 'Summer Run', '10 km', 'confirmed', '101', 'finished', 3 * HOUR, 2],
      ['Козлов', 'Summer Run', '10 km', 'cancelled', '104', null, null, null],
      ['Петрова', 'Summer Run', '10 km', 'confirmed', '102', 'finished', 3 * HOUR + 600_000, 4],
      ['Сидоров', 'Summer Run', '10 km', 'confirmed', '103', 'dnf', null, null],
    ]);
    const ivanov = all.participants.find((p) => p.bib === '101')!;
    expect(ivanov.employee).toEqual({
      lastName: 'Иванов',
      firstName: 'Иван',
      patronymic: 'Иванович',
      removed: false,
    });
    expect(ivanov.orderNumber).toBe('L-1');
    // removed from the list since, still in the report of the entry made
    expect(all.participants.find((p) => p.bib === '103')!.employee.removed).toBe(true);
    expect(JSON.stringify(all)).not.toMatch(/Чужой|C-1|999/);
  });

  it('sums the spend by event and the totals', async () => {
    const all = await report();
    expect(all.spend).toEqual([
      {
        event: { code: autumn.eventCode, name: 'Autumn Run', date: '2030-09-10' },
        places: 1,
        paid: 0,
        refunded: 0,
        net: 0,
      },
      {
        event: { code: summer.eventCode, name: 'Summer Run', date: '2029-06-02' },
        places: 3,
        paid: 400_000,
        refunded: 100_000,
        net: 300_000,
      },
    ]);
    expect(all.totals).toEqual({
      entries: 6,
      confirmed: 3,
      held: 1,
      started: 3,
      finished: 2,
      dnf: 1,
      dns: 0,
      places: 4,
      paid: 400_000,
      refunded: 100_000,
      net: 300_000,
      currency: 'RUB',
    });
  });

  it('narrows by the event’s date in its zone and by event', async () => {
    const june = await report('from=2029-06-02&to=2029-06-02');
    expect(june.period).toEqual({ from: '2029-06-02', to: '2029-06-02' });
    expect(new Set(june.participants.map((p) => p.event.name))).toEqual(new Set(['Summer Run']));
    expect(june.spend.map((s) => s.event.name)).toEqual(['Summer Run']);
    // the filter's choices stay every event of the company
    expect(june.events).toHaveLength(2);
    // 1 June in UTC is not the event's day
    expect((await report('to=2029-06-01')).participants).toEqual([]);

    const autumnOnly = await report(`event=${autumn.eventCode}`);
    expect(autumnOnly.event).toBe(autumn.eventCode);
    expect(autumnOnly.participants.map((p) => p.employee.lastName)).toEqual(['Иванов', 'Орлова']);
    expect(autumnOnly.totals).toMatchObject({ entries: 2, held: 1, places: 1, paid: 0 });

    const nothing = await report('event=no-such-event');
    expect(nothing.participants).toEqual([]);
    expect(nothing.spend).toEqual([]);
    expect(nothing.totals).toMatchObject({ entries: 0, places: 0, net: 0 });
  });

  it('is read by every role of the company and support; others 404, the signed-out 401', async () => {
    for (const role of ['admin', 'manager', 'support'] as const) {
      expect((await get(who[role])).statusCode, role).toBe(200);
      expect((await get(who[role], '/participants.csv')).statusCode, role).toBe(200);
    }
    for (const path of ['', '/participants.csv', '/participants.xlsx', '/spend.csv', '/spend.xlsx']) {
      expect((await get(who.rival, path)).statusCode, path).toBe(404);
      expect((await get(who.nobody, path)).statusCode, path).toBe(404);
      expect((await get(who.pioner, path, '', { host: 'pionercup.localhost' })).statusCode, path).toBe(404);
    }
    expect((await get(who.admin, '', '', { company: 2_000_000_000 })).statusCode).toBe(404);
    expect((await get(null)).statusCode).toBe(401);

    // the other company's own report has its entry and none of «Василёк»'s
    const rival = corpReportsSchema.parse((await get(who.rival, '', '', { company: rivalCompanyId })).json());
    expect(rival.participants.map((p) => p.employee.lastName)).toEqual(['Чужой']);
    expect(rival.participants[0]).toMatchObject({ place: 5, result: 'finished' });
    expect(rival.totals).toMatchObject({ entries: 1, paid: 999_900 });
  });

  it('answers 400 naming the field for a bad filter, never 500', async () => {
    const wrongDay = await get(who.admin, '', 'from=2030-02-30');
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().error.fields).toEqual({ from: 'Enter a date as 2030-09-22' });
    const reversed = await get(who.admin, '', 'from=2030-03-05&to=2030-03-01');
    expect(reversed.json().error.fields).toEqual({ to: 'The end of the period cannot be before its start' });
    for (const query of ['from=yesterday', 'to=%00', `event=${'x'.repeat(101)}`, 'event='])
      expect((await get(who.admin, '', query)).statusCode, query).toBe(400);
    expect((await get(who.admin, '/participants.csv', 'to=2030-13-01')).statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          url: '/api/corp/companies/abc/reports',
          headers: accountHeaders(who.admin.cookie),
        })
      ).statusCode,
    ).toBe(400);
  });

  describe('files', () => {
    it('participants CSV for Russian Excel: BOM, `;`, a header row in the reader’s language', async () => {
      const res = await get(who.manager, '/participants.csv', 'from=2029-06-02&to=2029-06-02', {
        lang: 'ru',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="company-${companyId}-participants-2029-06-02_2029-06-02.csv"`,
      );
      expect(res.headers['cache-control']).toContain('no-store');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'Фамилия;Имя;Отчество;Событие;Дата события;Дистанция;Заказ;Статус заявки;Номер;Стартовал;Результат;Время;Место',
      );
      expect(lines).toContain(
        'Иванов;Иван;Иванович;Летний забег;2029-06-02;10 км;L-1;Оплачена;101;да;Финишировал;3:00:00;2',
      );
      expect(lines).toContain(
        'Сидоров;Пётр;;Летний забег;2029-06-02;10 км;L-1;Оплачена;103;да;Сошёл (DNF);;',
      );
      expect(lines).toContain('Козлов;Олег;;Летний забег;2029-06-02;10 км;L-1;Отменена;104;;;;');

      const en = await get(who.admin, '/participants.csv', '', { lang: 'en' });
      expect(en.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
        'Last name;First name;Patronymic;Event;Event date;Race;Order;Entry state;Bib;Started;Result;Time;Place',
      );
      expect(en.body).toContain('Орлова;Анна;;Autumn Run;2030-09-10;10 km;L-2;Awaiting payment;;;;;');
    });

    it('spend CSV in rubles with a total row; XLSX files read back', async () => {
      const csv = await get(who.support, '/spend.csv', '', { lang: 'ru' });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(
        csv.body
          .replace(/^\uFEFF/, '')
          .split('\r\n')
          .filter(Boolean),
      ).toEqual([
        'Событие;Дата события;Места;Оплачено, ₽;Возвращено, ₽;Итого потрачено, ₽',
        'Осенний забег;2030-09-10;1;0,00;0,00;0,00',
        'Летний забег;2029-06-02;3;4000,00;1000,00;3000,00',
        'Итого;;4;4000,00;1000,00;3000,00',
      ]);

      const spend = await get(who.admin, '/spend.xlsx', '', { lang: 'en' });
      expect(spend.statusCode).toBe(200);
      expect(spend.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const [sheet] = await readXlsxFile(spend.rawPayload);
      expect(sheet!.sheet).toBe('Spend');
      expect(sheet!.data.at(-1)).toEqual(['Total', null, '4', '4000.00', '1000.00', '3000.00']);

      const people = await get(who.admin, '/participants.xlsx', `event=${autumn.eventCode}`, { lang: 'ru' });
      const [list] = await readXlsxFile(people.rawPayload);
      expect(list!.sheet).toBe('Участники');
      expect(list!.data).toHaveLength(3);
      expect(list!.data[0]!.slice(0, 3)).toEqual(['Фамилия', 'Имя', 'Отчество']);
      expect(list!.data.map((r) => r[7])).toEqual(['Статус заявки', 'Истекла', 'Ожидает оплаты']);
    });
  });
});
