import { useOutletContext, useParams } from 'react-router';
import type { SeriesDetail } from '../../../shared/schemas/catalogue.js';
import { useSeries } from '../../features/series/api/get-series.js';
import { SeriesHeader } from '../../features/series/components/series-header.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { HeroPageFrame } from '../hero-page/hero-page-frame.js';

/** The series page frame (SPEC §2): header with tabs Overview and Events. */
export function SeriesPage() {
  const { seriesCode = '' } = useParams();
  return (
    <HeroPageFrame
      query={useSeries(seriesCode)}
      skeleton={{ heroLines: 1 }}
      header={(series) => <SeriesHeader series={series} />}
    />
  );
}

export function useLoadedSeries(): SeriesDetail {
  return useOutletContext<SeriesDetail>();
}

export function useSeriesTitle(series: SeriesDetail, tab?: string): void {
  const name = useTenantName();
  useDocumentTitle([tab, series.name, name].filter(Boolean).join(' — '));
}
