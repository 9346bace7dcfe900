import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TaxCertificate, TaxDeductionPage } from '../../shared/schemas/tax-deduction.js';
import {
  addMember,
  assignEvent,
  cabinetPeople,
  insertOrganizer,
  type CabinetPeople,
} from '../cabinet/cabinet-fixture.js';
import { mailOutbox, taxCertificates, taxDeductionRequests } from '../db/schema.js';
import { readPdf } from '../payments/documents/pdf-text-fixture.js';
import { insertRace, type TestRace } from '../registration/registration-fixture.js';
import { accountHeaders, ANNA, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import {
  insertChild,
  insertTaxOrder,
  listOrganizer,
  PERSONAL_INN,
  refundPart,
} from './tax-deduction-fixture.js';

/*
 * The tax deduction's calls (issue 19, ADR 030): a runner sees their paid entries by year, asks for
 * certificates with a valid INN, downloads them; a refund outdates one and a new correction replaces it;
 * the organizer's office and support list and reissue them; nobody else sees them, on no tenant.
 */

const LAST_YEAR = new Date().getFullYear() - 1;
const paidIn = (year: number, month = 3) => new Date(Date.UTC(year, month, 10, 9));

describe('the tax deduction (issue 19)', () => {
  const ctx = useTestApp();
  let tenantId: Awaited<ReturnType<typeof tenantIdOf>>;
  let listed: number;
  let unlisted: number;
  let race: TestRace;
  let otherRace: TestRace;
  let runner: TestAccount;
  let son: number;
  let stranger: TestAccount;
  let people: CabinetPeople;
  let refundable: string;

  const call = (
    who: TestAccount | null,
    method: 'GET' | 'POST',
    url: string,
    options: { payload?: object; lang?: 'ru' | 'en'; host?: string } = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: who
        ? accountHeaders(who.cookie, { lang: options.lang ?? 'ru', host: options.host ?? 'localhost' })
        : { host: 'localhost', origin: 'http://localhost' },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const page = async (who: TestAccount) =>
    (await call(who, 'GET', '/api/tax-deduction')).json() as TaxDeductionPage;
  const ask = (who: TestAccount, body: object, lang: 'ru' | 'en' = 'ru') =>
    call(who, 'POST', '/api/tax-deduction/requests', {
      lang,
      payload: { year: LAST_YEAR, payer: 'MY_SELF', payerInn: PERSONAL_INN, participant: 'MY_SELF', ...body },
    });

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
    listed = await insertOrganizer(ctx.database, tenantId, 'Беговое сообщество');
    unlisted = await insertOrganizer(ctx.database, tenantId, 'Северная столица спорт');
    await listOrganizer(ctx.database, listed);
    race = await insertRace(ctx.database, tenantId);
    otherRace = await insertRace(ctx.database, tenantId);
    await assignEvent(ctx.database, race.eventId, listed);
    await assignEvent(ctx.database, otherRace.eventId, unlisted);
    runner = await createTestAccount(ctx.database, tenantId, {
      email: 'tax-runner@example.org',
      person: { ...ANNA, patronymic: 'Сергеевна' },
    });
    son = await insertChild(ctx.database, tenantId, runner.userId, {
      firstName: 'Миша',
      lastName: 'Смирнов',
      birthDate: '2014-06-21',
    });
    stranger = await createTestAccount(ctx.database, tenantId, {
      email: 'tax-stranger@example.org',
      person: { firstName: 'Пётр', lastName: 'Новиков', birthDate: '1985-02-11' },
    });
    // last year: the runner and her son at the listed organizer (2 500 + 1 000 ₽, insurance 400 ₽),
    // the runner alone at the organizer outside the list; this year, one more entry at the listed one
    refundable = (
      await insertTaxOrder(ctx.database, tenantId, race, {
        userId: runner.userId,
        entries: [
          { personId: runner.personId, price: 250_000 },
          { personId: son, price: 100_000 },
        ],
        insurance: 40_000,
        paidAt: paidIn(LAST_YEAR),
      })
    ).paymentId;
    await insertTaxOrder(ctx.database, tenantId, otherRace, {
      userId: runner.userId,
      entries: [{ personId: runner.personId, price: 180_000 }],
      paidAt: paidIn(LAST_YEAR, 5),
    });
    await insertTaxOrder(ctx.database, tenantId, otherRace, {
      userId: stranger.userId,
      entries: [{ personId: stranger.personId, price: 90_000 }],
      paidAt: paidIn(LAST_YEAR),
    });
    people = await cabinetPeople(ctx.database, tenantId, listed, unlisted, 'tax-staff');
  });

  it("lists the runner's paid entries by year, for her and her son, and which organizers issue certificates", async () => {
    const answer = await page(runner);
    expect(answer.self).toEqual({ name: 'Смирнова Анна Сергеевна', complete: true });
    expect(answer.children).toEqual([{ id: son, name: 'Смирнов Миша', birthDate: '2014-06-21' }]);
    expect(answer.years[0]).toBe(LAST_YEAR + 1);
    const year = answer.paid.find((y) => y.year === LAST_YEAR)!;
    const rows = year.entries.map((e) => [
      e.participant.name,
      e.organizer.name,
      e.organizer.listed,
      e.amount.amount,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Смирнова Анна Сергеевна', 'Беговое сообщество', true, 250_000],
        ['Смирнов Миша', 'Беговое сообщество', true, 100_000],
        ['Смирнова Анна Сергеевна', 'Северная столица спорт', false, 180_000],
      ]),
    );
    expect(rows).toHaveLength(3);
    // the stranger's order is not hers, and she sees none of his
    expect(JSON.stringify(answer)).not.toContain('Новиков');
    expect((await page(stranger)).paid[0]!.entries.map((e) => e.participant.name)).toEqual(['Новиков Пётр']);
  });

  it('refuses a wrong INN under its field, in the reader language, and keeps nothing', async () => {
    const ru = await ask(runner, { payerInn: '500100732258' });
    expect(ru.statusCode).toBe(400);
    expect(ru.json().error.fields).toEqual({ payerInn: 'Такого ИНН не бывает: проверьте цифры' });
    const en = await ask(runner, { payerInn: '7707083893' }, 'en');
    expect(en.json().error.fields).toEqual({ payerInn: "A person's INN has 12 digits" });
    expect(await ctx.database.db.select().from(taxDeductionRequests)).toEqual([]);
  });

  it("answers another account's child, a year with nothing paid, and an organizer outside the list clearly", async () => {
    const strangerChild = await insertChild(ctx.database, tenantId, stranger.userId, {
      firstName: 'Вася',
      lastName: 'Новиков',
      birthDate: '2015-01-02',
    });
    const foreign = await ask(runner, { participant: 'KIDS', childId: strangerChild });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({
      childId: 'Такого ребёнка нет в вашей семейной группе: выберите из списка',
    });
    const empty = await ask(runner, { year: LAST_YEAR - 1 });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toMatchObject({ code: 'TAX_NOTHING_PAID' });
    expect(empty.json().error.message).toContain(String(LAST_YEAR - 1));
    const outside = await ask(stranger, {}, 'en');
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error.message).toContain("not in the Ministry of Sport's list");
    const future = await ask(runner, { year: LAST_YEAR + 2 });
    expect(future.json().error.fields).toEqual({
      year: 'Этот год ещё не наступил: выберите текущий или более ранний',
    });
    expect(await ctx.database.db.select().from(taxDeductionRequests)).toEqual([]);
    expect(await ctx.database.db.select().from(taxCertificates)).toEqual([]);
  });

  it('issues one certificate per listed organizer, numbered, mails it, and refuses the same request again', async () => {
    // the body as the page's form sends it: the schema's own output (no spouse, no child)
    const answer = await ask(runner, { spouse: null, childId: null });
    expect(answer.statusCode, answer.body).toBe(201);
    const [certificate, ...more] = answer.json().certificates as TaxCertificate[];
    expect(more).toEqual([]);
    expect(certificate).toMatchObject({
      year: LAST_YEAR,
      number: 1,
      correction: 0,
      organizer: { id: listed, name: 'Беговое сообщество' },
      payer: { kind: 'MY_SELF', name: 'Смирнова Анна Сергеевна', inn: PERSONAL_INN },
      participant: { kind: 'MY_SELF', name: 'Смирнова Анна Сергеевна' },
      amount: { amount: 250_000, currency: 'RUB' },
      state: 'issued',
    });
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'tax-runner@example.org'));
    expect(mail!.subject).toBe(`Startline: справка для налогового вычета за ${LAST_YEAR} год`);
    expect(mail!.text).toContain('http://localhost/tax-deduction');

    const again = await ask(runner, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('TAX_ALREADY_ISSUED');

    // the son's certificate, claimed by her spouse: the next number of the organizer's year
    const spouse = {
      lastName: 'Смирнов',
      firstName: 'Иван',
      patronymic: 'Петрович',
      birthDate: '1988-02-03',
    };
    const child = await ask(runner, { payer: 'SPOUSE', spouse, participant: 'KIDS', childId: son });
    expect(child.statusCode, child.body).toBe(201);
    expect(child.json().certificates[0]).toMatchObject({
      number: 2,
      payer: { kind: 'SPOUSE', name: 'Смирнов Иван Петрович' },
      participant: { kind: 'KIDS', name: 'Смирнов Миша' },
      amount: { amount: 100_000 },
    });
  });

  it('gives the PDF to its runner and to nobody else', async () => {
    const [own] = (await page(runner)).certificates.filter((c) => c.participant.kind === 'MY_SELF');
    const url = `/api/tax-deduction/certificates/${own!.id}/certificate.pdf`;
    const pdf = await call(runner, 'GET', url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`tax-certificate-${LAST_YEAR}-1.pdf`);
    const { text } = await readPdf(pdf.rawPayload);
    expect(text).toContain(
      'Справка об оплате физкультурно-оздоровительных услуг для представления в налоговый орган',
    );
    expect(text).toContain('Номер справки 1');
    expect(text).toContain(`Отчётный год ${LAST_YEAR}`);
    expect(text).toContain('ООО «Беговое сообщество»');
    expect(text).toContain('ИНН 7707083893');
    expect(text).toContain(`ИНН ${PERSONAL_INN}`);
    expect(text).toContain('Фамилия Смирнова');
    expect(text).toContain('являются одним лицом: да');
    expect(text).toContain('2 500,00 ₽');

    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(people.operator, 'GET', url)).statusCode).toBe(404);
    expect((await call(people.rival, 'GET', url)).statusCode).toBe(404);
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    // the organizer's office and support may open it
    expect((await call(people.manager, 'GET', url)).statusCode).toBe(200);
    expect((await call(people.support, 'GET', url)).statusCode).toBe(200);
    // another tenant's host knows no such certificate, even with a session there
    const other = await createTestAccount(ctx.database, await tenantIdOf(ctx.database, 'pionercup'), {
      email: 'tax-runner@example.org',
    });
    expect((await call(other, 'GET', url, { host: 'pionercup.localhost' })).statusCode).toBe(404);
    expect(
      (await call(other, 'GET', '/api/tax-deduction', { host: 'pionercup.localhost' })).json().certificates,
    ).toEqual([]);
  });

  it('marks a certificate outdated after a refund and replaces it with a correction of its number', async () => {
    // 350 ₽ of the 3 900 ₽ order back: each entry keeps its share of what was kept
    await refundPart(ctx.database, refundable, 35_000);
    const outdated = (await page(runner)).certificates.find((c) => c.participant.kind === 'MY_SELF')!;
    expect(outdated).toMatchObject({ state: 'outdated', amount: { amount: 250_000 } });
    // 2 500 × 3 550 / 3 900 = 2 275,64 ₽
    expect(outdated.currentAmount.amount).toBe(227_564);

    const stranger404 = await call(
      stranger,
      'POST',
      `/api/tax-deduction/certificates/${outdated.id}/reissue`,
    );
    expect(stranger404.statusCode).toBe(404);
    const renewed = await call(runner, 'POST', `/api/tax-deduction/certificates/${outdated.id}/reissue`);
    expect(renewed.statusCode, renewed.body).toBe(201);
    expect(renewed.json()).toMatchObject({
      number: 1,
      correction: 1,
      amount: { amount: 227_564 },
      state: 'issued',
    });
    const again = await call(runner, 'POST', `/api/tax-deduction/certificates/${outdated.id}/reissue`);
    expect(again.json().error.code).toBe('TAX_CERTIFICATE_REPLACED');
    // the replaced one still opens; the list shows the live ones only
    expect(
      (await call(runner, 'GET', `/api/tax-deduction/certificates/${outdated.id}/certificate.pdf`))
        .statusCode,
    ).toBe(200);
    const list = (await page(runner)).certificates;
    expect(list.map((c) => [c.number, c.correction, c.state])).toEqual(
      expect.arrayContaining([
        [1, 1, 'issued'],
        [2, 0, 'outdated'],
      ]),
    );
  });

  it("lets the organizer's office and support list and reissue, and nobody else", async () => {
    const url = `/api/cabinet/organizers/${listed}/tax-certificates`;
    const list = await call(people.owner, 'GET', url);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ organizer: { id: listed, listed: true }, canReissue: true });
    expect(list.json().certificates.map((c: { account: string }) => c.account)).toEqual([
      'tax-runner@example.org',
      'tax-runner@example.org',
    ]);
    expect((await call(people.support, 'GET', url)).statusCode).toBe(200);
    expect((await call(people.operator, 'GET', url)).statusCode).toBe(403);
    expect((await call(people.rival, 'GET', url)).statusCode).toBe(404);
    expect((await call(people.runner, 'GET', url)).statusCode).toBe(404);

    const son = list.json().certificates.find((c: TaxCertificate) => c.participant.kind === 'KIDS');
    const reissue = (who: TestAccount, organizer = listed) =>
      call(who, 'POST', `/api/cabinet/organizers/${organizer}/tax-certificates/${son.id}/reissue`);
    expect((await reissue(people.operator)).statusCode).toBe(403);
    expect((await reissue(people.rival)).statusCode).toBe(404);
    // the rival's own organizer does not open another organizer's certificate
    expect((await reissue(people.rival, unlisted)).statusCode).toBe(404);
    const done = await reissue(people.manager);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({
      number: 2,
      correction: 1,
      amount: { amount: 91_026 },
      byStaff: true,
    });
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'tax-runner@example.org'));
    expect(mails.at(-1)!.text).toContain('Организатор выдал новую справку');

    const overview = await call(people.support, 'GET', '/api/cabinet/tax-certificates');
    expect(overview.json().organizers).toEqual(
      expect.arrayContaining([
        { id: listed, name: 'Беговое сообщество', listed: true, certificates: 2 },
        { id: unlisted, name: 'Северная столица спорт', listed: false, certificates: 0 },
      ]),
    );
    expect((await call(people.owner, 'GET', '/api/cabinet/tax-certificates')).json().organizers).toEqual([
      { id: listed, name: 'Беговое сообщество', listed: true, certificates: 2 },
    ]);
    expect((await call(people.runner, 'GET', '/api/cabinet/tax-certificates')).statusCode).toBe(403);
  });

  it('refuses a certificate once its organizer left the list', async () => {
    const other = await insertOrganizer(ctx.database, tenantId, 'Временный');
    await listOrganizer(ctx.database, other);
    const owner = await createTestAccount(ctx.database, tenantId, { email: 'tax-owner2@example.org' });
    await addMember(ctx.database, tenantId, other, owner.userId, 'owner');
    const third = await insertRace(ctx.database, tenantId);
    await assignEvent(ctx.database, third.eventId, other);
    await insertTaxOrder(ctx.database, tenantId, third, {
      userId: stranger.userId,
      entries: [{ personId: stranger.personId, price: 70_000 }],
      paidAt: paidIn(LAST_YEAR, 7),
    });
    const issued = await ask(stranger, {});
    expect(issued.statusCode, issued.body).toBe(201);
    const id = (issued.json().certificates as TaxCertificate[])[0]!.id;
    await listOrganizer(ctx.database, other, false);
    const refused = await call(
      owner,
      'POST',
      `/api/cabinet/organizers/${other}/tax-certificates/${id}/reissue`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('TAX_ORGANIZER_NOT_LISTED');
  });
});
