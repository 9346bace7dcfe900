import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Language } from '../../../shared/constants.js';
import { AGE_GROUPS } from '../../../shared/domain/age-groups.js';
import type { CabinetEntry } from '../../../shared/schemas/cabinet.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import {
  entriesExportUrl,
  entriesFiltersOf,
  entriesSearchOf,
  SEARCH_DEBOUNCE_MS,
  useCabinetEntries,
  type EntriesFilters,
} from '../../features/cabinet/api/cabinet.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatDate, formatTime } from '../../lib/catalogue-format.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import styles from './cabinet.module.css';
import { EntryBibCell } from './entry-bib-cell.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts];

const STATES = ['confirmed', 'pending', 'cancelled', 'expired', 'all'] as const;

const ORDER_STATUSES = ['awaiting-payment', 'partly-paid', 'paid', 'expired', 'cancelled', 'refunded'];

/**
 * /cabinet/events/:code/entries (issue 18): an event's entries — race, state, payment and gender filters
 * and a search (name, bib, e-mail, phone, order number), all kept in the URL's query; the total, a table
 * that scrolls sideways with the participant's name kept in view (375 px), "Show more" by cursor, and the
 * CSV and XLSX exports of the same selection for a role that may export.
 */
export function CabinetEntriesPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filters = entriesFiltersOf(params);
  const query = useCabinetEntries(code, filters);
  const lang = currentLanguage();

  const update = (next: Partial<EntriesFilters>) =>
    setParams(entriesSearchOf({ ...filters, ...next }), { replace: true });

  const [text, setText] = useState(filters.q ?? '');
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== (filters.q ?? '')) update({ q: debounced || undefined });
    // only a new debounced text searches; q changing from outside must not echo back
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const first = query.data?.pages[0];
  const rows = query.data?.pages.flatMap((p) => p.entries) ?? [];
  const canExport = first?.permissions.includes('entries.export') ?? false;
  const canNumber = first?.permissions.includes('numbers.assign') ?? false;

  return (
    <>
      <p>
        <Link to="/cabinet" className={styles.link}>
          ← {t('cabinet.entries.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{first?.event.name ?? t('cabinet.entries.title')}</h1>
      {first && (
        <p className={styles.lead}>
          {t('cabinet.entries.title')} · {formatDate(first.event.startsAt, lang, first.event.timeZone)}
        </p>
      )}

      <section className={styles.section} aria-labelledby="cabinet-entries-filters">
        <h2 id="cabinet-entries-filters" className="visually-hidden">
          {t('cabinet.entries.filters')}
        </h2>
        <div className={styles.controls}>
          <label className={styles.field}>
            {t('cabinet.entries.race')}
            <select
              className={styles.select}
              value={filters.race ?? ''}
              onChange={(e) => update({ race: e.target.value || undefined })}
            >
              <option value="">{t('cabinet.entries.allRaces')}</option>
              {first?.races.map((race) => (
                <option key={race.code} value={race.code}>
                  {race.name}
                </option>
              ))}
              {/* a race in the address before the list knows it */}
              {filters.race && !first?.races.some((r) => r.code === filters.race) && (
                <option value={filters.race}>{filters.race}</option>
              )}
            </select>
          </label>
          <label className={styles.field}>
            {t('cabinet.entries.state')}
            <select
              className={styles.select}
              value={filters.state ?? ''}
              onChange={(e) => update({ state: (e.target.value || undefined) as EntriesFilters['state'] })}
            >
              <option value="">{t('cabinet.entries.states.held')}</option>
              {STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`cabinet.entries.states.${state}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {t('cabinet.entries.paid')}
            <select
              className={styles.select}
              value={filters.paid ?? ''}
              onChange={(e) => update({ paid: (e.target.value || undefined) as EntriesFilters['paid'] })}
            >
              <option value="">{t('cabinet.entries.paidAny')}</option>
              <option value="yes">{t('cabinet.entries.paidYes')}</option>
              <option value="no">{t('cabinet.entries.paidNo')}</option>
            </select>
          </label>
          <label className={styles.field}>
            {t('cabinet.entries.gender')}
            <select
              className={styles.select}
              value={filters.gender ?? ''}
              onChange={(e) => update({ gender: (e.target.value || undefined) as EntriesFilters['gender'] })}
            >
              <option value="">{t('cabinet.entries.genderAny')}</option>
              <option value="male">{t('cabinet.entries.genders.male')}</option>
              <option value="female">{t('cabinet.entries.genders.female')}</option>
            </select>
          </label>
          <label className={styles.searchField}>
            {t('cabinet.entries.search')}
            <input
              type="search"
              className={styles.input}
              value={text}
              maxLength={100}
              placeholder={t('cabinet.entries.searchPlaceholder')}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
        </div>
        {canNumber && (
          <p>
            <Link to={`/cabinet/events/${encodeURIComponent(code)}/numbers`} className={styles.link}>
              {t('cabinet.numbers.open')}
            </Link>
          </p>
        )}
        {canExport && (
          <div className={styles.actions}>
            <a className={styles.exportLink} download href={entriesExportUrl(code, 'csv', filters, lang)}>
              {t('cabinet.entries.exportCsv')}
            </a>
            <a className={styles.exportLink} download href={entriesExportUrl(code, 'xlsx', filters, lang)}>
              {t('cabinet.entries.exportXlsx')}
            </a>
          </div>
        )}
      </section>

      {query.isPending ? (
        <Skeleton lines={6} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : (
        <section className={styles.section} aria-labelledby="cabinet-entries-table">
          <h2 id="cabinet-entries-table" className="visually-hidden">
            {t('cabinet.entries.tableLabel')}
          </h2>
          <p className={styles.summary} role="status">
            {t(first?.totalCapped ? 'cabinet.entries.totalOver' : 'cabinet.entries.total', {
              count: first?.total ?? 0,
            })}
          </p>
          {rows.length === 0 ? (
            <p className={styles.empty}>{t('cabinet.entries.empty')}</p>
          ) : (
            <div className={styles.scroll} role="region" aria-labelledby="cabinet-entries-table" tabIndex={0}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col" className={styles.sticky}>
                      {t('cabinet.entries.columns.name')}
                    </th>
                    <th scope="col">{t('cabinet.entries.columns.bib')}</th>
                    <th scope="col">{t('cabinet.entries.columns.gender')}</th>
                    <th scope="col">{t('cabinet.entries.columns.ageGroup')}</th>
                    <th scope="col">{t('cabinet.entries.columns.race')}</th>
                    <th scope="col">{t('cabinet.entries.columns.team')}</th>
                    <th scope="col">{t('cabinet.entries.columns.state')}</th>
                    <th scope="col">{t('cabinet.entries.columns.order')}</th>
                    <th scope="col">{t('cabinet.entries.columns.city')}</th>
                    <th scope="col">{t('cabinet.entries.columns.club')}</th>
                    <th scope="col">{t('cabinet.entries.columns.registeredAt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((entry) => (
                    <EntryRow
                      key={entry.id}
                      entry={entry}
                      lang={lang}
                      bibOf={canNumber ? code : null}
                      code={code}
                      timeZone={first?.event.timeZone ?? 'Europe/Moscow'}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {query.hasNextPage && (
            <button
              type="button"
              className={styles.more}
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t('common.loading') : t('cabinet.showMore')}
            </button>
          )}
        </section>
      )}
    </>
  );
}

function EntryRow({
  entry,
  lang,
  timeZone,
  bibOf,
  code,
}: {
  /** The event's code: the name opens the entry's page (cabinet-entry-page.tsx). */
  code: string;
  entry: CabinetEntry;
  lang: Language;
  timeZone: string;
  /** The event's code when the user may change numbers (an inline edit), else null. */
  bibOf?: string | null;
}) {
  const { t } = useTranslation();
  const ageGroup = AGE_GROUPS.find((g) => g.id === entry.ageGroup);
  const team = [entry.team, entry.stage !== null ? t('cabinet.entries.stageN', { stage: entry.stage }) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <tr>
      <th scope="row" className={styles.sticky}>
        <Link
          to={`/cabinet/events/${encodeURIComponent(code)}/entries/${entry.id}`}
          className={`${styles.strong} ${styles.link}`}
        >
          {entry.lastName} {entry.firstName}
        </Link>
        {entry.email && <span className={styles.muted}>{entry.email}</span>}
        {entry.phone && <span className={styles.muted}>{entry.phone}</span>}
      </th>
      <td className={styles.num}>
        {bibOf ? (
          <EntryBibCell
            code={bibOf}
            id={entry.id}
            bib={entry.bib}
            name={`${entry.lastName} ${entry.firstName}`}
          />
        ) : (
          (entry.bib ?? '—')
        )}
      </td>
      <td>{entry.gender ? t(`cabinet.entries.genderShort.${entry.gender}`) : '—'}</td>
      <td>{ageGroup ? ageGroup[lang] : (entry.ageGroup ?? '—')}</td>
      <td>{entry.race.name}</td>
      <td>{team || '—'}</td>
      <td>{t(`cabinet.entries.states.${entry.state}`)}</td>
      <td>
        {entry.order ? (
          <>
            <span className={styles.num}>{entry.order.number}</span>
            <span className={styles.muted}>
              {ORDER_STATUSES.includes(entry.order.status)
                ? t(`cabinet.entries.orderStatuses.${entry.order.status as 'paid'}`)
                : entry.order.status}
            </span>
          </>
        ) : (
          '—'
        )}
      </td>
      <td>{entry.city ?? '—'}</td>
      <td>{entry.club ?? '—'}</td>
      <td className={styles.num}>
        {formatDate(entry.registeredAt, lang, timeZone)}
        <span className={styles.muted}>{formatTime(entry.registeredAt, lang, timeZone)}</span>
      </td>
    </tr>
  );
}
