import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { eventQuestions, events, organizers, persons, users, type EventQuestionRow } from '../db/schema.js';
import type { TenantId } from '../tenants/tenant-id.js';

export interface QuestionEvent {
  id: number;
  code: string;
  nameRu: string;
  nameEn: string;
  /** The organizer's e-mail; null or '' when the event has none. */
  organizerEmail: string | null;
}

export interface QuestionForAnswer {
  question: EventQuestionRow;
  event: { code: string; nameRu: string; nameEn: string };
  asker: { email: string; firstName: string | null; lastName: string | null };
}

/** Questions to one tenant's organizers. */
export function createQuestionsRepo(db: Executor, tenantId: TenantId) {
  /** The question `where` finds among the tenant's, with its event and asker. */
  async function forAnswer(where: SQL): Promise<QuestionForAnswer | null> {
    const [row] = await db
      .select({
        question: eventQuestions,
        event: { code: events.code, nameRu: events.nameRu, nameEn: events.nameEn },
        asker: { email: users.email, firstName: persons.firstName, lastName: persons.lastName },
      })
      .from(eventQuestions)
      .innerJoin(
        events,
        and(eq(events.id, eventQuestions.eventId), eq(events.tenantId, eventQuestions.tenantId)),
      )
      .innerJoin(users, and(eq(users.id, eventQuestions.userId), eq(users.tenantId, eventQuestions.tenantId)))
      .leftJoin(persons, and(eq(persons.accountUserId, users.id), eq(persons.tenantId, users.tenantId)))
      .where(and(eq(eventQuestions.tenantId, tenantId), where));
    return row ?? null;
  }

  return {
    /** A published event of the tenant with its organizer's e-mail. */
    async eventByCode(code: string): Promise<QuestionEvent | null> {
      const [row] = await db
        .select({
          id: events.id,
          code: events.code,
          nameRu: events.nameRu,
          nameEn: events.nameEn,
          organizerEmail: organizers.email,
        })
        .from(events)
        .leftJoin(
          organizers,
          and(eq(organizers.id, events.organizerId), eq(organizers.tenantId, events.tenantId)),
        )
        .where(and(eq(events.tenantId, tenantId), eq(events.code, code), eq(events.published, true)));
      return row ?? null;
    },

    async insert(values: {
      eventId: number;
      userId: number;
      text: string;
      answerTokenHash: string;
    }): Promise<EventQuestionRow> {
      const [row] = await db
        .insert(eventQuestions)
        .values({ tenantId, ...values })
        .returning();
      if (!row) throw new Error('insert into event_questions returned no row');
      return row;
    },

    /** A user's questions about an event, newest first. */
    listOwn(eventId: number, userId: number): Promise<EventQuestionRow[]> {
      return db
        .select()
        .from(eventQuestions)
        .where(
          and(
            eq(eventQuestions.tenantId, tenantId),
            eq(eventQuestions.eventId, eventId),
            eq(eventQuestions.userId, userId),
          ),
        )
        .orderBy(desc(eventQuestions.createdAt), desc(eventQuestions.id));
    },

    /** The question of an answer link's token hash, with its event and asker. */
    byTokenHash(tokenHash: string): Promise<QuestionForAnswer | null> {
      return forAnswer(eq(eventQuestions.answerTokenHash, tokenHash));
    },

    /** A question of an event by its id, with its event and asker (the organizer cabinet's answer). */
    byId(eventId: number, questionId: number): Promise<QuestionForAnswer | null> {
      return forAnswer(and(eq(eventQuestions.eventId, eventId), eq(eventQuestions.id, questionId))!);
    },

    /** Stores the answer unless the question has one or was closed; false when it was either. */
    async answer(questionId: number, answer: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(eventQuestions)
        .set({ answer, answeredAt: at })
        .where(
          and(
            eq(eventQuestions.tenantId, tenantId),
            eq(eventQuestions.id, questionId),
            isNull(eventQuestions.answer),
            isNull(eventQuestions.closedAt),
          ),
        )
        .returning({ id: eventQuestions.id });
      return rows.length > 0;
    },

    /** Closes an open question of an event without an answer; false when it is answered or closed. */
    async close(eventId: number, questionId: number, userId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(eventQuestions)
        .set({ closedAt: at, closedBy: userId })
        .where(
          and(
            eq(eventQuestions.tenantId, tenantId),
            eq(eventQuestions.eventId, eventId),
            eq(eventQuestions.id, questionId),
            isNull(eventQuestions.answer),
            isNull(eventQuestions.closedAt),
          ),
        )
        .returning({ id: eventQuestions.id });
      return rows.length > 0;
    },
  };
}

export type QuestionsRepo = ReturnType<typeof createQuestionsRepo>;
