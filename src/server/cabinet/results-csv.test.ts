import { describe, expect, it } from 'vitest';
import { readResultsFile, ResultsFileError } from './results-csv.js';
import { checkLines, type ResultEntry } from './results-lines.js';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Windows-1251 bytes of Cyrillic text (what Excel on a Russian Windows saves as CSV). */
function cp1251(text: string): Uint8Array {
  return Uint8Array.from(
    [...text].map((ch) => {
      const code = ch.codePointAt(0)!;
      if (code < 0x80) return code;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      if (ch === 'ё') return 0xb8;
      if (ch === 'Ё') return 0xa8;
      throw new Error(`no cp1251 byte for ${ch}`);
    }),
  );
}

const entry = (bib: string, overrides: Partial<ResultEntry> = {}): ResultEntry => ({
  registrationId: Number(bib),
  bib,
  name: `Бегунов ${bib}`,
  gender: 'male',
  birthYear: 1990,
  ageGroup: '30-39',
  club: null,
  city: 'Москва',
  teamName: null,
  stage: null,
  ...overrides,
});
const entries = new Map(['1', '2', '3', '4', '5'].map((bib) => [bib, entry(bib)]));

describe('reading a results file', () => {
  it('reads UTF-8 with a BOM and `;`, with Russian column names', async () => {
    const file = await readResultsFile(utf8('\uFEFFНомер;Время;Статус\r\n1;1:02:03.4;\r\n2;;DNF\r\n'), 'ru');
    expect(file.encoding).toBe('utf-8');
    expect(file.delimiter).toBe(';');
    expect(file.lines).toEqual([
      { line: 2, bib: '1', time: '1:02:03.4', status: '' },
      { line: 3, bib: '2', time: '', status: 'DNF' },
    ]);
  });

  it('reads Windows-1251 bytes that are not UTF-8', async () => {
    const file = await readResultsFile(
      cp1251('Стартовый номер;Результат;Статус\n7;2:03:04;финишировал\n8;;Сошёл\n'),
      'ru',
    );
    expect(file.encoding).toBe('windows-1251');
    expect(file.lines.map((l) => [l.bib, l.time, l.status])).toEqual([
      ['7', '2:03:04', 'финишировал'],
      ['8', '', 'Сошёл'],
    ]);
  });

  it('guesses a comma or a tab, skips empty lines and ignores columns it does not use', async () => {
    const comma = await readResultsFile(
      utf8('Place,Bib,Name,Time\n1,12,"Ivanov, Ivan",62:03\n\n,,,\n2,13,Petrov,1:05:00\n'),
      'en',
    );
    expect(comma.delimiter).toBe(',');
    expect(comma.lines.map((l) => [l.line, l.bib, l.time])).toEqual([
      [2, '12', '62:03'],
      [5, '13', '1:05:00'],
    ]);
    const tab = await readResultsFile(utf8('bib\ttime\n5\t1:00:00,5\n'), 'en');
    expect(tab.delimiter).toBe('\t');
    expect(tab.lines[0]).toMatchObject({ bib: '5', time: '1:00:00,5' });
  });

  it('makes a line it cannot read a line with a reason, not a refused file', async () => {
    const file = await readResultsFile(utf8('bib;time\n1;1:00:00\n2;"1:01:00\n'), 'en');
    expect(file.lines).toHaveLength(2);
    expect(file.lines[1]!.unreadable).toMatch(/quote is not closed/);
  });

  it('refuses, in words, a file that is not a results table', async () => {
    const reason = async (bytes: Uint8Array) => {
      try {
        await readResultsFile(bytes, 'en');
        return null;
      } catch (error) {
        return error instanceof ResultsFileError ? error.message : String(error);
      }
    };
    expect(await reason(new Uint8Array())).toBe('the file is empty');
    expect(
      await reason(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
    ).toMatch(/not a CSV text file/);
    expect(await reason(utf8('name;time\nIvanov;1:00:00\n'))).toMatch(/no column for the start number/);
    expect(await reason(utf8('bib;name\n1;Ivanov\n'))).toMatch(/no “Time” or “Status” column/);
    expect(await reason(utf8('bib;time\n'))).toMatch(/no result lines/);
    expect(await reason(utf8(`bib;time\n${'1;1:00:00\n'.repeat(100_001)}`))).toMatch(
      /more than 100,000 lines/,
    );
  });
});

describe('checking the lines against the race', () => {
  const check = async (text: string) =>
    checkLines((await readResultsFile(utf8(text), 'en')).lines, entries, 'en');

  it('reads statuses, times and the participant of each number', async () => {
    const lines = await check('bib;time;status\n1;1:02:03.4;\n2;;DNF\n3;;dns\n4;2:00:00;DSQ\n5;DNF;\n');
    expect(lines.map((l) => [l.bib, l.status, l.timeMs, l.errors])).toEqual([
      ['1', 'finished', 3_723_400, []],
      ['2', 'dnf', null, []],
      ['3', 'dns', null, []],
      ['4', 'dsq', 7_200_000, []],
      ['5', 'dnf', null, []],
    ]);
    expect(lines[0]!.participant).toMatchObject({ name: 'Бегунов 1', gender: 'male', ageGroup: '30-39' });
  });

  it('refuses both lines of a number written twice, unknown numbers, bad times and statuses, in words', async () => {
    const lines = await check(
      'bib;time;status\n1;1:00:00;\n2;1:10:00;\n1;1:20:00;\n99;1:30:00;\n3;abc;\n4;;\n5;;maybe\n;1:00:00;\n2x!;1:00:00;\n',
    );
    const errors = Object.fromEntries(lines.map((l) => [l.line, l.errors]));
    expect(errors[2]).toEqual(['Number 1 appears more than once in the file: lines 2, 4']);
    expect(errors[3]).toEqual([]);
    expect(errors[4]).toEqual(['Number 1 appears more than once in the file: lines 2, 4']);
    expect(errors[5]).toEqual(['No participant of this race has number 99']);
    expect(errors[6]).toEqual(['“abc” is not a time: write h:mm:ss, h:mm:ss.f or mm:ss']);
    expect(errors[7]).toEqual(['A finisher needs a time']);
    expect(errors[8]![0]).toMatch(/Status “maybe” is unknown/);
    expect(errors[9]).toEqual(['No start number']);
    expect(errors[10]![0]).toMatch(/“2x!” is not a start number/);
  });

  it('says it in Russian for a Russian organizer', async () => {
    const [line] = checkLines(
      (await readResultsFile(utf8('номер;время\n42;1:00:00\n'), 'ru')).lines,
      entries,
      'ru',
    );
    expect(line!.errors).toEqual(['Среди участников дистанции нет номера 42']);
  });

  it('refuses a time on a DNS line and a participant without a gender', async () => {
    const noGender = new Map([
      ['1', entry('1', { gender: null })],
      ['2', entry('2')],
    ]);
    const lines = checkLines(
      (await readResultsFile(utf8('bib;time;status\n1;1:00:00;\n2;1:00:00;DNS\n'), 'en')).lines,
      noGender,
      'en',
    );
    expect(lines[0]!.errors[0]).toMatch(/has no gender/);
    expect(lines[1]!.errors).toEqual(['A DNS line cannot have a time']);
  });
});
