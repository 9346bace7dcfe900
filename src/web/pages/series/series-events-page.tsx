import { useMemo } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { EventsBrowser } from '../../features/events-list/components/events-browser.js';
import { useLoadedSeries, useSeriesTitle } from './series-page.js';

/** The Events tab of a series: the events catalogue fixed to this series. */
export function SeriesEventsPage() {
  const { t } = useTranslation();
  const series = useLoadedSeries();
  useSeriesTitle(series, t('series.tabs.events'));
  const fixedFilters = useMemo(() => ({ series: series.code }), [series.code]);
  return (
    <EventsBrowser
      basePath={`/series/${encodeURIComponent(series.code)}/events`}
      fixedFilters={fixedFilters}
    />
  );
}
