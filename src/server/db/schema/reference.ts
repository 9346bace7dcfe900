import { boolean, doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

/** Reference data shared by all tenants: cities with their coordinates. */
export const cities = pgTable('cities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nameRu: text('name_ru').notNull().unique(),
  nameEn: text('name_en').notNull(),
  region: text('region').notNull().default(''),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

/** Who runs an event, with the legal requisites shown on the event page. */
export const organizers = pgTable(
  'organizers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    legalName: text('legal_name').notNull().default(''),
    inn: text('inn').notNull().default(''),
    ogrn: text('ogrn').notNull().default(''),
    address: text('address').notNull().default(''),
    /** A company's KPP (9 characters); blank for a sole trader. */
    kpp: text('kpp').notNull().default(''),
    /** The bank account payments by bank details go to (the invoice's payee, ADR 019); blank when unknown. */
    bankName: text('bank_name').notNull().default(''),
    bic: text('bic').notNull().default(''),
    /** The settlement account (расчётный счёт), 20 digits. */
    settlementAccount: text('settlement_account').notNull().default(''),
    /** The bank's correspondent account (корреспондентский счёт), 20 digits. */
    correspondentAccount: text('correspondent_account').notNull().default(''),
    /**
     * Included in the Ministry of Sport's list of sports organizations for the tax deduction (issue 19,
     * ADR 030): only such an organizer's certificates count for the deduction, so only they issue them.
     */
    taxDeductionListed: boolean('tax_deduction_listed').notNull().default(false),
  },
  (t) => [unique('organizers_id_tenant_unique').on(t.id, t.tenantId)],
);

export const clubs = pgTable(
  'clubs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    cityId: integer('city_id').references(() => cities.id),
  },
  (t) => [unique('clubs_id_tenant_unique').on(t.id, t.tenantId), index('clubs_tenant_idx').on(t.tenantId)],
);

export const series = pgTable(
  'series',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    /** HTML, sanitised on write and on read. */
    descriptionRu: text('description_ru').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
  },
  (t) => [
    unique('series_tenant_code_unique').on(t.tenantId, t.code),
    unique('series_id_tenant_unique').on(t.id, t.tenantId),
  ],
);

export type CityRow = typeof cities.$inferSelect;
export type OrganizerRow = typeof organizers.$inferSelect;
export type SeriesRow = typeof series.$inferSelect;
