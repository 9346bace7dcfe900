import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { persons, users } from './accounts.js';
import { events } from './events.js';
import { races } from './races.js';
import { tenants } from './tenants.js';

/** A relay's stages (issue 17): each with its distance and participant count (from, to or exact). */
export const raceStages = pgTable(
  'race_stages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    raceId: integer('race_id').notNull(),
    /** 1, 2, 3 … in running order. */
    position: integer('position').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull(),
    lengthM: integer('length_m').notNull(),
    /** null: no minimum / no maximum; equal: exactly that many. */
    minParticipants: integer('min_participants'),
    maxParticipants: integer('max_participants'),
  },
  (t) => [
    unique('race_stages_race_position_unique').on(t.raceId, t.position),
    index('race_stages_tenant_race_idx').on(t.tenantId, t.raceId),
    check('race_stages_position_check', sql`${t.position} >= 1`),
    check(
      'race_stages_count_check',
      sql`(${t.minParticipants} is null or ${t.minParticipants} >= 0) and (${t.maxParticipants} is null or ${t.maxParticipants} >= greatest(${t.minParticipants}, 1))`,
    ),
    foreignKey({
      name: 'race_stages_race_tenant_fk',
      columns: [t.raceId, t.tenantId],
      foreignColumns: [races.id, races.tenantId],
    }).onDelete('cascade'),
  ],
);

export const TEAM_STATUSES = ['active', 'disbanded', 'expired'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

/**
 * A team of a team or relay race. An active team takes one of the race's places (its capacity counts
 * teams) while it forms (until `expires_at`) or while one of its members' registrations holds a place.
 */
export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    eventId: integer('event_id').notNull(),
    raceId: integer('race_id').notNull(),
    name: text('name').notNull(),
    /** The name as compared (shared/domain/teams.ts teamNameKey). */
    nameKey: text('name_key').notNull(),
    /** Crockford base 32, normalized (teams.ts); unique across tenants, looked up within one. */
    joinCode: text('join_code').notNull(),
    /** null: a team of an imported start list (no account behind it). */
    captainUserId: integer('captain_user_id'),
    status: text('status').$type<TeamStatus>().notNull().default('active'),
    /** End of a forming team's hold of its place; a live registration of a member keeps it after. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('teams_id_tenant_unique').on(t.id, t.tenantId),
    uniqueIndex('teams_join_code_unique').on(t.joinCode),
    /** SPEC §8 'Such a command already exists', code 1: the name is taken in the race. */
    uniqueIndex('teams_race_name_active_unique')
      .on(t.tenantId, t.raceId, t.nameKey)
      .where(sql`${t.status} = 'active'`),
    /** Code 2: a captain has one team in a race. */
    uniqueIndex('teams_race_captain_active_unique')
      .on(t.tenantId, t.raceId, t.captainUserId)
      .where(sql`${t.status} = 'active'`),
    index('teams_tenant_race_idx').on(t.tenantId, t.raceId),
    check('teams_status_check', sql`${t.status} in ('active', 'disbanded', 'expired')`),
    foreignKey({
      name: 'teams_race_tenant_fk',
      columns: [t.raceId, t.tenantId],
      foreignColumns: [races.id, races.tenantId],
    }),
    foreignKey({
      name: 'teams_event_tenant_fk',
      columns: [t.eventId, t.tenantId],
      foreignColumns: [events.id, events.tenantId],
    }),
    foreignKey({
      name: 'teams_captain_tenant_fk',
      columns: [t.captainUserId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
  ],
);

/**
 * A member of a team: the captain, a relative or friend the captain added, or a runner who joined by code.
 * One person is in at most one team of a race (the race is kept here for that index).
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    teamId: integer('team_id').notNull(),
    raceId: integer('race_id').notNull(),
    role: text('role').$type<'captain' | 'member'>().notNull().default('member'),
    kind: text('kind').$type<'self' | 'relative' | 'friend' | 'joined'>().notNull(),
    /** The profile of the captain, a relative or a runner who joined; null for a friend by e-mail. */
    personId: integer('person_id'),
    /** The account of a member who joined by code (pays their own share where the race says so). */
    userId: integer('user_id'),
    /** A friend's address (lower case). */
    email: text('email'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').$type<'male' | 'female'>(),
    birthDate: date('birth_date'),
    /** The relay stage's position; null: not assigned. */
    stage: integer('stage'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_members_team_idx').on(t.tenantId, t.teamId),
    index('team_members_user_idx')
      .on(t.tenantId, t.userId)
      .where(sql`${t.userId} is not null`),
    /** A person is in one team of a race. */
    uniqueIndex('team_members_race_person_unique')
      .on(t.tenantId, t.raceId, t.personId)
      .where(sql`${t.personId} is not null`),
    uniqueIndex('team_members_race_email_unique')
      .on(t.tenantId, t.raceId, t.email)
      .where(sql`${t.email} is not null`),
    check('team_members_role_check', sql`${t.role} in ('captain', 'member')`),
    check('team_members_kind_check', sql`${t.kind} in ('self', 'relative', 'friend', 'joined')`),
    check('team_members_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female')`),
    foreignKey({
      name: 'team_members_team_tenant_fk',
      columns: [t.teamId, t.tenantId],
      foreignColumns: [teams.id, teams.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'team_members_person_tenant_fk',
      columns: [t.personId, t.tenantId],
      foreignColumns: [persons.id, persons.tenantId],
    }),
    foreignKey({
      name: 'team_members_user_tenant_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type RaceStageRow = typeof raceStages.$inferSelect;
