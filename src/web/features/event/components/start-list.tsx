import { useTranslation } from '../../../i18n/shared-translation.js';
import { useSearchParams } from 'react-router';
import type { EventDetail } from '../../../../shared/schemas/catalogue.js';
import { QueryError, Skeleton } from '../../../components/ui/query-state.js';
import { startListParams, useStartList } from '../api/get-start-list.js';
import { RaceSearchBar } from './race-search-bar.js';
import styles from './tables.module.css';

/**
 * The Members tab: a race's start list, searchable by name, bib or team, state in `?race=&q=`; a team or
 * relay race's list has a Team column with each member's stage.
 */
export function StartList({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { race = '', q = '' } = startListParams(event, params);
  const query = useStartList(startListParams(event, params));

  const update = (next: { race?: string; q?: string }) => {
    const merged = { race, q, ...next };
    const search = new URLSearchParams();
    if (merged.race) search.set('race', merged.race);
    if (merged.q) search.set('q', merged.q);
    setParams(search, { replace: true });
  };

  const first = query.data?.pages[0];
  const counts = new Map(first?.races.map((r) => [r.code, r.count]));
  const races = event.races.map((r) => ({
    code: r.code,
    label: counts.has(r.code) ? `${r.name} (${counts.get(r.code)})` : r.name,
  }));
  const rows = query.data?.pages.flatMap((p) => p.participants) ?? [];
  // a team or relay race (issue 17): its members come by team, then stage
  const teams = rows.some((p) => p.team !== null);

  if (event.races.length === 0) return <p>{t('event.noRaces')}</p>;

  return (
    <section aria-labelledby="startlist-title" className={styles.block}>
      <h2 id="startlist-title" className={styles.title}>
        {t('event.startList.title')}
      </h2>
      <RaceSearchBar
        races={races}
        race={race}
        onRaceChange={(r) => update({ race: r })}
        q={q}
        onSearch={(text) => update({ q: text })}
      />
      {query.isPending ? (
        <Skeleton lines={4} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className={styles.summary} role="status">
            {t('event.startList.total', { count: first?.total ?? 0 })}
          </p>
          {rows.length === 0 ? (
            <p>{q ? t('event.table.nothingFound') : t('event.startList.empty')}</p>
          ) : (
            <div className={styles.scroll} role="region" aria-labelledby="startlist-title" tabIndex={0}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    {teams && (
                      <th scope="col" className={styles.teamColumn}>
                        {t('event.table.team')}
                      </th>
                    )}
                    <th scope="col">{t('event.table.bib')}</th>
                    <th scope="col">{t('event.table.name')}</th>
                    <th scope="col">{t('event.table.city')}</th>
                    <th scope="col">{t('event.table.club')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((p, i) => (
                    <tr key={`${p.bib ?? ''}-${p.name}-${i}`}>
                      {teams && (
                        <td className={`${styles.teamColumn} ${styles.teamCell}`}>
                          <span className={styles.strong}>{p.team ?? '—'}</span>
                          {p.stage !== null && (
                            <span className={styles.muted}>
                              {t('event.table.stageN', { stage: p.stage })}
                            </span>
                          )}
                        </td>
                      )}
                      <td className={styles.num}>{p.bib ?? '—'}</td>
                      <td>
                        <span className={styles.strong}>{p.name}</span>
                        {/* a phone has no room for the Team column: the team and stage go under the name */}
                        {p.team !== null && (
                          <span className={`${styles.muted} ${styles.teamInline}`}>
                            {p.stage !== null
                              ? `${p.team} · ${t('event.table.stageN', { stage: p.stage })}`
                              : p.team}
                          </span>
                        )}
                      </td>
                      <td>{p.city ?? '—'}</td>
                      <td>{p.club ?? '—'}</td>
                    </tr>
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
              {query.isFetchingNextPage ? t('common.loading') : t('event.table.showMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
