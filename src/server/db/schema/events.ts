import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { EventStatus } from '../../../shared/domain/event-status.js';
import type { PaymentMethod } from '../../../shared/schemas/payments.js';
import { cities, organizers, series } from './reference.js';
import { tenants } from './tenants.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export interface ProgramItem {
  time: string;
  title: string;
}
export interface EventProgram {
  ru: ProgramItem[];
  en: ProgramItem[];
}
export interface EventDocument {
  kind: 'terms' | 'offer' | 'certificate';
  titleRu: string;
  titleEn: string;
  url: string;
}
export interface Beneficiary {
  name: string;
  inn: string;
  ogrnip: string;
  address: string;
}
export interface StartPack {
  descriptionRu: string;
  descriptionEn: string;
  place: string;
  schedule: string;
}

/** The list filters' columns that the keyset indexes carry after `(starts_at, id)` (ADR 012). */
const filterColumns = (t: {
  sportType: AnyPgColumn;
  cityId: AnyPgColumn;
  activityType: AnyPgColumn;
  starRating: AnyPgColumn;
  isNational: AnyPgColumn;
  fastIdentification: AnyPgColumn;
}) => [t.sportType, t.cityId, t.activityType, t.starRating, t.isNational, t.fastIdentification] as const;

/** A sports event of a tenant: the catalogue's card and page. */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** IANA zone the event is shown in. */
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
    /** HTML, sanitised on write and on read. */
    descriptionRu: text('description_ru').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** An id of SPORT_TYPES. */
    sportType: text('sport_type').notNull().default('run'),
    activityType: text('activity_type').$type<'offline' | 'online'>().notNull().default('offline'),
    cityId: integer('city_id').references(() => cities.id),
    placeRu: text('place_ru'),
    placeEn: text('place_en'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    program: jsonb('program')
      .$type<EventProgram>()
      .notNull()
      .default(sql`'{"ru":[],"en":[]}'::jsonb`),
    website: text('website'),
    organizerId: integer('organizer_id'),
    operatorName: text('operator_name'),
    documents: jsonb('documents')
      .$type<EventDocument[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    beneficiary: jsonb('beneficiary').$type<Beneficiary>(),
    starRating: smallint('star_rating'),
    ratingApproved: boolean('rating_approved').notNull().default(false),
    isOnline: boolean('is_online').notNull().default(false),
    hasLiveStream: boolean('has_live_stream').notNull().default(false),
    fastIdentification: boolean('fast_identification').notNull().default(false),
    isFree: boolean('is_free').notNull().default(false),
    isNational: boolean('is_national').notNull().default(false),
    seriesId: integer('series_id'),
    startPack: jsonb('start_pack').$type<StartPack>(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    published: boolean('published').notNull().default(true),
    /**
     * The event's lifecycle (shared/domain/event-status.ts, ADR 028). `published` is kept equal to
     * `status <> 'draft'` by a trigger (migration 0019) and a check, so the list's partial indexes on
     * `published` stay as they are.
     */
    status: text('status').$type<EventStatus>().notNull().default('published'),
    /** The platform's commission in basis points for this event's orders; null: the tenant's (SPEC §9). */
    commissionBp: integer('commission_bp'),
    /** The payment methods this event takes; null: the tenant's (SPEC §9). */
    paymentMethods: text('payment_methods').array().$type<PaymentMethod[]>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * How many days a company's order paid by invoice holds its places (corporate cabinet, ADR 031); the
     * organizer sets it in the event editor.
     */
    corporateHoldDays: integer('corporate_hold_days').notNull().default(5),
    /**
     * The start of the event's last race (null without races), kept by triggers on `races` (migration
     * 0006). The "available registrations" filter needs a race that has not started: a past event whose
     * last race has started is ruled out from the list index alone (ADR 012).
     */
    lastRaceStartsAt: timestamp('last_race_starts_at', { withTimezone: true }),
    /** Full-text search over both languages' names, places and descriptions (HTML tags are skipped). */
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple'::regconfig, coalesce(name_ru, '') || ' ' || coalesce(name_en, '') || ' ' || coalesce(place_ru, '') || ' ' || coalesce(place_en, '') || ' ' || coalesce(description_ru, '') || ' ' || coalesce(description_en, ''))`,
    ),
  },
  (t) => [
    unique('events_tenant_code_unique').on(t.tenantId, t.code),
    /** Target of the tenant-consistent foreign keys of child rows. */
    unique('events_id_tenant_unique').on(t.id, t.tenantId),
    index('events_tenant_starts_at_idx').on(t.tenantId, t.startsAt),
    /**
     * Keyset pagination of the list: (starts_at, id) within a tenant's published events. The columns after
     * `id` carry the list's filters, so a walk in that order checks them without reading the table (an
     * index-only scan): the capped count and the page's ids (ADR 012).
     */
    index('events_list_keyset_idx')
      .on(
        t.tenantId,
        t.startsAt,
        t.id,
        ...filterColumns(t),
        t.isOnline,
        t.endsAt,
        t.seriesId,
        t.lastRaceStartsAt,
      )
      .where(sql`${t.published}`),
    /** The sport filter, the most used one, within the keyset order. */
    index('events_sport_keyset_idx')
      .on(t.tenantId, t.sportType, t.startsAt, t.id)
      .where(sql`${t.published}`),
    index('events_search_idx').using('gin', t.search),
    index('events_tenant_series_idx').on(t.tenantId, t.seriesId),
    index('events_tenant_city_idx').on(t.tenantId, t.cityId),
    /** The city filter within the keyset order: its capped count reads the index only (ADR 012). */
    index('events_city_keyset_idx')
      .on(t.tenantId, t.cityId, t.startsAt, t.id)
      .where(sql`${t.published}`),
    /** The star-rating filter: few events are rated, so their matches are found without a walk of all. */
    index('events_rating_keyset_idx')
      .on(t.tenantId, t.starRating, t.startsAt, t.id)
      .where(sql`${t.published} and ${t.starRating} is not null`),
    /** The Virtual tab: online events in the keyset order, with the tab's and the filters' columns. */
    index('events_online_keyset_idx')
      .on(t.tenantId, t.startsAt, t.id, t.endsAt, t.lastRaceStartsAt, ...filterColumns(t), t.seriesId)
      .where(sql`${t.published} and ${t.isOnline}`),
    /** The filter panel's places: read in order from the index, not sorted out of every event. */
    index('events_places_idx')
      .on(t.tenantId, t.placeRu, t.placeEn)
      .where(sql`${t.published} and ${t.placeRu} is not null and not ${t.isOnline}`),
    check('events_star_rating_check', sql`${t.starRating} between 0 and 5`),
    check('events_activity_type_check', sql`${t.activityType} in ('offline', 'online')`),
    check('events_corporate_hold_days_check', sql`${t.corporateHoldDays} between 1 and 30`),
    check('events_status_check', sql`${t.status} in ('draft', 'published', 'closed', 'finished')`),
    check('events_status_published_check', sql`${t.published} = (${t.status} <> 'draft')`),
    foreignKey({
      name: 'events_organizer_tenant_fk',
      columns: [t.organizerId, t.tenantId],
      foreignColumns: [organizers.id, organizers.tenantId],
    }),
    foreignKey({
      name: 'events_series_tenant_fk',
      columns: [t.seriesId, t.tenantId],
      foreignColumns: [series.id, series.tenantId],
    }),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

/**
 * The words of a tenant's event names, for typo-tolerant search (ADR 012): a query word the full-text search
 * does not know is replaced by the known words it resembles (trigram word similarity), and the list is then
 * searched by full text. Filled by triggers on `events` (migration 0006); a word is never removed (a word
 * no event has any more only makes a search find nothing).
 */
export const searchWords = pgTable(
  'search_words',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_words_pk', columns: [t.tenantId, t.word] }),
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);
