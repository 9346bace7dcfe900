import { lazy, Suspense, useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams, useSearchParams } from 'react-router';
import type { CabinetReports } from '../../../shared/schemas/cabinet-reports.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import {
  reportsCsvUrl,
  useCabinetReports,
  type ReportPeriod,
} from '../../features/cabinet/api/cabinet-reports.js';
import { cabinetReportsTexts } from '../../i18n/catalogs/cabinet-reports.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatCalendarDate, formatMoney, intlLocale } from '../../lib/catalogue-format.js';
import { dateTimeFormat } from '../../lib/intl-cache.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import styles from './cabinet.module.css';
import own from './cabinet-reports.module.css';
import { ReportSection, ReportTable } from './report-table.js';

/** The chart and its library come in their own chunk, only when a report has days to draw (ADR 027). */
const ReportChart = lazy(() => import('./report-chart.js'));

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts, cabinetReportsTexts];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const PAYOUT_LINES = ['revenue', 'refunds', 'commission', 'insurance', 'payout'] as const;
const DEDUCTIONS: readonly string[] = ['refunds', 'commission', 'insurance'];
/** A deduction as shown: minus the amount, and a plain 0 (never "-0 ₽"). */
const negated = (kopecks: number) => (kopecks === 0 ? 0 : -kopecks);

/** The period in the URL; anything that is not a day is left out (the API would refuse it). */
function periodOf(params: URLSearchParams): ReportPeriod {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return { from: day('from'), to: day('to') };
}

/**
 * /cabinet/events/:code/reports (issue 18 item 9): for a period (`?from=&to=`, days in the event's zone) the
 * payout summary, registrations and revenue by day as a chart with the same figures in a table, by race
 * and by promo code, and the report as CSV.
 */
export function CabinetReportsPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const query = useCabinetReports(code, period);

  return (
    <>
      <p>
        <Link to="/cabinet" className={styles.link}>
          ← {t('cabinetReports.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{query.data?.event.name ?? t('cabinetReports.title')}</h1>
      <p className={styles.lead}>{t('cabinetReports.title')}</p>
      <PeriodForm
        key={`${period.from}|${period.to}`}
        period={period}
        onChange={(next) => {
          const search: Record<string, string> = {};
          if (next.from) search['from'] = next.from;
          if (next.to) search['to'] = next.to;
          setParams(search, { replace: true });
        }}
      />
      {query.isPending ? (
        <Skeleton lines={6} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : (
        <Report code={code} period={period} report={query.data} />
      )}
    </>
  );
}

/** From and to (either may stay empty), applied together; "All time" clears both. */
function PeriodForm({ period, onChange }: { period: ReportPeriod; onChange: (next: ReportPeriod) => void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // the server refuses a reversed period too; saying it here keeps the last report on screen
    if (from && to && to < from) return setError(t('cabinetReports.period.reversed'));
    setError(null);
    onChange({ from, to });
  };

  return (
    <form className={own.period} onSubmit={onSubmit} aria-label={t('cabinetReports.period.title')} noValidate>
      <label className={styles.field}>
        {t('cabinetReports.period.from')}
        <input
          type="date"
          className={styles.input}
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
      </label>
      <label className={styles.field}>
        {t('cabinetReports.period.to')}
        <input
          type="date"
          className={styles.input}
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'report-period-error' : undefined}
        />
      </label>
      <button type="submit" className={own.apply}>
        {t('cabinetReports.period.apply')}
      </button>
      {(period.from || period.to) && (
        <button type="button" className={own.reset} onClick={() => onChange({ from: '', to: '' })}>
          {t('cabinetReports.period.reset')}
        </button>
      )}
      {error && (
        <p id="report-period-error" className={own.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function Report({ code, period, report }: { code: string; period: ReportPeriod; report: CabinetReports }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const money = (amount: number) => formatMoney({ amount, currency: report.event.currency }, lang);
  const shown = period.from
    ? period.to
      ? t('cabinetReports.period.range', {
          from: formatCalendarDate(period.from, lang),
          to: formatCalendarDate(period.to, lang),
        })
      : t('cabinetReports.period.since', { from: formatCalendarDate(period.from, lang) })
    : period.to
      ? t('cabinetReports.period.until', { to: formatCalendarDate(period.to, lang) })
      : t('cabinetReports.period.all');

  return (
    <>
      <div className={own.bar}>
        <p className={styles.summary} role="status">
          {shown}. {t('cabinetReports.period.zone', { zone: report.event.timeZone })}
        </p>
        <a className={styles.exportLink} download href={reportsCsvUrl(code, period, lang)}>
          {t('cabinetReports.export')}
        </a>
      </div>

      <ReportSection id="report-payout" title={t('cabinetReports.payout.title')} empty={null}>
        <dl className={own.payout}>
          {PAYOUT_LINES.map((line) => (
            <div key={line} className={line === 'payout' ? own.payoutTotal : own.payoutLine}>
              <dt>{t(`cabinetReports.payout.${line}`)}</dt>
              {/* what is taken from the revenue shows as a minus (a period's refund gives commission back: a plus) */}
              <dd className={styles.num}>
                {money(DEDUCTIONS.includes(line) ? negated(report.payout[line]) : report.payout[line])}
              </dd>
            </div>
          ))}
        </dl>
        <p className={own.note}>{t('cabinetReports.payout.note')}</p>
      </ReportSection>

      <DaysSection report={report} money={money} />

      <ReportSection
        id="report-races"
        title={t('cabinetReports.races.title')}
        empty={report.races.length === 0 ? t('cabinetReports.races.empty') : null}
      >
        <ReportTable
          label={t('cabinetReports.races.title')}
          rows={report.races}
          rowKey={(race) => race.code}
          columns={[
            { header: t('cabinetReports.races.race'), cell: (race) => race.name },
            { header: t('cabinetReports.registrations'), cell: (race) => race.registrations },
            { header: t('cabinetReports.revenue'), cell: (race) => money(race.revenue) },
            { header: t('cabinetReports.refunds'), cell: (race) => money(race.refunds) },
          ]}
        />
      </ReportSection>

      <ReportSection
        id="report-codes"
        title={t('cabinetReports.codes.title')}
        empty={report.promoCodes.length === 0 ? t('cabinetReports.codes.empty') : null}
      >
        <ReportTable
          label={t('cabinetReports.codes.title')}
          rows={report.promoCodes}
          rowKey={(row) => row.code}
          columns={[
            { header: t('cabinetReports.codes.code'), cell: (row) => row.code },
            { header: t('cabinetReports.codes.orders'), cell: (row) => row.orders },
            { header: t('cabinetReports.registrations'), cell: (row) => row.registrations },
            { header: t('cabinetReports.codes.discount'), cell: (row) => money(row.discount) },
            { header: t('cabinetReports.revenue'), cell: (row) => money(row.revenue) },
          ]}
        />
      </ReportSection>
    </>
  );
}

/** The chart (drawn in the browser only, its chunk loaded then) and the same figures as a table. */
function DaysSection({ report, money }: { report: CabinetReports; money: (kopecks: number) => string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const hydrated = useHydrated();
  const labels = useMemo(
    () => ({
      day: t('cabinetReports.days.day'),
      registrations: t('cabinetReports.registrations'),
      revenue: t('cabinetReports.revenue'),
    }),
    [t],
  );
  const formatDay = useCallback(
    (date: string) =>
      dateTimeFormat(intlLocale(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(`${date}T12:00:00Z`),
      ),
    [lang],
  );
  // "1 сент. 2026" / "1 Sept 2026": a table row stays on one line on a phone
  const formatTableDay = (date: string) =>
    dateTimeFormat(intlLocale(lang), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  const formatRubles = useCallback(
    (rubles: number) =>
      formatMoney({ amount: Math.round(rubles * 100), currency: report.event.currency }, lang),
    [lang, report.event.currency],
  );

  return (
    <ReportSection
      id="report-days"
      title={t('cabinetReports.days.title')}
      empty={report.days.length === 0 ? t('cabinetReports.days.empty') : null}
    >
      <figure className={own.figure} aria-label={t('cabinetReports.days.chart')}>
        {hydrated && (
          <Suspense fallback={<p className={own.note}>{t('cabinetReports.days.loading')}</p>}>
            <ReportChart
              days={report.days}
              labels={labels}
              formatDay={formatDay}
              formatRubles={formatRubles}
            />
          </Suspense>
        )}
        <figcaption className={own.note}>{t('cabinetReports.days.chartNote')}</figcaption>
      </figure>
      <ReportTable
        label={t('cabinetReports.days.tableCaption')}
        caption={t('cabinetReports.days.tableCaption')}
        rows={report.days}
        rowKey={(day) => day.date}
        columns={[
          {
            header: t('cabinetReports.days.day'),
            cell: (day) => <time dateTime={day.date}>{formatTableDay(day.date)}</time>,
          },
          { header: t('cabinetReports.registrations'), cell: (day) => day.registrations },
          { header: t('cabinetReports.revenue'), cell: (day) => money(day.revenue) },
        ]}
        footer={[t('cabinetReports.total'), report.totals.registrations, money(report.totals.revenue)]}
      />
    </ReportSection>
  );
}
