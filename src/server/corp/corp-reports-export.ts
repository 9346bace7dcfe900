import type { Language } from '../../shared/constants.js';
import { formatTypedTime } from '../../shared/domain/race-time.js';
import type { ResultStatus } from '../../shared/domain/result-statuses.js';
import type {
  CorpEntryState,
  CorpReportParticipant,
  CorpReports,
} from '../../shared/schemas/corp-reports.js';
import { rubles } from '../cabinet/reports-export.js';

/*
 * A company's reports as tables for files (issue 19 item 8, ADR 031 point 7): the participants, and the
 * spend by event with a total row. The rows are texts in the reader's language; the files are written by
 * the organizer cabinet's exports (entries-export.ts, ADR 023: CSV for Russian Excel, XLSX of text cells),
 * money in rubles with two decimals as the cabinet's report CSV writes it (reports-export.ts).
 */

type Texts = Record<Language, string>;

export const CORP_REPORT_TABLES = ['participants', 'spend'] as const;
export type CorpReportTable = (typeof CORP_REPORT_TABLES)[number];

const STATES: Record<CorpEntryState, Texts> = {
  held: { ru: 'Ожидает оплаты', en: 'Awaiting payment' },
  confirmed: { ru: 'Оплачена', en: 'Paid' },
  cancelled: { ru: 'Отменена', en: 'Cancelled' },
  expired: { ru: 'Истекла', en: 'Expired' },
};

const RESULTS: Record<ResultStatus, Texts> = {
  finished: { ru: 'Финишировал', en: 'Finished' },
  dnf: { ru: 'Сошёл (DNF)', en: 'Did not finish (DNF)' },
  dns: { ru: 'Не стартовал (DNS)', en: 'Did not start (DNS)' },
  dsq: { ru: 'Дисквалифицирован (DSQ)', en: 'Disqualified (DSQ)' },
};

const YES_NO = { yes: { ru: 'да', en: 'yes' }, no: { ru: 'нет', en: 'no' } } satisfies Record<string, Texts>;

/** Whether the participant started: a result line of finished, DNF or DSQ; DNS: no; no line: unknown. */
function started(p: CorpReportParticipant, lang: Language): string {
  if (p.result === null) return '';
  return (p.result === 'dns' ? YES_NO.no : YES_NO.yes)[lang];
}

const PARTICIPANT_COLUMNS: { header: Texts; value: (p: CorpReportParticipant, lang: Language) => string }[] =
  [
    { header: { ru: 'Фамилия', en: 'Last name' }, value: (p) => p.employee.lastName },
    { header: { ru: 'Имя', en: 'First name' }, value: (p) => p.employee.firstName },
    { header: { ru: 'Отчество', en: 'Patronymic' }, value: (p) => p.employee.patronymic },
    { header: { ru: 'Событие', en: 'Event' }, value: (p) => p.event.name },
    { header: { ru: 'Дата события', en: 'Event date' }, value: (p) => p.event.date },
    { header: { ru: 'Дистанция', en: 'Race' }, value: (p) => p.race ?? '' },
    { header: { ru: 'Заказ', en: 'Order' }, value: (p) => p.orderNumber },
    { header: { ru: 'Статус заявки', en: 'Entry state' }, value: (p, lang) => STATES[p.state][lang] },
    { header: { ru: 'Номер', en: 'Bib' }, value: (p) => p.bib ?? '' },
    { header: { ru: 'Стартовал', en: 'Started' }, value: started },
    {
      header: { ru: 'Результат', en: 'Result' },
      value: (p, lang) => (p.result ? RESULTS[p.result][lang] : ''),
    },
    {
      header: { ru: 'Время', en: 'Time' },
      value: (p) => (p.result === 'finished' && p.timeMs !== null ? formatTypedTime(p.timeMs) : ''),
    },
    { header: { ru: 'Место', en: 'Place' }, value: (p) => (p.place === null ? '' : String(p.place)) },
  ];

const SPEND = {
  event: { ru: 'Событие', en: 'Event' },
  date: { ru: 'Дата события', en: 'Event date' },
  places: { ru: 'Места', en: 'Places' },
  paid: { ru: 'Оплачено, ₽', en: 'Paid, ₽' },
  refunded: { ru: 'Возвращено, ₽', en: 'Refunded, ₽' },
  net: { ru: 'Итого потрачено, ₽', en: 'Net spend, ₽' },
  total: { ru: 'Итого', en: 'Total' },
} satisfies Record<string, Texts>;

/** The participants: a header row and a row per entry. */
export function participantsTable(participants: CorpReportParticipant[], lang: Language): string[][] {
  return [
    PARTICIPANT_COLUMNS.map((c) => c.header[lang]),
    ...participants.map((p) => PARTICIPANT_COLUMNS.map((c) => c.value(p, lang))),
  ];
}

/** The spend by event: a header row, a row per event, and the totals. */
export function spendTable(report: Pick<CorpReports, 'spend' | 'totals'>, lang: Language): string[][] {
  const t = (texts: Texts) => texts[lang];
  const money = (kopecks: number) => rubles(kopecks, lang);
  const { totals } = report;
  return [
    [t(SPEND.event), t(SPEND.date), t(SPEND.places), t(SPEND.paid), t(SPEND.refunded), t(SPEND.net)],
    ...report.spend.map((s) => [
      s.event.name,
      s.event.date,
      String(s.places),
      money(s.paid),
      money(s.refunded),
      money(s.net),
    ]),
    [
      t(SPEND.total),
      '',
      String(totals.places),
      money(totals.paid),
      money(totals.refunded),
      money(totals.net),
    ],
  ];
}

/** Each file's sheet name and file name part, in the reader's language. */
export const TABLE_NAMES: Record<CorpReportTable, { sheet: Texts; file: string }> = {
  participants: { sheet: { ru: 'Участники', en: 'Participants' }, file: 'participants' },
  spend: { sheet: { ru: 'Расходы', en: 'Spend' }, file: 'spend' },
};
