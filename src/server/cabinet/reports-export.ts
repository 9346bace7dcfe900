import type { Language } from '../../shared/constants.js';
import type { CabinetReports } from '../../shared/schemas/cabinet-reports.js';

/*
 * An event's report as a CSV table (issue 18 item 9, ADR 027): its sections one under another, each with
 * its header row, a blank row between them; money in rubles with two decimals (a decimal comma for a
 * Russian reader, as their Excel expects), counts as whole numbers. Written by entriesCsv (ADR 023).
 */

type Texts = Record<Language, string>;

const T = {
  title: { ru: 'Отчёт', en: 'Report' },
  period: { ru: 'Период', en: 'Period' },
  all: { ru: 'всё время', en: 'all time' },
  day: { ru: 'День', en: 'Day' },
  race: { ru: 'Дистанция', en: 'Race' },
  code: { ru: 'Промокод', en: 'Promo code' },
  orders: { ru: 'Заказы', en: 'Orders' },
  registrations: { ru: 'Регистрации', en: 'Registrations' },
  revenue: { ru: 'Выручка, ₽', en: 'Revenue, ₽' },
  refunds: { ru: 'Возвраты, ₽', en: 'Refunds, ₽' },
  discount: { ru: 'Скидка, ₽', en: 'Discount, ₽' },
  payout: { ru: 'Расчёт с организатором', en: 'Payout summary' },
  amount: { ru: 'Сумма, ₽', en: 'Amount, ₽' },
  commission: { ru: 'Комиссия платформы, ₽', en: 'Platform commission, ₽' },
  insurance: { ru: 'Страховые премии, ₽', en: 'Insurance premiums, ₽' },
  toOrganizer: { ru: 'К выплате организатору, ₽', en: 'Payout to the organizer, ₽' },
} satisfies Record<string, Texts>;

/** Kopecks as rubles with two decimals: "1500,00" (ru) or "1500.00" (en); integer arithmetic only. */
export function rubles(kopecks: number, lang: Language): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${Math.floor(abs / 100)}${lang === 'ru' ? ',' : '.'}${cents}`;
}

/** The report's rows: a title, then days, races, promo codes and the payout, each under its header. */
export function reportTable(report: CabinetReports, lang: Language): string[][] {
  const t = (texts: Texts) => texts[lang];
  const money = (kopecks: number) => rubles(kopecks, lang);
  const period =
    report.period.from || report.period.to
      ? `${report.period.from ?? '…'} — ${report.period.to ?? '…'}`
      : t(T.all);
  const { payout } = report;
  return [
    [t(T.title), report.event.name],
    [t(T.period), period],
    [],
    [t(T.day), t(T.registrations), t(T.revenue)],
    ...report.days.map((d) => [d.date, String(d.registrations), money(d.revenue)]),
    [],
    [t(T.race), t(T.registrations), t(T.revenue), t(T.refunds)],
    ...report.races.map((r) => [r.name, String(r.registrations), money(r.revenue), money(r.refunds)]),
    [],
    [t(T.code), t(T.orders), t(T.registrations), t(T.discount), t(T.revenue)],
    ...report.promoCodes.map((c) => [
      c.code,
      String(c.orders),
      String(c.registrations),
      money(c.discount),
      money(c.revenue),
    ]),
    [],
    [t(T.payout), t(T.amount)],
    [t(T.revenue), money(payout.revenue)],
    [t(T.refunds), money(payout.refunds)],
    [t(T.commission), money(payout.commission)],
    [t(T.insurance), money(payout.insurance)],
    [t(T.toOrganizer), money(payout.payout)],
  ];
}
