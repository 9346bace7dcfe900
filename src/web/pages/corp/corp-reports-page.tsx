import { useTranslation } from '../../i18n/shared-translation.js';
import { useSearchParams } from 'react-router';
import type { CorpReports } from '../../../shared/schemas/corp-reports.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCorpReports, type CorpReportFilters } from '../../features/corp/api/corp-reports.js';
import { useCorpCompany } from '../../features/corp/corp-context.js';
import { corpReportsTexts } from '../../i18n/catalogs/corp-reports.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatCalendarDate, formatMoney } from '../../lib/catalogue-format.js';
import { CorpReportsFilters, filtersOf } from './corp-reports-filters.js';
import { ParticipantsTable, ReportFiles, SpendTable } from './corp-reports-tables.js';
import styles from './corp-reports.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [corpReportsTexts];

/**
 * /corp/reports (issue 19 item 8, ADR 031 point 7): the chosen company's report over its corporate orders —
 * totals, the participants (entry state, start, finish, time and place) and the spend by event — for events
 * of a period and one event or all (`?from=&to=&event=`, beside the frame's `?company=`); each table as CSV
 * and XLSX. Every role of the company and support reads it.
 */
export function CorpReportsPage() {
  const { t } = useTranslation();
  const { company } = useCorpCompany();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const query = useCorpReports(company.id, filters);

  const onChange = (next: CorpReportFilters) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        for (const key of ['from', 'to', 'event'] as const) {
          if (next[key]) search.set(key, next[key]);
          else search.delete(key);
        }
        return search;
      },
      { replace: true },
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('corpReports.title')}</h1>
      <p className={styles.lead}>{t('corpReports.lead')}</p>
      <CorpReportsFilters
        key={`${filters.from}|${filters.to}|${filters.event}`}
        filters={filters}
        events={query.data?.events ?? []}
        onChange={onChange}
      />
      {query.isPending ? (
        <Skeleton lines={6} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : query.data.events.length === 0 ? (
        <EmptyState title={t('corpReports.none.title')} hint={t('corpReports.none.text')} />
      ) : (
        <Report companyId={company.id} filters={filters} report={query.data} />
      )}
    </div>
  );
}

function Report({
  companyId,
  filters,
  report,
}: {
  companyId: number;
  filters: CorpReportFilters;
  report: CorpReports;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const money = (amount: number) => formatMoney({ amount, currency: report.totals.currency }, lang);
  const day = (date: string) => formatCalendarDate(date, lang);
  const event = report.events.find((e) => e.code === filters.event);
  const shown = [
    event ? t('corpReports.filters.one', { name: event.name }) : null,
    filters.from
      ? filters.to
        ? t('corpReports.filters.range', { from: day(filters.from), to: day(filters.to) })
        : t('corpReports.filters.since', { from: day(filters.from) })
      : filters.to
        ? t('corpReports.filters.until', { to: day(filters.to) })
        : event
          ? null
          : t('corpReports.filters.all'),
  ].filter(Boolean);
  const { totals } = report;
  const counts = ['entries', 'confirmed', 'held', 'started', 'finished', 'dnf', 'dns'] as const;
  const sums = ['paid', 'refunded', 'net'] as const;

  return (
    <>
      <p className={styles.summary} role="status">
        {shown.join('; ')}.
      </p>

      <section className={styles.section} aria-labelledby="corp-report-totals">
        <h2 id="corp-report-totals" className={styles.sectionTitle}>
          {t('corpReports.totals.title')}
        </h2>
        <dl className={styles.totals}>
          {counts.map((key) => (
            <div key={key} className={styles.total}>
              <dt>{t(`corpReports.totals.${key}`)}</dt>
              <dd>{totals[key]}</dd>
            </div>
          ))}
          {sums.map((key) => (
            <div key={key} className={key === 'net' ? styles.totalNet : styles.total}>
              <dt>{t(`corpReports.totals.${key}`)}</dt>
              <dd>{money(totals[key])}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="corp-report-participants">
        <div className={styles.sectionHead}>
          <h2 id="corp-report-participants" className={styles.sectionTitle}>
            {t('corpReports.participants.title')}
          </h2>
          {report.participants.length > 0 && (
            <ReportFiles
              companyId={companyId}
              table="participants"
              title={t('corpReports.participants.title')}
              filters={filters}
            />
          )}
        </div>
        {report.participants.length === 0 ? (
          <p className={styles.empty}>{t('corpReports.participants.empty')}</p>
        ) : (
          <>
            {totals.entries > report.participants.length && (
              <p className={styles.note}>
                {t('corpReports.participants.capped', {
                  shown: report.participants.length,
                  total: totals.entries,
                })}
              </p>
            )}
            <ParticipantsTable participants={report.participants} />
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby="corp-report-spend">
        <div className={styles.sectionHead}>
          <h2 id="corp-report-spend" className={styles.sectionTitle}>
            {t('corpReports.spend.title')}
          </h2>
          {report.spend.length > 0 && (
            <ReportFiles
              companyId={companyId}
              table="spend"
              title={t('corpReports.spend.title')}
              filters={filters}
            />
          )}
        </div>
        {report.spend.length === 0 ? (
          <p className={styles.empty}>{t('corpReports.spend.empty')}</p>
        ) : (
          <>
            <SpendTable report={report} />
            <p className={styles.note}>{t('corpReports.spend.note')}</p>
          </>
        )}
      </section>
    </>
  );
}
