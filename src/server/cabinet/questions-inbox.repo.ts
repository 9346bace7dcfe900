import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { QuestionState } from '../../shared/schemas/cabinet-questions.js';
import type { Executor } from '../db/client.js';
import { eventQuestions, persons, users } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

/** One question of the inbox with its asker. */
export interface InboxRow {
  id: number;
  text: string;
  createdAt: Date;
  answer: string | null;
  answeredAt: Date | null;
  closedAt: Date | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** An event's questions as the organizer cabinet's inbox reads them (answering: questions.repo.ts). */
export function createQuestionsInboxRepo(db: Executor, tenantId: TenantId) {
  return {
    /** A page of the event's questions in a state (all: undefined), newest first; `id`: that one alone. */
    page(
      eventId: number,
      state: QuestionState | undefined,
      options: { offset: number; limit: number; id?: number },
    ): Promise<InboxRow[]> {
      const parts: SQL[] = [eq(eventQuestions.tenantId, tenantId), eq(eventQuestions.eventId, eventId)];
      if (state === 'open') parts.push(isNull(eventQuestions.answeredAt), isNull(eventQuestions.closedAt));
      if (state === 'answered') parts.push(isNotNull(eventQuestions.answeredAt));
      if (state === 'closed') parts.push(isNotNull(eventQuestions.closedAt));
      if (options.id !== undefined) parts.push(eq(eventQuestions.id, options.id));
      return db
        .select({
          id: eventQuestions.id,
          text: eventQuestions.text,
          createdAt: eventQuestions.createdAt,
          answer: eventQuestions.answer,
          answeredAt: eventQuestions.answeredAt,
          closedAt: eventQuestions.closedAt,
          email: users.email,
          firstName: persons.firstName,
          lastName: persons.lastName,
        })
        .from(eventQuestions)
        .innerJoin(
          users,
          and(eq(users.id, eventQuestions.userId), eq(users.tenantId, eventQuestions.tenantId)),
        )
        .leftJoin(persons, and(eq(persons.accountUserId, users.id), eq(persons.tenantId, users.tenantId)))
        .where(and(...parts))
        .orderBy(desc(eventQuestions.createdAt), desc(eventQuestions.id))
        .limit(options.limit)
        .offset(options.offset);
    },

    /** How many of the event's questions are open, answered and closed. */
    async counts(eventId: number): Promise<Record<QuestionState, number>> {
      const [row] = await db
        .select({
          open: sql<number>`count(*) filter (where ${eventQuestions.answeredAt} is null and ${eventQuestions.closedAt} is null)::int`,
          answered: sql<number>`count(*) filter (where ${eventQuestions.answeredAt} is not null)::int`,
          closed: sql<number>`count(*) filter (where ${eventQuestions.closedAt} is not null)::int`,
        })
        .from(eventQuestions)
        .where(and(eq(eventQuestions.tenantId, tenantId), eq(eventQuestions.eventId, eventId)));
      return { open: row?.open ?? 0, answered: row?.answered ?? 0, closed: row?.closed ?? 0 };
    },
  };
}
