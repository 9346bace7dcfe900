import { Suspense, useMemo } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { useParams } from 'react-router';
import type { EventsLoaderType } from '../../../../shared/constants.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Icon } from '../../../components/ui/icon.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { useEventsMap } from '../api/get-events-map.js';
import { useListFilter } from '../api/get-list-filter.js';
import { useEventsList, type EventsListParams } from '../api/list-events.js';
import {
  countFilters,
  FILTER_KEYS,
  isEventsTab,
  writeFilters,
  type EventsView,
  type FilterKey,
  type FilterValues,
} from '../filter-params.js';
import { useEventsUrlState } from '../use-events-url-state.js';
import { useMediaQuery } from '../use-media-query.js';
import { LazyEventsMap } from './events-map-lazy.js';
import { CardSkeletons, EventsResults, InlineError } from './events-results.js';
import { EventsTabs } from './events-tabs.js';
import { FilterChips } from './filter-chips.js';
import { FiltersPanel } from './filters-panel.js';
import { SearchBox } from './search-box.js';
import styles from './events-browser.module.css';

export interface EventsBrowserProps {
  /** Tabs link to `${basePath}/${tab}`: '/events', or '/series/<code>/events' on a series page. */
  basePath: string;
  /** Filters the embedding page fixes (e.g. `{ series: code }`): always sent, never shown or removable. */
  fixedFilters?: FilterValues;
  /** The tab; by default the route's `:type` param (unknown values fall back to 'future'). */
  type?: EventsLoaderType;
}

const DESKTOP = '(min-width: 1024px)';

/** The events catalogue: tabs, search, filters, list or map (SPEC §2). Reads and writes the URL query. */
export function EventsBrowser({ basePath, fixedFilters, type }: EventsBrowserProps) {
  const { t, i18n } = useTranslation();
  const routeType = useParams().type;
  const tab: EventsLoaderType = type ?? (isEventsTab(routeType) ? routeType : 'future');
  const desktop = useMediaQuery(DESKTOP);
  const { filters, view, update } = useEventsUrlState();
  void i18n.language;
  const language = currentLanguage();

  const fixed = useMemo(() => fixedFilters ?? {}, [fixedFilters]);
  const hidden = useMemo(() => FILTER_KEYS.filter((key) => fixed[key] !== undefined) as FilterKey[], [fixed]);
  const visible = useMemo(() => {
    const own = { ...filters };
    for (const key of hidden) delete own[key];
    return own;
  }, [filters, hidden]);
  const queryParams: EventsListParams = useMemo(
    () => ({ type: tab, language, filters: { ...visible, ...fixed } }),
    [tab, language, visible, fixed],
  );

  const options = useListFilter(language, tab).data;
  const list = useEventsList(queryParams, view === 'list');
  const map = useEventsMap(queryParams, view === 'map');

  const apply = (next: FilterValues, nextView: EventsView = view) =>
    update({ filters: next, view: nextView });
  const resetFilters = () => apply(visible.q ? { q: visible.q } : {});
  const clearAll = () => apply({});
  const resetTo = `${basePath}/${tab}${view === 'map' ? '?view=map' : ''}`;

  const count =
    view === 'list'
      ? list.isSuccess
        ? (list.data.pages[0]?.total ?? 0)
        : null
      : map.isSuccess
        ? map.data.total
        : null;
  // The list counts up to 1,000 matches and says when there are more (ADR 012); the map counts exactly.
  const countOver = view === 'list' && list.isSuccess && list.data.pages[0]?.totalCapped === true;
  const notOnMap = view === 'map' && map.isSuccess ? map.data.total - map.data.points.length : 0;

  const tabSearch = writeFilters(visible, view).toString();

  return (
    <div className={styles.browser}>
      <EventsTabs basePath={basePath} current={tab} search={tabSearch} />

      <div className={styles.toolbar}>
        <SearchBox value={visible.q ?? ''} onSearch={(q) => apply({ ...visible, q: q || undefined })} />
        <div className={styles.toolbarEnd}>
          {desktop ? null : (
            <FiltersPanel
              desktop={false}
              filters={visible}
              activeCount={countFilters(visible)}
              options={options}
              hidden={hidden}
              onApply={(next) => apply(next)}
              onReset={resetFilters}
            />
          )}
          <div className={styles.viewSwitch} role="group" aria-label={t('events.viewLabel')}>
            {(['list', 'map'] as const).map((v) => (
              <button
                key={v}
                type="button"
                className={styles.viewButton}
                aria-pressed={view === v}
                onClick={() => view !== v && apply(visible, v)}
              >
                <Icon name={v === 'list' ? 'list' : 'map'} size="xs" />
                {t(v === 'list' ? 'events.viewList' : 'events.viewMap')}
              </button>
            ))}
          </div>
        </div>
      </div>

      <FilterChips
        filters={visible}
        options={options}
        hidden={hidden}
        onChange={(next) => apply(next)}
        onClear={clearAll}
      />

      <div className={styles.layout}>
        {desktop ? (
          <FiltersPanel
            desktop
            filters={visible}
            activeCount={countFilters(visible)}
            options={options}
            hidden={hidden}
            onApply={(next) => apply(next)}
            onReset={resetFilters}
          />
        ) : null}

        <section className={styles.results} aria-labelledby="events-count">
          <p id="events-count" className={styles.count} aria-live="polite" aria-atomic="true">
            {count === null ? '' : t(countOver ? 'events.foundOver' : 'events.found', { count })}
          </p>

          {view === 'list' ? (
            <EventsResults query={list} resetTo={resetTo} />
          ) : map.isPending ? (
            <div aria-busy="true">
              <p className="visually-hidden">{t('events.map.loading')}</p>
              <CardSkeletons count={2} />
            </div>
          ) : map.isError ? (
            <InlineError onRetry={() => void map.refetch()} />
          ) : !map.data.points.length ? (
            <EmptyState title={t('events.map.empty')} />
          ) : (
            <Suspense
              fallback={
                <p className={styles.mapLoading} aria-busy="true">
                  {t('events.map.loading')}
                </p>
              }
            >
              <LazyEventsMap points={map.data.points} />
            </Suspense>
          )}
          {notOnMap > 0 ? (
            <p className={styles.mapNote}>{t('events.map.notOnMap', { count: notOnMap })}</p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
