import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { events } from './events.js';
import { tenants } from './tenants.js';

/**
 * A signed-in user's question to the organizer of an event (issue 3, item 5). The organizer answers
 * through a one-use link mailed to them; the row keeps only the SHA-256 (hex) of that link's token.
 */
export const eventQuestions = pgTable(
  'event_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    eventId: integer('event_id').notNull(),
    userId: integer('user_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answerTokenHash: text('answer_token_hash').notNull(),
    /** Closed in the organizer cabinet without an answer (issue 18): nobody is mailed, the link refuses it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The user who closed it (kept when that account goes: the question's history). */
    closedBy: integer('closed_by'),
  },
  (t) => [
    uniqueIndex('event_questions_answer_token_unique').on(t.answerTokenHash),
    /** A user's questions of an event, newest first; also the 24-hour rate limit. */
    index('event_questions_tenant_event_user_idx').on(t.tenantId, t.eventId, t.userId, t.createdAt),
    check('event_questions_text_check', sql`char_length(${t.text}) between 1 and 2000`),
    check(
      'event_questions_answer_check',
      sql`(${t.answer} is null) = (${t.answeredAt} is null) and coalesce(char_length(${t.answer}), 1) between 1 and 4000`,
    ),
    /** Open, answered or closed: never both answered and closed. */
    check('event_questions_closed_check', sql`${t.closedAt} is null or ${t.answeredAt} is null`),
    foreignKey({
      name: 'event_questions_event_tenant_fk',
      columns: [t.eventId, t.tenantId],
      foreignColumns: [events.id, events.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_questions_user_tenant_fk',
      columns: [t.userId, t.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
  ],
);

export type EventQuestionRow = typeof eventQuestions.$inferSelect;
