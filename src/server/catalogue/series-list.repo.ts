import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { rowsOf } from './db-rows.js';

export interface SeriesListRow {
  code: string;
  name_ru: string;
  name_en: string;
  upcoming_count: number;
  /** Start of the next event (on or after today), epoch ms; null when none is ahead. */
  next_ms: number | null;
  sport_types: string[];
}

/** The series list of one tenant's home page. */
export function createSeriesListRepo(db: Executor, tenantId: TenantId) {
  return {
    /**
     * Series with published events: those with events from `dayStart` on first, soonest next start first;
     * then the rest, most recent last event first.
     */
    upcomingFirst(dayStart: Date, limit: number): Promise<SeriesListRow[]> {
      return rowsOf<SeriesListRow>(
        db,
        sql`select s.code, s.name_ru, s.name_en,
          (count(*) filter (where e.starts_at >= ${dayStart}))::int as upcoming_count,
          (extract(epoch from min(e.starts_at) filter (where e.starts_at >= ${dayStart})) * 1000)::float8
            as next_ms,
          array_agg(distinct e.sport_type order by e.sport_type) as sport_types
        from series s
        join events e on e.series_id = s.id and e.tenant_id = s.tenant_id and e.published
        where s.tenant_id = ${tenantId}
        group by s.id
        order by next_ms asc nulls last, max(e.starts_at) desc, s.id
        limit ${limit}`,
      );
    },
  };
}

export type SeriesListRepo = ReturnType<typeof createSeriesListRepo>;
