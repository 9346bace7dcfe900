import { useTranslation } from '../../../i18n/shared-translation.js';
import { useSearchParams } from 'react-router';
import { AGE_GROUPS, type AgeGroupId } from '../../../../shared/domain/age-groups.js';
import { localizedOptions } from '../../../../shared/domain/sport-types.js';
import { categoryFits, defaultResultCategory } from '../../../../shared/domain/result-categories.js';
import type { EventDetail } from '../../../../shared/schemas/catalogue.js';
import { QueryError, Skeleton } from '../../../components/ui/query-state.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatRaceTime } from '../../../lib/catalogue-format.js';
import {
  categoriesOf,
  raceFormatOf,
  resultsParams,
  useResults,
  type ResultCategory,
} from '../api/get-results.js';
import { RaceSearchBar } from './race-search-bar.js';
import { TeamResultsTable } from './team-results-table.js';
import styles from './tables.module.css';

/**
 * The Results tab: race, category (overall / men / women / age group; a team or relay race's teams first),
 * search; state in the URL, the race's default category left out of it.
 */
export function ResultsView({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const lang = currentLanguage();
  const shown = resultsParams(event, params, lang);
  const { race = '', category, ageGroup = '', q = '' } = shown;
  const query = useResults(shown);

  const update = (next: { race?: string; category?: ResultCategory; ageGroup?: string; q?: string }) => {
    const merged = { race, category, ageGroup, q, ...next };
    const format = raceFormatOf(event, merged.race);
    const search = new URLSearchParams();
    if (merged.race) search.set('race', merged.race);
    if (merged.category !== defaultResultCategory(format) && categoryFits(merged.category, format))
      search.set('category', merged.category);
    if (merged.category === 'age' && merged.ageGroup) search.set('ageGroup', merged.ageGroup);
    if (merged.q) search.set('q', merged.q);
    setParams(search, { replace: true });
  };

  const withResults = event.races.filter((r) => r.hasResults);
  const fallbackGroups = localizedOptions(AGE_GROUPS, lang);
  const races = (query.data?.races ?? withResults).map((r) => ({ code: r.code, label: r.name }));
  const groups = query.data?.ageGroups.length ? query.data.ageGroups : fallbackGroups;

  return (
    <section aria-labelledby="results-title" className={styles.block}>
      <h2 id="results-title" className={styles.title}>
        {t('results.title')}
      </h2>
      <RaceSearchBar
        races={races}
        race={race}
        onRaceChange={(r) => update({ race: r })}
        q={q}
        onSearch={(text) => update({ q: text })}
      >
        <fieldset className={styles.segmented}>
          <legend>{t('results.category')}</legend>
          <div className={styles.segments}>
            {categoriesOf(raceFormatOf(event, race)).map((c) => (
              <label key={c} className={styles.segment}>
                <input
                  type="radio"
                  name="results-category"
                  value={c}
                  checked={category === c}
                  onChange={() => update({ category: c })}
                />
                <span>{t(`results.categories.${c}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {category === 'age' && (
          <div className={styles.field}>
            <label htmlFor="results-age-group">{t('results.ageGroup')}</label>
            <select
              id="results-age-group"
              className={styles.select}
              value={ageGroup}
              onChange={(e) => update({ ageGroup: e.target.value as AgeGroupId })}
            >
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </RaceSearchBar>
      {query.isPending ? (
        <Skeleton lines={4} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : query.data.category === 'team' ? (
        query.data.teams.length === 0 ? (
          <p role="status">{q ? t('event.table.nothingFound') : t('results.emptyTeams')}</p>
        ) : (
          <div
            className={styles.scroll}
            role="region"
            aria-labelledby="results-title"
            tabIndex={0}
            aria-busy={query.isPlaceholderData}
          >
            <TeamResultsTable results={query.data} />
          </div>
        )
      ) : query.data.rows.length === 0 ? (
        <p role="status">{q ? t('event.table.nothingFound') : t('results.empty')}</p>
      ) : (
        <div
          className={styles.scroll}
          role="region"
          aria-labelledby="results-title"
          tabIndex={0}
          aria-busy={query.isPlaceholderData}
        >
          <table className={styles.table}>
            <caption className="visually-hidden">
              {query.data.race.name} — {t(`results.categories.${category}`)}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('results.place')}</th>
                <th scope="col">{t('event.table.bib')}</th>
                <th scope="col">{t('event.table.name')}</th>
                <th scope="col">{t('results.time')}</th>
                <th scope="col">{t('results.ageGroup')}</th>
                <th scope="col">{t('event.table.club')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.rows.map((row) => (
                <tr key={`${row.bib}-${row.name}`}>
                  <td className={styles.num}>{row.place ?? '—'}</td>
                  <td className={styles.num}>{row.bib}</td>
                  <td className={styles.strong}>{row.name}</td>
                  <td className={styles.num}>
                    {row.status === 'finished' && row.timeMs !== null
                      ? formatRaceTime(row.timeMs)
                      : t(`results.status.${row.status}`)}
                  </td>
                  <td>{row.ageGroup ?? '—'}</td>
                  <td>{row.club ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
