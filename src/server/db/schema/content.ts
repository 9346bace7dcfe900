import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { events } from './events.js';
import { tenants } from './tenants.js';

/** An open position at the tenant's company, shown at /Careers and /Careers/{id} (issue 5). */
export const vacancies = pgTable(
  'vacancies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    titleRu: text('title_ru').notNull(),
    titleEn: text('title_en').notNull(),
    teamRu: text('team_ru').notNull(),
    teamEn: text('team_en').notNull(),
    cityRu: text('city_ru').notNull(),
    cityEn: text('city_en').notNull(),
    /** HTML, sanitised on write and on read. */
    descriptionRu: text('description_ru').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** Plain text: what to send and where. */
    howToApplyRu: text('how_to_apply_ru').notNull(),
    howToApplyEn: text('how_to_apply_en').notNull(),
    applyEmail: text('apply_email').notNull(),
    employment: text('employment')
      .$type<'full-time' | 'part-time' | 'internship' | 'contract'>()
      .notNull()
      .default('full-time'),
    remote: boolean('remote').notNull().default(false),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vacancies_tenant_published_idx').on(t.tenantId, t.publishedAt),
    check(
      'vacancies_employment_check',
      sql`${t.employment} in ('full-time', 'part-time', 'internship', 'contract')`,
    ),
  ],
);

/** A visitor's question from the contacts page; mailed to the tenant's support address. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The signed-in author, if any. */
    userId: integer('user_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** For the per-address rate limit only. */
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_tenant_ip_idx').on(t.tenantId, t.clientIp, t.createdAt),
    check('contact_messages_message_check', sql`char_length(${t.message}) between 1 and 2000`),
    foreignKey({
      name: 'contact_messages_user_tenant_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
  ],
);

/** A company's request from /corp-client; mailed to sales. */
export const corporateLeads = pgTable(
  'corporate_leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    company: text('company').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** One of CORPORATE_TEAM_SIZES. */
    employees: text('employees').notNull(),
    /** Subset of CORPORATE_INTERESTS. */
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    message: text('message').notNull().default(''),
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('corporate_leads_tenant_ip_idx').on(t.tenantId, t.clientIp, t.createdAt),
    check('corporate_leads_message_check', sql`char_length(${t.message}) <= 2000`),
  ],
);

/** A partner campaign with its own landing page (e.g. /ostrovok) and a hand-picked list of events. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    partnerName: text('partner_name').notNull(),
    partnerUrl: text('partner_url').notNull(),
    titleRu: text('title_ru').notNull(),
    titleEn: text('title_en').notNull(),
    /** HTML, sanitised on write and on read. */
    descriptionRu: text('description_ru').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Plain text of the partner's offer (e.g. a discount for participants). */
    offerRu: text('offer_ru').notNull().default(''),
    offerEn: text('offer_en').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    unique('campaigns_tenant_code_unique').on(t.tenantId, t.code),
    unique('campaigns_id_tenant_unique').on(t.id, t.tenantId),
  ],
);

export const campaignEvents = pgTable(
  'campaign_events',
  {
    tenantId: integer('tenant_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    eventId: integer('event_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'campaign_events_pk', columns: [t.campaignId, t.eventId] }),
    index('campaign_events_event_idx').on(t.tenantId, t.eventId),
    foreignKey({
      name: 'campaign_events_campaign_tenant_fk',
      columns: [t.campaignId, t.tenantId],
      foreignColumns: [campaigns.id, campaigns.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'campaign_events_event_tenant_fk',
      columns: [t.eventId, t.tenantId],
      foreignColumns: [events.id, events.tenantId],
    }).onDelete('cascade'),
  ],
);

export type VacancyRow = typeof vacancies.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
