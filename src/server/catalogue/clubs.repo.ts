import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { epochMs, rowsOf } from './db-rows.js';
import { and, clubEntry, listConditions, type ListCriteria } from './list-conditions.js';

/** A club with one of its soonest events; a club with none comes once, with the event columns null. */
export interface ClubEventRow {
  id: number;
  name: string;
  city_ru: string | null;
  city_en: string | null;
  /** People of the club entered in the matching events (confirmed, or holding a live place), each once. */
  participants: number;
  /** How many events match. */
  upcoming_count: number;
  event_code: string | null;
  event_name_ru: string | null;
  event_name_en: string | null;
  event_starts_ms: number | null;
  event_time_zone: string | null;
  event_city_ru: string | null;
  event_city_en: string | null;
}

/** The clubs page of one tenant. */
export function createClubsRepo(db: Executor, tenantId: TenantId) {
  return {
    /**
     * Every club of the tenant with the events of `events` (the events list's conditions: a tab, no other
     * filter) that its members entered: the `shown` soonest of them, one row each, with the count of all and
     * of the members entered in them. Clubs with such events first, soonest next start first; then by name.
     */
    withEvents(events: ListCriteria, shown: number): Promise<ClubEventRow[]> {
      return rowsOf<ClubEventRow>(
        db,
        sql`with entries as (
          select g.club_id, e.id as event_id, e.starts_at
          from registrations g
          join events e on ${clubEntry('g')}
          where g.tenant_id = ${tenantId} and g.club_id is not null and e.tenant_id = ${tenantId}
            and ${and(listConditions(tenantId, events))}
          group by g.club_id, e.id
        ), people as (
          select g.club_id,
            (count(distinct g.person_id) + count(*) filter (where g.person_id is null))::int as participants
          from registrations g
          join events e on ${clubEntry('g')}
          where g.tenant_id = ${tenantId} and g.club_id is not null and e.tenant_id = ${tenantId}
            and ${and(listConditions(tenantId, events))}
            and (g.status = 'confirmed' or g.expires_at is null or g.expires_at > now())
          group by g.club_id
        ), per_club as (
          select en.club_id, coalesce(max(pp.participants), 0)::int as participants,
            count(*)::int as upcoming_count, min(en.starts_at) as next_at
          from entries en left join people pp on pp.club_id = en.club_id
          group by en.club_id
        ), ranked as (
          select club_id, event_id,
            row_number() over (partition by club_id order by starts_at, event_id) as rn
          from entries
        )
        select c.id, c.name, cc.name_ru as city_ru, cc.name_en as city_en,
          coalesce(p.participants, 0)::int as participants,
          coalesce(p.upcoming_count, 0)::int as upcoming_count,
          e.code as event_code, e.name_ru as event_name_ru, e.name_en as event_name_en,
          ${sql.raw(epochMs('e.starts_at'))} as event_starts_ms, e.time_zone as event_time_zone,
          ec.name_ru as event_city_ru, ec.name_en as event_city_en
        from clubs c
        left join cities cc on cc.id = c.city_id
        left join per_club p on p.club_id = c.id
        left join ranked r on r.club_id = c.id and r.rn <= ${shown}
        left join events e on e.tenant_id = c.tenant_id and e.id = r.event_id
        left join cities ec on ec.id = e.city_id
        where c.tenant_id = ${tenantId}
        order by p.next_at asc nulls last, c.name, c.id, r.rn`,
      );
    },
  };
}

export type ClubsRepo = ReturnType<typeof createClubsRepo>;
