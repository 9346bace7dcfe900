import { Outlet, useOutletContext, useParams } from 'react-router';
import type { SeriesDetail } from '../../../shared/schemas/catalogue.js';
import { HeroSkeleton } from '../../components/ui/hero-skeleton.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useSeries } from '../../features/series/api/get-series.js';
import { SeriesHeader } from '../../features/series/components/series-header.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { isHttpError } from '../../lib/http.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { NotFoundPage } from '../not-found/not-found-page.js';
import styles from './series-page.module.css';

/** The series page frame (SPEC §2): header with tabs Overview and Events. */
export function SeriesPage() {
  const { seriesCode = '' } = useParams();
  const query = useSeries(seriesCode);

  if (query.isError && isHttpError(query.error) && query.error.status === 404) return <NotFoundPage />;
  if (query.isPending) {
    // the same frame as the loaded page, so nothing shifts when the series arrives
    return (
      <>
        <HeroSkeleton lines={1} />
        <div className={styles.content}>
          <Skeleton lines={3} />
        </div>
      </>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.content}>
        <QueryError onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <>
      <SeriesHeader series={query.data} />
      <div className={styles.content}>
        <Outlet context={query.data} />
      </div>
    </>
  );
}

export function useLoadedSeries(): SeriesDetail {
  return useOutletContext<SeriesDetail>();
}

export function useSeriesTitle(series: SeriesDetail, tab?: string): void {
  const name = useTenantName();
  useDocumentTitle([tab, series.name, name].filter(Boolean).join(' — '));
}
