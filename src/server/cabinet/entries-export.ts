import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import type { Language } from '../../shared/constants.js';
import type { CabinetEntry } from '../../shared/schemas/cabinet.js';

/*
 * The entries table as files (issue 18, ADR 023): CSV for Russian Excel (UTF-8 with a BOM, `;` between
 * cells, a cell that starts like a formula prefixed with `'`), and an XLSX workbook whose cells are all
 * text (no formula can come from a participant's name). Headers and values in the reader's language.
 */

type Texts = Record<Language, string>;

const COLUMNS: { header: Texts; value: (e: CabinetEntry, lang: Language, timeZone: string) => string }[] = [
  { header: { ru: 'Номер', en: 'Bib' }, value: (e) => e.bib ?? '' },
  { header: { ru: 'Фамилия', en: 'Last name' }, value: (e) => e.lastName },
  { header: { ru: 'Имя', en: 'First name' }, value: (e) => e.firstName },
  { header: { ru: 'Пол', en: 'Gender' }, value: (e, lang) => (e.gender ? GENDERS[e.gender][lang] : '') },
  { header: { ru: 'Дата рождения', en: 'Date of birth' }, value: (e) => e.birthDate ?? '' },
  { header: { ru: 'Возрастная группа', en: 'Age group' }, value: (e) => e.ageGroup ?? '' },
  { header: { ru: 'Город', en: 'City' }, value: (e) => e.city ?? '' },
  { header: { ru: 'Клуб', en: 'Club' }, value: (e) => e.club ?? '' },
  { header: { ru: 'Дистанция', en: 'Race' }, value: (e) => e.race.name },
  { header: { ru: 'Команда', en: 'Team' }, value: (e) => e.team ?? '' },
  { header: { ru: 'Этап', en: 'Stage' }, value: (e) => (e.stage === null ? '' : String(e.stage)) },
  { header: { ru: 'Статус', en: 'State' }, value: (e, lang) => STATES[e.state][lang] },
  { header: { ru: 'Заказ', en: 'Order' }, value: (e) => e.order?.number ?? '' },
  {
    header: { ru: 'Оплата', en: 'Payment' },
    value: (e, lang) => (e.order ? (ORDER_STATUSES[e.order.status]?.[lang] ?? e.order.status) : ''),
  },
  { header: { ru: 'E-mail', en: 'E-mail' }, value: (e) => e.email ?? '' },
  { header: { ru: 'Телефон', en: 'Phone' }, value: (e) => e.phone ?? '' },
  {
    header: { ru: 'Дата регистрации', en: 'Registered' },
    value: (e, _lang, timeZone) => localTime(new Date(e.registeredAt), timeZone),
  },
];

const GENDERS: Record<'male' | 'female', Texts> = {
  male: { ru: 'М', en: 'M' },
  female: { ru: 'Ж', en: 'F' },
};

const STATES: Record<CabinetEntry['state'], Texts> = {
  confirmed: { ru: 'Подтверждена', en: 'Confirmed' },
  pending: { ru: 'Ожидает оплаты', en: 'Awaiting payment' },
  cancelled: { ru: 'Отменена', en: 'Cancelled' },
  expired: { ru: 'Истекла', en: 'Expired' },
};

const ORDER_STATUSES: Record<string, Texts> = {
  'awaiting-payment': { ru: 'Ожидает оплаты', en: 'Awaiting payment' },
  'partly-paid': { ru: 'Оплачен частично', en: 'Partly paid' },
  paid: { ru: 'Оплачен', en: 'Paid' },
  expired: { ru: 'Истёк', en: 'Expired' },
  cancelled: { ru: 'Отменён', en: 'Cancelled' },
  refunded: { ru: 'Возвращён', en: 'Refunded' },
};

/** "YYYY-MM-DD HH:MM" in the event's zone, as the organizer reads the race day's times. */
function localTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The header row and a row of texts per entry. */
export function entryTable(entries: CabinetEntry[], lang: Language, timeZone: string): string[][] {
  return [
    COLUMNS.map((c) => c.header[lang]),
    ...entries.map((e) => COLUMNS.map((c) => c.value(e, lang, timeZone))),
  ];
}

/** UTF-8 with a BOM, `;`-separated, CRLF lines; a cell starting with = + - @ (or tab, CR) gets a `'` first. */
export function entriesCsv(table: string[][]): Buffer {
  const text = stringify(table, {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  return Buffer.from(text, 'utf8');
}

/** One sheet, every cell text, the header row bold and frozen. */
export function entriesXlsx(table: string[][], sheet: string): Promise<Buffer> {
  const [header = [], ...rows] = table;
  return writeXlsxFile(
    [
      header.map((value) => ({ value, type: String, fontWeight: 'bold' as const })),
      ...rows.map((row) => row.map((value) => ({ value, type: String }))),
    ],
    { sheet, stickyRowsCount: 1 },
  ).toBuffer();
}

/** The sheet's name in the reader's language. */
export const SHEET_NAME: Texts = { ru: 'Участники', en: 'Entries' };
