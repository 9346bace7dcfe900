import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { ResultStatus } from '../../../shared/domain/result-statuses.js';
import { events } from './events.js';
import { races } from './races.js';
import { tenants } from './tenants.js';

/** Finished, did not finish, did not start, disqualified (no place, issue 18). */
export { RESULT_STATUSES, type ResultStatus } from '../../../shared/domain/result-statuses.js';

/** One line of a race's results. `event_id` is kept beside the race for the list's "has results". */
export const results = pgTable(
  'results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    eventId: integer('event_id').notNull(),
    raceId: integer('race_id').notNull(),
    bib: text('bib').notNull(),
    name: text('name').notNull(),
    gender: text('gender').$type<'male' | 'female'>().notNull(),
    birthYear: integer('birth_year'),
    /** An id of AGE_GROUPS. */
    ageGroup: text('age_group'),
    club: text('club'),
    city: text('city'),
    timeMs: integer('time_ms'),
    status: text('status').$type<ResultStatus>().notNull().default('finished'),
    /** The registration this line belongs to, when known (training history of the personal account). */
    registrationId: integer('registration_id'),
    /** A team or relay race's line: the team's name and the member's relay stage (issue 17). */
    teamName: text('team_name'),
    stage: integer('stage'),
  },
  (t) => [
    index('results_tenant_race_idx').on(t.tenantId, t.raceId),
    index('results_tenant_event_idx').on(t.tenantId, t.eventId),
    index('results_registration_idx').on(t.registrationId),
    check('results_status_check', sql`${t.status} in ('finished', 'dnf', 'dns', 'dsq')`),
    check('results_gender_check', sql`${t.gender} in ('male', 'female')`),
    foreignKey({
      name: 'results_event_tenant_fk',
      columns: [t.eventId, t.tenantId],
      foreignColumns: [events.id, events.tenantId],
    }),
    foreignKey({
      name: 'results_race_tenant_fk',
      columns: [t.raceId, t.tenantId],
      foreignColumns: [races.id, races.tenantId],
    }),
  ],
);

export type NewResultRow = typeof results.$inferInsert;
