import type { Language } from '../../shared/constants.js';
import { CLUB_EVENTS_SHOWN, type Clubs, type ClubSummary } from '../../shared/schemas/clubs.js';
import type { Db } from '../db/client.js';
import type { RequestContext } from '../request-context.js';
import { pick } from './cards.js';
import { createClubsRepo } from './clubs.repo.js';
import { listCriteria } from './list-criteria.js';

const cityName = (lang: Language, ru: string | null, en: string | null) =>
  ru === null ? null : pick(lang, ru, en);

/** The clubs page: every club of the tenant with its members' upcoming starts. */
export function createClubsService(db: Db, clock: () => Date = () => new Date()) {
  return {
    /**
     * A club's upcoming events are those its filter on the events list's Upcoming tab finds
     * (`/events/future?club={id}`): the same conditions, so the page's count and that list agree.
     */
    async list(ctx: RequestContext): Promise<Clubs> {
      const lang = ctx.language;
      const upcoming = listCriteria('future', {}, clock(), lang);
      const rows = await createClubsRepo(db, ctx.tenant.id).withEvents(upcoming, CLUB_EVENTS_SHOWN);
      const clubs = new Map<number, ClubSummary>();
      for (const row of rows) {
        let club = clubs.get(row.id);
        if (!club) {
          club = {
            id: row.id,
            name: row.name,
            city: cityName(lang, row.city_ru, row.city_en),
            participants: row.participants,
            upcomingCount: row.upcoming_count,
            upcomingEvents: [],
          };
          clubs.set(row.id, club);
        }
        if (row.event_code !== null && row.event_starts_ms !== null) {
          club.upcomingEvents.push({
            code: row.event_code,
            name: pick(lang, row.event_name_ru ?? '', row.event_name_en),
            startsAt: new Date(row.event_starts_ms).toISOString(),
            timeZone: row.event_time_zone ?? 'Europe/Moscow',
            city: cityName(lang, row.event_city_ru, row.event_city_en),
          });
        }
      }
      return { items: [...clubs.values()] };
    },
  };
}

export type ClubsService = ReturnType<typeof createClubsService>;
