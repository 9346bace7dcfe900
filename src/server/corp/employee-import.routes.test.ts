import { eq, and, isNull } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  employeesImportedSchema,
  employeesImportPreviewSchema,
  type EmployeesImportPreview,
} from '../../shared/schemas/corp-employees.js';
import { companyEmployees } from '../db/schema.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { addCompanyMember, insertCompany } from './corp-reports-fixture.js';

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

/** Line 2 is good, 3 has a bad date, gender and phone, 4 and 6 share an e-mail, 5 has one already listed. */
const RU_FILE = [
  'Фамилия;Имя;Отчество;Пол;Дата рождения;E-mail;Телефон;Примечание',
  'Иванов;Иван;Иванович;М;12.04.1985;ivanov@example.org;8 916 123-45-67;Отдел продаж',
  'Петрова;Анна;;кот;31.02.1990;petrova@example.org;12;',
  'Сидоров;Сергей;;муж;1980-01-02;twice@example.org;;',
  'Кузнецова;Ольга;;Ж;;listed@example.org;;',
  'Смирнов;Олег;;м;;TWICE@example.org;;',
].join('\r\n');

/** A company's list imported from a file (issue 19 item 6): preview line by line, then import. */
describe('the corporate cabinet: importing employees', () => {
  const ctx = useTestApp();
  let tenantId: number;
  let companyId: number;
  const who = {} as Record<'manager' | 'support' | 'nobody', TestAccount>;

  const upload = (
    as: TestAccount,
    step: 'import/preview' | 'import',
    body: Buffer | string,
    opts: { lang?: 'ru' | 'en'; type?: string; company?: number } = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/corp/companies/${opts.company ?? companyId}/employees/${step}`,
      headers: {
        ...accountHeaders(as.cookie, { lang: opts.lang ?? 'en' }),
        'content-type': opts.type ?? 'text/csv',
      },
      payload: body,
    });
  const preview = async (body: Buffer | string, lang: 'ru' | 'en' = 'en', company?: number) => {
    const res = await upload(who.manager, 'import/preview', body, { lang, ...(company ? { company } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return employeesImportPreviewSchema.parse(res.json());
  };
  const liveCount = async (company = companyId) =>
    (
      await ctx.database.db
        .select()
        .from(companyEmployees)
        .where(and(eq(companyEmployees.companyId, company), isNull(companyEmployees.removedAt)))
    ).length;
  const errorsOf = (p: EmployeesImportPreview, line: number) =>
    Object.fromEntries((p.lines.find((l) => l.line === line)?.errors ?? []).map((e) => [e.field, e.message]));

  beforeAll(async () => {
    const { database } = ctx;
    tenantId = await tenantIdOf(database, 'default');
    companyId = await insertCompany(database, tenantId, 'Импорт');
    who.manager = await createTestAccount(database, tenantId, { email: 'import-manager@example.org' });
    await addCompanyMember(database, tenantId, companyId, who.manager.userId, 'manager');
    who.support = await createTestAccount(database, tenantId, {
      email: 'import-support@example.org',
      roles: ['Administrator'],
    });
    who.nobody = await createTestAccount(database, tenantId, { email: 'import-nobody@example.org' });
    await database.db
      .insert(companyEmployees)
      .values({ tenantId, companyId, lastName: 'Уже', firstName: 'Есть', email: 'listed@example.org' });
  });

  it('previews a Windows-1251 file line by line in Russian, writing nothing; the import adds exactly the good lines', async () => {
    const before = await liveCount();
    const checked = await preview(cp1251(RU_FILE), 'ru');
    expect(checked).toMatchObject({
      format: 'csv',
      encoding: 'windows-1251',
      delimiter: ';',
      accepted: 1,
      refused: 4,
    });
    expect(checked.lines.map((l) => l.line)).toEqual([2, 3, 4, 5, 6]);
    expect(checked.lines[0]).toMatchObject({
      values: { lastName: 'Иванов', birthDate: '12.04.1985' },
      errors: [],
    });
    expect(errorsOf(checked, 3)).toEqual({
      gender: '«кот» — не пол: пишите М или Ж (муж, жен, male, female)',
      birthDate: 'Такой даты не существует',
      phone: 'Такого номера не бывает. Проверьте страну и цифры',
    });
    expect(errorsOf(checked, 4).email).toBe(
      'E-mail twice@example.org встречается в файле несколько раз: строки 4, 6',
    );
    expect(errorsOf(checked, 6).email).toBe(errorsOf(checked, 4).email);
    expect(errorsOf(checked, 5).email).toBe(
      'Сотрудник с e-mail listed@example.org уже есть в списке компании',
    );
    expect(await liveCount()).toBe(before);

    const res = await upload(who.manager, 'import', cp1251(RU_FILE));
    expect(res.statusCode, res.body).toBe(200);
    expect(employeesImportedSchema.parse(res.json())).toEqual({ added: 1, refused: 4 });
    expect(await liveCount()).toBe(before + 1);
    const [ivanov] = await ctx.database.db
      .select()
      .from(companyEmployees)
      .where(eq(companyEmployees.email, 'ivanov@example.org'));
    expect(ivanov).toMatchObject({
      lastName: 'Иванов',
      patronymic: 'Иванович',
      gender: 'male',
      birthDate: '1985-04-12',
      phone: '+79161234567',
      note: 'Отдел продаж',
    });
    // imported once: the same file again finds Ivanov on the list
    expect(errorsOf(await preview(cp1251(RU_FILE)), 2).email).toMatch(/already on the company/);
  });

  it('reads English headers, commas and a UTF-8 BOM; a file without the name columns is refused in words', async () => {
    const company = await insertCompany(ctx.database, tenantId, 'English');
    await addCompanyMember(ctx.database, tenantId, company, who.manager.userId, 'admin');
    const en =
      '\uFEFFLast name,First name,Gender,Birth date,Email\nBrown,Anna,female,1990-05-06,anna.b@example.org\nGrey,Tom,male,,\n';
    const checked = await preview(en, 'en', company);
    expect(checked).toMatchObject({ encoding: 'utf-8', delimiter: ',', accepted: 2, refused: 0 });
    const res = await upload(who.manager, 'import', en, { company });
    expect(res.json()).toEqual({ added: 2, refused: 0 });

    const noNames = await upload(who.manager, 'import/preview', 'Name;Mail\nX;y\n', { lang: 'ru' });
    expect(noNames.statusCode).toBe(422);
    expect(noNames.json().error).toMatchObject({
      code: 'EMPLOYEES_FILE_INVALID',
      message:
        'Файл не принят: в первой строке нет столбцов «Фамилия» и «Имя» (или «Last name» и «First name»).',
    });
    const image = await upload(
      who.manager,
      'import/preview',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]),
      {
        type: 'image/png',
      },
    );
    expect(image.json().error.message).toMatch(/not a CSV or XLSX table/);
    const empty = await upload(who.manager, 'import/preview', '');
    expect(empty.statusCode).toBe(422);
    const headerOnly = await upload(who.manager, 'import/preview', 'Фамилия;Имя\n');
    expect(headerOnly.json().error.message).toMatch(/no employee lines/);
  });

  it('reads an XLSX sheet with a date cell and a number phone, and imports it', async () => {
    const company = await insertCompany(ctx.database, tenantId, 'Эксель');
    await addCompanyMember(ctx.database, tenantId, company, who.manager.userId, 'manager');
    const xlsx = await writeXlsxFile(
      [
        ['Фамилия', 'Имя', 'Пол', 'Дата рождения', 'E-mail', 'Телефон'].map((value) => ({ value })),
        [
          { value: 'Орлова' },
          { value: 'Ирина' },
          { value: 'Ж' },
          { value: new Date(Date.UTC(1992, 6, 15)), type: Date, format: 'dd.mm.yyyy' },
          { value: 'orlova@example.org' },
          { value: 79161112233, type: Number },
        ],
        [{ value: 'Без' }, { value: '' }, { value: 'x' }, null, null, null],
      ],
      { sheet: 'Сотрудники' },
    ).toBuffer();
    const res = await upload(who.manager, 'import/preview', xlsx, {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      company,
    });
    expect(res.statusCode, res.body).toBe(200);
    const checked = employeesImportPreviewSchema.parse(res.json());
    expect(checked).toMatchObject({ format: 'xlsx', encoding: null, accepted: 1, refused: 1 });
    expect(checked.lines[0]?.values).toMatchObject({ birthDate: '1992-07-15', phone: '79161112233' });
    expect(Object.keys(errorsOf(checked, 3))).toEqual(['firstName', 'gender']);

    const done = await upload(who.manager, 'import', xlsx, { type: 'application/octet-stream', company });
    expect(done.json()).toEqual({ added: 1, refused: 1 });
    const [orlova] = await ctx.database.db
      .select()
      .from(companyEmployees)
      .where(eq(companyEmployees.email, 'orlova@example.org'));
    expect(orlova).toMatchObject({ birthDate: '1992-07-15', phone: '+79161112233', gender: 'female' });
  });

  it('answers a 10,000-line file with broken lines quickly, line by line; more lines or bytes are refused in words', async () => {
    const company = await insertCompany(ctx.database, tenantId, 'Большая');
    await addCompanyMember(ctx.database, tenantId, company, who.manager.userId, 'manager');
    const lines = ['Фамилия;Имя;Пол;Дата рождения;E-mail'];
    for (let i = 1; i <= 10_000; i++) {
      if (i % 1000 === 0) lines.push(`Сломанная;"Строка;м;;`);
      else if (i % 100 === 0) lines.push(`Плохой;Человек;кот;99.99.2000;bad${i}@`);
      else lines.push(`Сотрудник;Номер;м;01.01.1990;person${i}@example.org`);
    }
    const file = lines.join('\n');
    const started = Date.now();
    const checked = await preview(file, 'en', company);
    const previewMs = Date.now() - started;
    expect(checked).toMatchObject({ accepted: 9_900, refused: 100 });
    expect(checked.lines.length).toBeLessThanOrEqual(1_000);
    const bad = checked.lines.find((l) => l.line === 101);
    expect(bad?.errors.map((e) => e.field)).toEqual(['gender', 'birthDate', 'email']);
    // a quote left open spoils its own line only (the counts above: the lines after it import)
    expect(checked.lines.find((l) => l.line === 1001)?.errors).toEqual([
      { field: 'line', message: 'The line could not be read: its quotes are misplaced' },
    ]);
    expect(previewMs).toBeLessThan(15_000);

    const done = await upload(who.manager, 'import', file, { company });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().added).toBe(checked.accepted);
    expect(await liveCount(company)).toBe(checked.accepted);

    const tooMany = [lines[0], ...Array.from({ length: 10_001 }, (_, i) => `А;Б;м;;x${i}@example.org`)].join(
      '\n',
    );
    const refused = await upload(who.manager, 'import/preview', tooMany, { lang: 'ru', company });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(
      /^Файл не принят: в файле больше 10\s000 строк с сотрудниками — разделите его на части\.$/,
    );
    const huge = await upload(who.manager, 'import', `Фамилия;Имя\n${'Длинная;Строка\n'.repeat(100_000)}`, {
      lang: 'ru',
      company,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatchObject({
      code: 'EMPLOYEES_FILE_TOO_LARGE',
      message: 'Файл слишком большой: не более 2 МБ. Разделите список на части.',
    });
    expect(await liveCount(company)).toBe(checked.accepted);
  }, 60_000);

  it('lets only those who may edit import: support 403, a stranger 404', async () => {
    expect((await upload(who.support, 'import/preview', RU_FILE)).statusCode).toBe(403);
    expect((await upload(who.support, 'import', RU_FILE)).statusCode).toBe(403);
    expect((await upload(who.nobody, 'import', RU_FILE)).statusCode).toBe(404);
  });
});
