import { sql } from 'drizzle-orm';
import type { EventStatus } from '../../shared/domain/event-status.js';
import type { Executor } from '../db/client.js';
import type { TenantId } from '../tenants/tenant-id.js';
import type { Beneficiary, EventDocument, EventProgram, StartPack } from '../db/schema.js';
import { rowsOf } from './db-rows.js';
import { CARD_COLUMNS, CARD_JOINS, type EventCardRow } from './events-list.repo.js';

export interface EventPageRow extends EventCardRow {
  tenant_id: number;
  /** A draft is answered only to its organizer's cabinet team (events.service.ts, the preview). */
  status: EventStatus;
  organizer_id: number | null;
  description_ru: string;
  description_en: string;
  activity_type: 'offline' | 'online';
  program: EventProgram;
  website: string | null;
  operator_name: string | null;
  documents: EventDocument[];
  beneficiary: Beneficiary | null;
  start_pack: StartPack | null;
  contact_email: string | null;
  contact_phone: string | null;
  org_name: string | null;
  org_email: string | null;
  org_phone: string | null;
  org_website: string | null;
  org_legal_name: string | null;
  org_inn: string | null;
  org_ogrn: string | null;
  org_address: string | null;
  updated_ms: number;
}

export interface ItemRow {
  id: number;
  kind: 'service' | 'good';
  name_ru: string;
  name_en: string;
  description_ru: string;
  description_en: string;
  price_amount: number;
  currency: string;
  stock: number | null;
}

/** Queries of one tenant's event pages (detail, items) and its sitemap. */
export function createEventPageRepo(db: Executor, tenantId: TenantId) {
  return {
    /**
     * An event of the tenant by its code, a draft too: the service answers a draft to its organizer's
     * team alone (the preview, ADR 028). Lists, search, series and the sitemap keep their `published`.
     */
    async eventByCode(code: string): Promise<EventPageRow | null> {
      const [row] = await rowsOf<EventPageRow>(
        db,
        sql`select ${CARD_COLUMNS}, 0 as score, e.tenant_id, e.status, e.organizer_id, e.description_ru, e.description_en, e.activity_type,
          e.program, e.website, e.operator_name, e.documents, e.beneficiary, e.start_pack, e.contact_email,
          e.contact_phone, o.name as org_name, o.email as org_email, o.phone as org_phone,
          o.website as org_website, o.legal_name as org_legal_name, o.inn as org_inn, o.ogrn as org_ogrn,
          o.address as org_address, (extract(epoch from e.updated_at) * 1000)::float8 as updated_ms
        from events e ${CARD_JOINS}
        left join organizers o on o.id = e.organizer_id and o.tenant_id = e.tenant_id
        where e.tenant_id = ${tenantId} and e.code = ${code}`,
      );
      return row ?? null;
    },

    items(eventId: number): Promise<ItemRow[]> {
      return rowsOf(
        db,
        sql`select id, kind, name_ru, name_en, description_ru, description_en, price_amount, currency, stock
        from event_items where tenant_id = ${tenantId} and event_id = ${eventId} order by kind desc, id`,
      );
    },

    /** Every published event and series URL of the tenant with its last change (sitemap). */
    async sitemapEntries(): Promise<{ kind: 'event' | 'series'; code: string; updated_ms: number }[]> {
      return rowsOf(
        db,
        sql`select 'event' as kind, code, (extract(epoch from updated_at) * 1000)::float8 as updated_ms
          from events where tenant_id = ${tenantId} and published
        union all
        select 'series' as kind, s.code, coalesce(max(extract(epoch from e.updated_at) * 1000), 0)::float8
          from series s left join events e on e.series_id = s.id and e.tenant_id = s.tenant_id and e.published
          where s.tenant_id = ${tenantId} group by s.code
        order by kind desc, code limit 49990`,
      );
    },
  };
}

export type EventPageRepo = ReturnType<typeof createEventPageRepo>;
