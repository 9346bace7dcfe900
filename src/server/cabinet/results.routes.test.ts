import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CabinetResults, ResultsPreview } from '../../shared/schemas/cabinet-results.js';
import { registrations, results } from '../db/schema.js';
import { insertRace, type TestRace } from '../registration/registration-fixture.js';
import {
  accountHeaders,
  ANNA,
  createTestAccount,
  insertTestRegistration,
  type TestAccount,
} from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { addMember, assignEvent, insertOrganizer } from './cabinet-fixture.js';

const PIONER_HOST = 'pionercup.localhost';

/** Windows-1251 bytes of a text (what Excel on a Russian Windows saves as CSV). */
function cp1251(text: string): Buffer {
  return Buffer.from(
    [...text].map((ch) => {
      const code = ch.codePointAt(0)!;
      if (code < 0x80) return code;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      throw new Error(`no cp1251 byte for ${ch}`);
    }),
  );
}

/** The race's entrants: bib, surname, gender, birth date (the race is 60 days ahead). */
const ENTRANTS = [
  ['2', 'Петров', 'male', '1985-03-01'],
  ['3', 'Сидоров', 'male', '1995-07-10'],
  ['4', 'Козлова', 'female', '1960-01-20'],
  ['5', 'Орлов', 'male', '2001-11-11'],
  ['6', 'Белов', 'male', '1970-06-06'],
] as const;

/** A good file: Anna (1) wins the women, Petrov the race; Orlov is disqualified, Belov did not start. */
const GOOD =
  'Номер;Время;Статус\r\n2;0:40:00;\r\n1;0:45:30.5;\r\n3;50:10;\r\n4;1:02:03;\r\n5;0:39:00;DSQ\r\n6;;DNS\r\n';

describe('the organizer cabinet: results import (issue 18 item 6)', () => {
  const ctx = useTestApp();
  let tenantId: number;
  let race: TestRace;
  const who = {} as Record<
    'owner' | 'manager' | 'operator' | 'support' | 'rival' | 'pioner' | 'runner' | 'busy',
    TestAccount
  >;

  const headers = (account: TestAccount, lang: 'ru' | 'en' = 'en', host?: string) =>
    accountHeaders(account.cookie, { lang, ...(host ? { host } : {}) });
  const base = () => `/api/cabinet/events/${race.eventCode}`;
  const upload = (
    account: TestAccount,
    step: 'preview' | 'publish',
    body: string | Buffer,
    options: { lang?: 'ru' | 'en'; host?: string; raceCode?: string; type?: string | null } = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `${base()}/races/${options.raceCode ?? race.raceCode}/results/${step}`,
      headers: {
        ...headers(account, options.lang, options.host),
        ...(options.type === null ? {} : { 'content-type': options.type ?? 'text/csv' }),
      },
      payload: typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
    });
  const overview = async (account: TestAccount, query = '') => {
    const res = await ctx.app.inject({ url: `${base()}/results${query}`, headers: headers(account) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CabinetResults;
  };
  const correct = (account: TestAccount, id: number, body: object, host?: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/cabinet/results/${id}`,
      headers: headers(account, 'en', host),
      payload: body,
    });
  const publicResults = async (category = 'overall') => {
    const res = await ctx.app.inject({
      url: `/api/event/${race.eventCode}/results?race=${race.raceCode}&category=${category}&language=en`,
      headers: { host: 'localhost' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      rows: { place: number | null; bib: string; status: string; timeMs: number | null }[];
    };
  };
  const training = async () => {
    const res = await ctx.app.inject({ url: '/api/account/training', headers: headers(who.runner) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      results: { status: string; timeMs: number | null; place: number | null }[];
      personalBests: { lengthM: number; timeMs: number }[];
    };
  };
  const lineCount = async () =>
    (await ctx.database.db.select().from(results).where(eq(results.raceId, race.raceId))).length;

  beforeAll(async () => {
    const { database } = ctx;
    tenantId = await tenantIdOf(database, 'default');
    const pionerId = await tenantIdOf(database, 'pionercup');
    const organizer = await insertOrganizer(database, tenantId, 'Клуб «Финиш»');
    const rival = await insertOrganizer(database, tenantId, 'Другой');
    const pionerOrganizer = await insertOrganizer(database, pionerId, 'Пионер');
    race = await insertRace(database, tenantId);
    await assignEvent(database, race.eventId, organizer);
    let n = 0;
    const account = (roles: ('Administrator' | 'Organization')[] = [], t: number = tenantId) =>
      createTestAccount(database, t, { email: `results${++n}@example.org`, roles });
    for (const role of ['owner', 'manager', 'operator'] as const) {
      who[role] = await account(['Organization']);
      await addMember(database, tenantId, organizer, who[role].userId, role);
    }
    who.busy = await account(['Organization']);
    await addMember(database, tenantId, organizer, who.busy.userId, 'manager');
    who.support = await account(['Administrator']);
    who.rival = await account(['Organization']);
    await addMember(database, tenantId, rival, who.rival.userId, 'owner');
    who.pioner = await account(['Organization'], pionerId);
    await addMember(database, pionerId, pionerOrganizer, who.pioner.userId, 'owner');
    who.runner = await createTestAccount(database, tenantId, { email: 'anna@example.org', person: ANNA });
    await insertTestRegistration(database, tenantId, race, who.runner.personId, {
      bib: '1',
      firstName: ANNA.firstName,
      lastName: ANNA.lastName,
      gender: ANNA.gender,
      birthDate: ANNA.birthDate,
    });
    await database.db.insert(registrations).values([
      ...ENTRANTS.map(([bib, lastName, gender, birthDate]) => ({
        tenantId,
        eventId: race.eventId,
        raceId: race.raceId,
        status: 'confirmed' as const,
        bib,
        firstName: 'Тест',
        lastName,
        gender,
        birthDate,
        cityName: 'Москва',
      })),
      // a cancelled entry's number belongs to nobody
      {
        tenantId,
        eventId: race.eventId,
        raceId: race.raceId,
        status: 'cancelled' as const,
        bib: '7',
        lastName: 'Ушедший',
        gender: 'male' as const,
      },
    ]);
  });

  beforeEach(async () => {
    await ctx.database.db.delete(results).where(eq(results.raceId, race.raceId));
  });

  it('previews every line with its participant and its errors in words, writing nothing', async () => {
    const file = `${GOOD}2;0:41:00;\r\n7;1:00:00;\r\nабв;;\r\n3;1:70:00;\r\n`;
    const res = await upload(who.owner, 'preview', file);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as ResultsPreview;
    expect(preview).toMatchObject({ encoding: 'utf-8', delimiter: ';', accepted: 4, refused: 6 });
    expect(preview.lines[1]).toEqual({
      line: 3,
      bib: '1',
      status: 'finished',
      timeMs: 2_730_500,
      participant: {
        name: 'Смирнова Анна',
        gender: 'female',
        birthYear: 1990,
        ageGroup: '30-39',
        club: null,
        city: null,
      },
      errors: [],
    });
    const errorsOf = (line: number) => preview.lines.find((l) => l.line === line)!.errors;
    expect(errorsOf(2)).toEqual(['Number 2 appears more than once in the file: lines 2, 8']);
    expect(errorsOf(8)).toEqual(['Number 2 appears more than once in the file: lines 2, 8']);
    expect(errorsOf(9)).toEqual(['No participant of this race has number 7']);
    expect(errorsOf(10)[0]).toMatch(/“абв” is not a start number/);
    expect(errorsOf(11)).toEqual([
      'Number 3 appears more than once in the file: lines 4, 11',
      '“1:70:00” is not a time: write h:mm:ss, h:mm:ss.f or mm:ss',
    ]);
    expect(preview.lines.find((l) => l.line === 6)).toMatchObject({ status: 'dsq', timeMs: 2_340_000 });

    const ru = (await upload(who.owner, 'preview', 'номер;время\n42;1:00:00\n', { lang: 'ru' })).json();
    expect(ru.lines[0].errors).toEqual(['Среди участников дистанции нет номера 42']);
    expect(await lineCount()).toBe(0);
  });

  it('publishes a Windows-1251 file and the places, public results and personal best follow at once', async () => {
    const res = await upload(who.manager, 'publish', cp1251(GOOD), { type: 'application/octet-stream' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ race: race.raceCode, imported: 6 });

    const page = await overview(who.owner);
    expect(page.races).toEqual([{ code: '10k', name: '10 km', results: 6 }]);
    // places overall, among the same gender, within the age group on race day; DNS and DSQ have none
    expect(page.rows.map((r) => [r.bib, r.status, r.place, r.genderPlace, r.ageGroupPlace])).toEqual([
      ['2', 'finished', 1, 1, 1], // 40–49
      ['1', 'finished', 2, 1, 1], // the first woman, 30–39
      ['3', 'finished', 3, 2, 2], // 30–39 behind Anna
      ['4', 'finished', 4, 2, 1], // 60+
      ['6', 'dns', null, null, null],
      ['5', 'dsq', null, null, null],
    ]);
    expect(page.rows.find((r) => r.bib === '1')).toMatchObject({ name: 'Смирнова Анна', ageGroup: '30-39' });

    const pub = await publicResults();
    expect(pub.rows.map((r) => [r.bib, r.place, r.status])).toEqual([
      ['2', 1, 'finished'],
      ['1', 2, 'finished'],
      ['3', 3, 'finished'],
      ['4', 4, 'finished'],
      ['6', null, 'dns'],
      ['5', null, 'dsq'],
    ]);
    expect((await publicResults('female')).rows.map((r) => [r.bib, r.place])).toEqual([
      ['1', 1],
      ['4', 2],
    ]);
    const mine = await training();
    expect(mine.results).toEqual([
      expect.objectContaining({ status: 'finished', timeMs: 2_730_500, place: 2 }),
    ]);
    expect(mine.personalBests).toEqual([expect.objectContaining({ lengthM: 10_000, timeMs: 2_730_500 })]);
  });

  it('imports nothing when one line is refused, and a new file replaces the race’s results whole', async () => {
    expect((await upload(who.owner, 'publish', GOOD)).statusCode).toBe(200);
    const bad = await upload(who.owner, 'publish', 'bib;time\n2;0:39:00\n99;0:50:00\n');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatchObject({ code: 'RESULTS_REFUSED' });
    expect(bad.json().error.message).toContain('line 3');
    // the earlier results stand untouched
    expect(await lineCount()).toBe(6);
    expect((await publicResults()).rows[0]).toMatchObject({ bib: '2', timeMs: 2_400_000 });

    const again = await upload(who.owner, 'publish', 'bib,time\n3,0:35:00\n1,0:36:00\n');
    expect(again.statusCode, again.body).toBe(200);
    expect((await overview(who.owner)).rows.map((r) => [r.bib, r.place])).toEqual([
      ['3', 1],
      ['1', 2],
    ]);
  });

  it('corrects one line; places, public results and the personal best follow', async () => {
    await upload(who.owner, 'publish', GOOD);
    const before = await overview(who.owner, '?q=1');
    const anna = before.rows.find((r) => r.bib === '1')!;
    const res = await correct(who.manager, anna.id, { status: 'finished', time: '0:38:00.2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      bib: '1',
      timeMs: 2_280_200,
      place: 1,
      genderPlace: 1,
      status: 'finished',
    });
    expect((await publicResults()).rows.slice(0, 2).map((r) => [r.bib, r.place])).toEqual([
      ['1', 1],
      ['2', 2],
    ]);
    expect((await training()).personalBests[0]).toMatchObject({ timeMs: 2_280_200 });

    const dsq = await correct(who.owner, anna.id, { status: 'dsq', time: null });
    expect(dsq.json()).toMatchObject({ status: 'dsq', place: null, genderPlace: null });
    expect((await publicResults()).rows.find((r) => r.bib === '1')).toMatchObject({
      place: null,
      status: 'dsq',
    });
    expect((await training()).personalBests).toEqual([]);

    const wrongTime = await correct(who.owner, anna.id, { status: 'finished', time: '7 minutes' });
    expect(wrongTime.statusCode).toBe(400);
    expect(wrongTime.json().error.fields.time).toMatch(/is not a time/);
    const dnsWithTime = await correct(who.owner, anna.id, { status: 'dns', time: '0:40:00' });
    expect(dnsWithTime.json().error.fields.time).toBe('A DNS line cannot have a time');
    const finisherWithout = await correct(who.owner, anna.id, { status: 'finished', time: '' });
    expect(finisherWithout.json().error.fields.time).toBe('A finisher needs a time');
  });

  it('answers 404 for another organizer’s or tenant’s race or line, 403 to an operator or support', async () => {
    await upload(who.owner, 'publish', GOOD);
    const [line] = (await overview(who.owner)).rows;
    for (const [account, host] of [
      [who.rival, undefined],
      [who.pioner, PIONER_HOST],
      [who.runner, undefined],
    ] as const) {
      for (const step of ['preview', 'publish'] as const) {
        const res = await upload(account, step, GOOD, { host });
        expect(res.statusCode, res.body).toBe(404);
      }
      const list = await ctx.app.inject({ url: `${base()}/results`, headers: headers(account, 'en', host) });
      expect(list.statusCode).toBe(404);
      const fix = await correct(account, line!.id, { status: 'dnf', time: null }, host);
      expect(fix.statusCode).toBe(404);
      expect(fix.body).not.toContain('Петров');
    }
    expect((await upload(who.owner, 'preview', GOOD, { raceCode: 'no-such-race' })).statusCode).toBe(404);
    expect((await correct(who.owner, 2_000_000_000, { status: 'dnf', time: null })).statusCode).toBe(404);
    for (const account of [who.operator, who.support]) {
      expect((await upload(account, 'publish', GOOD)).statusCode).toBe(403);
      expect((await correct(account, line!.id, { status: 'dnf', time: null })).statusCode).toBe(403);
    }
    expect(await lineCount()).toBe(6);
  });

  it('answers garbage, binary, empty and oversized uploads in words, never a 500', async () => {
    const reasons: [string | Buffer, string | null, number, RegExp][] = [
      [
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x08, 0, 0xff, 0xfe, 0, 1]),
        'application/octet-stream',
        422,
        /not a CSV text file/,
      ],
      [Buffer.alloc(0), 'text/csv', 422, /the file is empty/],
      ['', null, 422, /the file is empty/],
      ['{"bib": 1}', 'application/json', 422, /no column for the start number/],
      ['bib;time\n', 'text/csv', 422, /no result lines/],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 0x31), 'text/csv', 413, /10 MB/],
    ];
    for (const [body, type, status, message] of reasons) {
      const res = await upload(who.manager, 'preview', body, { type });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
      expect(res.json().error.message).toMatch(message);
    }
    const quotes = await upload(who.manager, 'preview', 'bib;time\n1;"0:40:00\n2;0:41:00\n');
    expect(quotes.statusCode).toBe(200);
    expect(quotes.json().lines.at(-1).errors[0]).toMatch(/could not be read/);
  });

  it(
    'previews and publishes 50,000 lines, and limits how often one organizer uploads',
    { timeout: 120_000 },
    async () => {
      const many = 50_000;
      // the race's entrants 10000…59999, every other one a woman, born 1960–1999
      await ctx.database.db.execute(sql`insert into registrations (tenant_id, event_id, race_id, status, bib,
        first_name, last_name, gender, birth_date)
      select ${tenantId}, ${race.eventId}, ${race.raceId}, 'confirmed', (10000 + i)::text, 'Много', 'Бегунов',
        case when i % 2 = 1 then 'female' else 'male' end, make_date(1960 + i % 40, 1, 1)
      from generate_series(0, ${many - 1}) i`);
      const lines = Array.from(
        { length: many },
        (_, i) => `${10_000 + i};${Math.floor(i / 60) + 30}:${String(i % 60).padStart(2, '0')}`,
      );
      const file = `bib;time\n${lines.join('\n')}\n`;
      const preview = await upload(who.busy, 'preview', file);
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toMatchObject({ accepted: many, refused: 0 });
      // every line checked; the first thousand answered
      expect(preview.json().lines).toHaveLength(1_000);
      const published = await upload(who.busy, 'publish', file);
      expect(published.statusCode, published.body.slice(0, 300)).toBe(200);
      expect(published.json().imported).toBe(many);
      const page = await overview(who.busy, '?q=10001');
      expect(page.rows.find((r) => r.bib === '10001')).toMatchObject({ place: 2, genderPlace: 1 });
      await ctx.database.db.delete(registrations).where(eq(registrations.firstName, 'Много'));
      // 60 uploads in ten minutes; the next one is told when to come back
      let last = 0;
      for (let i = 0; i < 60 && last !== 429; i++)
        last = (await upload(who.busy, 'preview', 'bib;time\n2;0:40:00\n')).statusCode;
      const limited = await upload(who.busy, 'preview', 'bib;time\n2;0:40:00\n');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.message).toMatch(/Too many results uploads. Try again in \d+ min/);
    },
  );
});
