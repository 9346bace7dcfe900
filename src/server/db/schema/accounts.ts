import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { UserRole } from '../../../shared/schemas/user.js';
import { tenants } from './tenants.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Accounts (issue 4). Every account belongs to one tenant: the same e-mail may hold separate accounts on
 * separate tenants (ADR 005). E-mails are stored lower-cased.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    roles: text('roles')
      .array()
      .$type<UserRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_unique').on(t.tenantId, t.email),
    unique('users_id_tenant_unique').on(t.id, t.tenantId),
  ],
);

/** Server-side sessions; the cookie holds a random token, the row its SHA-256 (hex) as the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    foreignKey({
      name: 'sessions_user_tenant_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const EMAIL_TOKEN_PURPOSES = [
  'confirm-email',
  'reset-password',
  'link-relative',
  'unlock-sign-in',
] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** One-time tokens sent by e-mail; the row keeps the SHA-256 (hex) of the token as the id. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: text('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    purpose: text('purpose').$type<EmailTokenPurpose>().notNull(),
    /** Purpose data, e.g. `{ relativeId }` for a relative link, `{ returnUrl }` for a confirmation. */
    payload: jsonb('payload')
      .$type<Record<string, string | number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'email_tokens_purpose_check',
      sql`${t.purpose} in ('confirm-email', 'reset-password', 'link-relative', 'unlock-sign-in')`,
    ),
    foreignKey({
      name: 'email_tokens_user_tenant_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Hits of the rate limits (sign-in failures, mails asked for, relative look-ups …), one row per hit in a
 * named bucket such as `sign-in:pair:<tenant>:<email>:<ip>`. Checked and written under an advisory lock
 * of the bucket (see limits/rate-limiter.ts); rows older than the longest window are pruned.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_bucket_idx').on(t.bucket, t.at)],
);

/** Every mail the app sends. Without SMTP_URL it stays here (dev: /dev/outbox); with it, sentAt is set. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    to: text('to').notNull(),
    /** Where an answer goes (a contact-form or lead sender); null: to the sender. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    index('mail_outbox_tenant_idx').on(t.tenantId, t.createdAt),
    /** The mails of one address (the support desk shows an order's mails, ADR 026). */
    index('mail_outbox_recipient_idx').on(t.tenantId, sql`lower(${t.to})`, t.createdAt),
  ],
);

/**
 * A person's profile (SPEC §3). An account's own profile has `account_user_id`; a relative created by an
 * account holder has `created_by_user_id`. Blank text fields are ''.
 */
export const persons = pgTable(
  'persons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountUserId: integer('account_user_id'),
    createdByUserId: integer('created_by_user_id'),
    lastName: text('last_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    patronymic: text('patronymic').notNull().default(''),
    birthDate: date('birth_date'),
    gender: text('gender').$type<'unknown' | 'male' | 'female'>().notNull().default('unknown'),
    country: text('country').notNull().default('RU'),
    region: text('region').notNull().default(''),
    city: text('city').notNull().default(''),
    street: text('street').notNull().default(''),
    building: text('building').notNull().default(''),
    apartment: text('apartment').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    phone: text('phone').notNull().default(''),
    emergencyPhone: text('emergency_phone').notNull().default(''),
    noClub: boolean('no_club').notNull().default(false),
    club: text('club').notNull().default(''),
    profession: text('profession').notNull().default(''),
    starterPackSize: text('starter_pack_size'),
    socialCategory: text('social_category').notNull().default('none'),
    teamPromoCode: text('team_promo_code').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('persons_id_tenant_unique').on(t.id, t.tenantId),
    uniqueIndex('persons_account_user_unique').on(t.accountUserId),
    check('persons_gender_check', sql`${t.gender} in ('unknown', 'male', 'female')`),
    foreignKey({
      name: 'persons_account_user_tenant_fk',
      columns: [t.accountUserId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'persons_created_by_tenant_fk',
      columns: [t.createdByUserId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
  ],
);

export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    personId: integer('person_id').notNull(),
    /** Two-digit code of IDENTITY_DOCUMENT_TYPES. */
    type: text('type').notNull(),
    number: text('number').notNull(),
  },
  (t) => [
    uniqueIndex('identity_documents_person_type_unique').on(t.personId, t.type),
    foreignKey({
      name: 'identity_documents_person_tenant_fk',
      columns: [t.personId, t.tenantId],
      foreignColumns: [persons.id, persons.tenantId],
    }).onDelete('cascade'),
  ],
);

/** The resized profile photo of a person (JPEG). */
export const personImages = pgTable(
  'person_images',
  {
    personId: integer('person_id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'person_images_person_tenant_fk',
      columns: [t.personId, t.tenantId],
      foreignColumns: [persons.id, persons.tenantId],
    }).onDelete('cascade'),
  ],
);

/** The family group: an account holder's relatives (created persons, or other accounts' persons by link). */
export const relatives = pgTable(
  'relatives',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    ownerUserId: integer('owner_user_id').notNull(),
    personId: integer('person_id').notNull(),
    kind: text('kind').$type<'created' | 'linked'>().notNull(),
    status: text('status').$type<'active' | 'pending'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('relatives_owner_person_unique').on(t.ownerUserId, t.personId),
    check('relatives_kind_check', sql`${t.kind} in ('created', 'linked')`),
    check('relatives_status_check', sql`${t.status} in ('active', 'pending')`),
    foreignKey({
      name: 'relatives_owner_tenant_fk',
      columns: [t.ownerUserId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'relatives_person_tenant_fk',
      columns: [t.personId, t.tenantId],
      foreignColumns: [persons.id, persons.tenantId],
    }).onDelete('cascade'),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type PersonRow = typeof persons.$inferSelect;
export type NewPersonRow = typeof persons.$inferInsert;
