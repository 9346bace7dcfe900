import { useTranslation } from '../../i18n/shared-translation.js';
import type { CorpReportParticipant, CorpReports } from '../../../shared/schemas/corp-reports.js';
import {
  corpReportFileUrl,
  type CorpReportFileTable,
  type CorpReportFilters,
} from '../../features/corp/api/corp-reports.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatCalendarDate, formatMoney, formatRaceTime } from '../../lib/catalogue-format.js';
import styles from './corp-reports.module.css';

/*
 * The tables of a company's report (issue 19 item 8). Wide, so each scrolls sideways inside its box, which
 * takes focus (a keyboard scrolls it too); the first column — whose row it is — stays at the left edge, so a
 * phone of 375 px still reads every row.
 */

/** The CSV and XLSX of one table, for the filters shown. */
export function ReportFiles({
  companyId,
  table,
  title,
  filters,
}: {
  companyId: number;
  table: CorpReportFileTable;
  title: string;
  filters: CorpReportFilters;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <p className={styles.files}>
      <span>{t('corpReports.download')}</span>
      {(['csv', 'xlsx'] as const).map((format) => (
        <a
          key={format}
          className={styles.file}
          download
          href={corpReportFileUrl(companyId, table, format, filters, lang)}
          aria-label={t('corpReports.downloadLabel', { table: title, format: t(`corpReports.${format}`) })}
        >
          {t(`corpReports.${format}`)}
        </a>
      ))}
    </p>
  );
}

function employeeName(p: CorpReportParticipant): string {
  const { lastName, firstName, patronymic } = p.employee;
  return [lastName, firstName, patronymic].filter(Boolean).join(' ');
}

export function ParticipantsTable({ participants }: { participants: readonly CorpReportParticipant[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const label = t('corpReports.participants.title');
  return (
    <div className={styles.scroll} role="group" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.sticky}>
              {t('corpReports.participants.employee')}
            </th>
            <th scope="col">{t('corpReports.participants.event')}</th>
            <th scope="col">{t('corpReports.participants.race')}</th>
            <th scope="col">{t('corpReports.participants.state')}</th>
            <th scope="col" className={styles.right}>
              {t('corpReports.participants.bib')}
            </th>
            <th scope="col">{t('corpReports.participants.result')}</th>
            <th scope="col" className={styles.right}>
              {t('corpReports.participants.time')}
            </th>
            <th scope="col" className={styles.right}>
              {t('corpReports.participants.place')}
            </th>
          </tr>
        </thead>
        <tbody>
          {participants.map((p) => (
            <tr key={p.registrationId}>
              <th scope="row" className={styles.sticky}>
                <span className={styles.strong}>{employeeName(p)}</span>
                {p.employee.removed && (
                  <span className={styles.muted}>{t('corpReports.participants.removed')}</span>
                )}
              </th>
              <td>
                {p.event.name}
                <span className={styles.muted}>
                  <time dateTime={p.event.date}>{formatCalendarDate(p.event.date, lang)}</time>
                </span>
              </td>
              <td className={styles.race}>{p.race ?? '—'}</td>
              <td>
                <span
                  className={
                    p.state === 'cancelled' || p.state === 'expired' ? styles.stateClosed : styles.state
                  }
                >
                  {t(`corpReports.states.${p.state}`)}
                </span>
                <span className={styles.muted}>
                  {t('corpReports.participants.order', { number: p.orderNumber })}
                </span>
              </td>
              <td className={styles.right}>{p.bib ?? '—'}</td>
              <td>
                {p.result ? (
                  t(`corpReports.results.${p.result}`)
                ) : (
                  <span className={styles.none}>{t('corpReports.participants.noResult')}</span>
                )}
              </td>
              <td className={styles.right}>{p.timeMs === null ? '' : formatRaceTime(p.timeMs)}</td>
              <td className={styles.right}>{p.place ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SpendTable({ report }: { report: CorpReports }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const money = (amount: number) => formatMoney({ amount, currency: report.totals.currency }, lang);
  const { totals } = report;
  return (
    <div className={styles.scroll} role="group" aria-label={t('corpReports.spend.title')} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.sticky}>
              {t('corpReports.spend.event')}
            </th>
            <th scope="col">{t('corpReports.spend.date')}</th>
            <th scope="col" className={styles.right}>
              {t('corpReports.spend.places')}
            </th>
            <th scope="col" className={styles.right}>
              {t('corpReports.spend.paid')}
            </th>
            <th scope="col" className={styles.right}>
              {t('corpReports.spend.refunded')}
            </th>
            <th scope="col" className={styles.right}>
              {t('corpReports.spend.net')}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.spend.map((s) => (
            <tr key={s.event.code}>
              <th scope="row" className={styles.sticky}>
                {s.event.name}
              </th>
              <td className={styles.nowrap}>
                <time dateTime={s.event.date}>{formatCalendarDate(s.event.date, lang)}</time>
              </td>
              <td className={styles.right}>{s.places}</td>
              <td className={styles.right}>{money(s.paid)}</td>
              <td className={styles.right}>{money(s.refunded)}</td>
              <td className={styles.right}>{money(s.net)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={styles.sticky}>
              {t('corpReports.spend.total')}
            </th>
            <td />
            <td className={styles.right}>{totals.places}</td>
            <td className={styles.right}>{money(totals.paid)}</td>
            <td className={styles.right}>{money(totals.refunded)}</td>
            <td className={styles.right}>{money(totals.net)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
