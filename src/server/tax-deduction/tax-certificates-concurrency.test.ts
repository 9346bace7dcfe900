import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, assignEvent, insertOrganizer } from '../cabinet/cabinet-fixture.js';
import { taxCertificates } from '../db/schema.js';
import { insertRace, type TestRace } from '../registration/registration-fixture.js';
import { createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { signedInUsers, useWideTestApp } from '../test/concurrency-fixture.js';
import { tenantIdOf } from '../test/test-app.js';
import { insertTaxOrder, listOrganizer, PERSONAL_INN } from './tax-deduction-fixture.js';

/*
 * Certificate numbers under concurrent requests (issue 19, ADR 030; DESIGN §8: on real PostgreSQL, where
 * the wide pool lets the transactions overlap): every certificate of an organizer's year has its own number,
 * with no gaps; a request sent several times at once issues once; a reissue clicked twice replaces once.
 */

const RUNNERS = 16;
const LAST_YEAR = new Date().getFullYear() - 1;

describe('certificate numbers under concurrent requests (real PostgreSQL)', () => {
  const ctx = useWideTestApp();
  let cookies: string[];
  let userIds: number[];
  let organizer: number;
  let race: TestRace;
  let owner: TestAccount;

  const post = (cookie: string, url: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost', origin: 'http://localhost', cookie },
      ...(payload ? { payload } : {}),
    });
  const ask = (cookie: string) =>
    post(cookie, '/api/tax-deduction/requests', {
      year: LAST_YEAR,
      payer: 'MY_SELF',
      payerInn: PERSONAL_INN,
      participant: 'MY_SELF',
    });

  beforeAll(async () => {
    const tenantId = await tenantIdOf(ctx.database, 'default');
    organizer = await insertOrganizer(ctx.database, tenantId, 'Параллельный клуб');
    await listOrganizer(ctx.database, organizer);
    race = await insertRace(ctx.database, tenantId);
    await assignEvent(ctx.database, race.eventId, organizer);
    cookies = await signedInUsers(ctx.database, tenantId, RUNNERS, 'taxrun', () => ({
      birthDate: '1990-01-01',
    }));
    const rows = (
      (await ctx.database.db.execute(sql`
        select u.id as user_id, p.id as person_id from users u join persons p on p.account_user_id = u.id
        where u.email like 'taxrun%@example.org' order by u.email`)) as unknown as {
        rows: { user_id: number; person_id: number }[];
      }
    ).rows;
    userIds = rows.map((r) => r.user_id);
    for (const row of rows) {
      await insertTaxOrder(ctx.database, tenantId, race, {
        userId: row.user_id,
        entries: [{ personId: row.person_id, price: 150_000 }],
        paidAt: new Date(Date.UTC(LAST_YEAR, 6, 1, 9)),
      });
    }
    owner = await createTestAccount(ctx.database, tenantId, { email: 'tax-par-owner@example.org' });
    await addMember(ctx.database, tenantId, organizer, owner.userId, 'owner');
  });

  it('gives every runner asking at the same moment a number of their own, 1 to N', async () => {
    const answers = await Promise.all(cookies.map((cookie) => ask(cookie)));
    expect(answers.map((a) => a.statusCode)).toEqual(cookies.map(() => 201));
    const numbers = answers.map((a) => a.json().certificates[0].number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: RUNNERS }, (_, i) => i + 1));
    expect(userIds).toHaveLength(RUNNERS);
  });

  it('issues once when one runner sends the same request several times at once', async () => {
    const [first] = cookies;
    // the first test issued hers: a new payment since makes the next request a correction
    const tenantId = await tenantIdOf(ctx.database, 'default');
    const [person] = (
      (await ctx.database.db.execute(
        sql`select id from persons where account_user_id = ${userIds[0]!}`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const second = await insertRace(ctx.database, tenantId);
    await assignEvent(ctx.database, second.eventId, organizer);
    await insertTaxOrder(ctx.database, tenantId, second, {
      userId: userIds[0]!,
      entries: [{ personId: person!.id, price: 50_000 }],
      paidAt: new Date(Date.UTC(LAST_YEAR, 8, 1, 9)),
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(first!)));
    const codes = answers.map((a) => (a.statusCode === 201 ? 'issued' : a.json().error.code)).sort();
    expect(codes).toEqual([...Array.from({ length: 5 }, () => 'TAX_ALREADY_ISSUED'), 'issued']);
    const issued = answers.find((a) => a.statusCode === 201)!.json().certificates[0];
    expect(issued).toMatchObject({ correction: 1, amount: { amount: 200_000 } });
  });

  it('replaces a certificate once when its reissue is clicked twice, and keeps numbers unique', async () => {
    const list = await ctx.app.inject({
      url: `/api/cabinet/organizers/${organizer}/tax-certificates`,
      headers: { host: 'localhost', cookie: owner.cookie },
    });
    const target = list.json().certificates.at(-1) as { id: number; number: number; correction: number };
    const url = `/api/cabinet/organizers/${organizer}/tax-certificates/${target.id}/reissue`;
    const answers = await Promise.all([
      post(owner.cookie, url),
      post(owner.cookie, url),
      post(owner.cookie, url),
    ]);
    const codes = answers.map((a) => (a.statusCode === 201 ? 'reissued' : a.json().error.code)).sort();
    expect(codes).toEqual(['TAX_CERTIFICATE_REPLACED', 'TAX_CERTIFICATE_REPLACED', 'reissued']);

    const all = await ctx.database.db.select().from(taxCertificates);
    const keys = all.map((c) => `${c.organizerId}/${c.year}/${c.number}/${c.correction}`);
    expect(new Set(keys).size).toBe(keys.length);
    const live = all.filter((c) => c.replacedAt === null);
    expect(live).toHaveLength(RUNNERS);
    expect(new Set(live.map((c) => c.number)).size).toBe(RUNNERS);
  });
});
