import { describe, expect, it } from 'vitest';
import { readEmployeesFile, type EmployeesTable } from './employee-file.js';
import { checkLine, checkLines, columnsOf, dateOf, genderOf } from './employee-lines.js';

const blank = {
  lastName: '',
  firstName: '',
  patronymic: '',
  gender: '',
  birthDate: '',
  email: '',
  phone: '',
  note: '',
};

const table = (header: string[], ...rows: string[][]): EmployeesTable => ({
  format: 'csv',
  encoding: 'utf-8',
  delimiter: ';',
  header,
  lines: rows.map((cells, i) => ({ line: i + 2, cells })),
});

/** The line parser of an employees file (issue 19 item 6): spellings, per-field errors, duplicates. */
describe('employee lines', () => {
  it('reads gender words and dates in the ways a list is written', () => {
    expect(['М', 'муж', 'Male', 'm', 'мужской'].map(genderOf)).toEqual(Array(5).fill('male'));
    expect(['Ж', 'жен.', 'F', 'female', 'женский'].map(genderOf)).toEqual(Array(5).fill('female'));
    expect(genderOf(' ')).toBe('');
    expect(genderOf('кот')).toBeNull();
    expect(dateOf('5.4.1985')).toBe('1985-04-05');
    expect(dateOf('05/04/1985')).toBe('1985-04-05');
    expect(dateOf('1985-04-05')).toBe('1985-04-05');
    expect(dateOf('')).toBe('');
    expect(dateOf('April 5')).toBeNull();
    expect(dateOf('85-04-05')).toBeNull();
  });

  it('finds the columns by their ru or en names, and needs the last and first name', () => {
    expect(columnsOf(['\uFEFFФамилия', ' ИМЯ ', 'E-mail', 'Примечание'], 'ru')).toMatchObject({
      lastName: 0,
      firstName: 1,
      email: 2,
      note: 3,
      phone: -1,
    });
    expect(columnsOf(['First name', 'Last Name', 'Date of birth', 'Sex'], 'en')).toMatchObject({
      firstName: 0,
      lastName: 1,
      birthDate: 2,
      gender: 3,
    });
    expect(() => columnsOf(['Фамилия', 'Телефон'], 'en')).toThrow(/no “Last name” and “First name” columns/);
  });

  it('checks a line with the add form’s rules: every field’s first error, in the language asked', () => {
    const good = checkLine(
      2,
      { ...blank, lastName: 'Иванов', firstName: 'Иван', phone: '8 916 123 45 67' },
      'ru',
    );
    expect(good.errors).toEqual([]);
    expect(good.employee).toMatchObject({
      lastName: 'Иванов',
      phone: '+79161234567',
      gender: null,
      email: null,
    });

    const bad = checkLine(
      3,
      {
        ...blank,
        lastName: '',
        firstName: 'Ivan1',
        gender: 'x',
        birthDate: '32.01.1990',
        email: 'a@b',
        phone: '1',
      },
      'en',
    );
    expect(bad.employee).toBeNull();
    expect(bad.errors).toEqual([
      { field: 'lastName', message: 'This field is required.' },
      { field: 'firstName', message: 'Only letters, spaces, hyphens and apostrophes' },
      { field: 'gender', message: '“x” is not a gender: write M or F (male, female, М, Ж)' },
      { field: 'birthDate', message: 'There is no such date' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'phone', message: 'This phone number is not possible. Check the country and the digits' },
    ]);
  });

  it('refuses every line of an e-mail met twice in the file, and one the company has', async () => {
    const lines = await checkLines(
      table(
        ['Last name', 'First name', 'Email'],
        ['A', 'A', 'same@example.org'],
        ['B', 'B', 'other@example.org'],
        ['C', 'C', 'SAME@example.org'],
        ['D', 'D', 'Listed@Example.org'],
      ),
      new Set(['listed@example.org']),
      'en',
    );
    expect(lines.map((l) => [l.line, l.errors.map((e) => e.message)])).toEqual([
      [2, ['E-mail same@example.org appears more than once in the file: lines 2, 4']],
      [3, []],
      [4, ['E-mail same@example.org appears more than once in the file: lines 2, 4']],
      [5, ['An employee with e-mail listed@example.org is already on the company’s list']],
    ]);
    expect(lines.filter((l) => l.employee).map((l) => l.line)).toEqual([3]);
  });

  it('reads a CSV line by line: a quote left open spoils its own line; quoted separators are kept', async () => {
    const file = await readEmployeesFile(
      Buffer.from(
        'Фамилия,Имя,Примечание\r\nИванов,Иван,"Отдел, 2 этаж"\r\n\r\nПетров,"Пётр,\r\nСидоров,Сидор,\r\n',
      ),
      'ru',
    );
    expect(file).toMatchObject({ format: 'csv', delimiter: ',' });
    expect(file.lines).toEqual([
      { line: 2, cells: ['Иванов', 'Иван', 'Отдел, 2 этаж'] },
      { line: 4, cells: [], unreadable: true },
      { line: 5, cells: ['Сидоров', 'Сидор', ''] },
    ]);
    const checked = await checkLines(file, new Set(), 'ru');
    expect(checked[1]?.errors).toEqual([
      { field: 'line', message: 'Строку не удалось прочитать: кавычки расставлены неверно' },
    ]);
  });

  it('refuses a file that is no table, or has more than 10,000 lines', async () => {
    await expect(readEmployeesFile(Buffer.from([0, 1, 2, 3, 0xff]), 'en')).rejects.toThrow(
      /not a CSV or XLSX/,
    );
    await expect(readEmployeesFile(Buffer.from('PK\u0003\u0004garbage'), 'en')).rejects.toThrow(
      /not a CSV or XLSX/,
    );
    const many = `Фамилия;Имя\n${'А;Б\n'.repeat(10_001)}`;
    await expect(readEmployeesFile(Buffer.from(many), 'en')).rejects.toThrow(
      /more than 10,000 employee lines/,
    );
    expect(
      (await readEmployeesFile(Buffer.from(`Фамилия;Имя\n${'А;Б\n'.repeat(10_000)}`), 'en')).lines,
    ).toHaveLength(10_000);
  });
});
