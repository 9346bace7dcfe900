import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { CorpReportEvent } from '../../../shared/schemas/corp-reports.js';
import type { CorpReportFilters } from '../../features/corp/api/corp-reports.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatCalendarDate } from '../../lib/catalogue-format.js';
import styles from './corp-reports.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in the URL; a value that is not a day is left out (the API would refuse it). */
export function filtersOf(params: URLSearchParams): CorpReportFilters {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return { from: day('from'), to: day('to'), event: (params.get('event') ?? '').slice(0, 100) };
}

export const NO_FILTERS: CorpReportFilters = { from: '', to: '', event: '' };

/**
 * The period of events' dates (either end may stay open) and an event, applied together; "Reset" clears
 * them. A reversed period is said next to its end and the last report stays on screen.
 */
export function CorpReportsFilters({
  filters,
  events,
  onChange,
}: {
  filters: CorpReportFilters;
  /** The company's events (the report's own list); the chosen one stays a choice while it loads. */
  events: readonly CorpReportEvent[];
  onChange: (next: CorpReportFilters) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const [event, setEvent] = useState(filters.event);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (from && to && to < from) return setError(t('corpReports.filters.reversed'));
    setError(null);
    onChange({ from, to, event });
  };
  const known = events.some((e) => e.code === event);

  return (
    <form
      className={styles.filters}
      onSubmit={onSubmit}
      aria-label={t('corpReports.filters.title')}
      noValidate
    >
      <label className={styles.field}>
        {t('corpReports.filters.from')}
        <input
          type="date"
          className={styles.input}
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
      </label>
      <label className={styles.field}>
        {t('corpReports.filters.to')}
        <input
          type="date"
          className={styles.input}
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'corp-report-period-error' : undefined}
        />
      </label>
      <label className={styles.eventField}>
        {t('corpReports.filters.event')}
        <select className={styles.input} value={event} onChange={(e) => setEvent(e.target.value)}>
          <option value="">{t('corpReports.filters.allEvents')}</option>
          {!known && event && <option value={event}>{event}</option>}
          {events.map((e) => (
            <option key={e.code} value={e.code}>
              {`${e.name} — ${formatCalendarDate(e.date, lang)}`}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.buttons}>
        <button type="submit" className={styles.apply}>
          {t('corpReports.filters.apply')}
        </button>
        {(filters.from || filters.to || filters.event) && (
          <button type="button" className={styles.reset} onClick={() => onChange(NO_FILTERS)}>
            {t('corpReports.filters.reset')}
          </button>
        )}
      </div>
      {error && (
        <p id="corp-report-period-error" className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
