import type {
  CabinetQuestion,
  CabinetQuestions,
  CabinetQuestionsQuery,
} from '../../shared/schemas/cabinet-questions.js';
import { pick } from '../catalogue/cards.js';
import type { Db } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Mailer } from '../mail/mailer.js';
import { createQuestionsService } from '../questions/questions.service.js';
import type { RequestContext } from '../request-context.js';
import { eventFor } from './cabinet-access.js';
import { createQuestionsInboxRepo, type InboxRow } from './questions-inbox.repo.js';

/*
 * The organizer cabinet's questions inbox (issue 18 item 7): an event's questions, and the organizer's
 * answer to one, or its closing without an answer. Who may: cabinet-access.ts (questions.answer). The
 * answer is the questions service's own (questions.service.ts): the same conditional store and the same
 * mail to the asker as the mailed link. A closing mails nobody; the mailed link then refuses the question.
 */

const runnerName = (row: { email: string; firstName: string | null; lastName: string | null }) =>
  `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || row.email;

function questionOf(row: InboxRow): CabinetQuestion {
  return {
    id: row.id,
    text: row.text,
    askedAt: row.createdAt.toISOString(),
    state: row.answeredAt ? 'answered' : row.closedAt ? 'closed' : 'open',
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    runner: { name: runnerName(row), email: row.email },
  };
}

export function createQuestionsInboxService(
  db: Db,
  deps: { mailer: Mailer; limiter: RateLimiter; clock?: () => Date },
) {
  const questions = createQuestionsService(db, deps);

  /** A question of the event as the inbox shows it now (after an answer or a closing). */
  async function questionNow(ctx: RequestContext, eventId: number, questionId: number) {
    const [row] = await tenantTransaction(db, ctx.tenant.id, (tx) =>
      createQuestionsInboxRepo(tx, ctx.tenant.id).page(eventId, undefined, {
        offset: 0,
        limit: 1,
        id: questionId,
      }),
    );
    return questionOf(row!);
  }

  return {
    /** GET /api/cabinet/events/:code/questions */
    async list(ctx: RequestContext, code: string, query: CabinetQuestionsQuery): Promise<CabinetQuestions> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { event } = await eventFor(tx, ctx, code, 'questions.answer');
        const repo = createQuestionsInboxRepo(tx, ctx.tenant.id);
        const offset = query.cursor ?? 0;
        const state = query.state === 'all' ? undefined : query.state;
        // one more than the page tells whether there is a next one
        const rows = await repo.page(event.id, state, { offset, limit: query.limit + 1 });
        const counts = await repo.counts(event.id);
        const page = rows.slice(0, query.limit);
        return {
          event: { code: event.code, name: pick(ctx.language, event.nameRu, event.nameEn) },
          questions: page.map(questionOf),
          counts,
          nextCursor: rows.length > query.limit ? offset + page.length : null,
        };
      });
    },

    /** POST /api/cabinet/events/:code/questions/:id/answer: 404 for another event's, 409 twice. */
    async answer(
      ctx: RequestContext,
      code: string,
      questionId: number,
      text: string,
    ): Promise<CabinetQuestion> {
      const { event } = await tenantTransaction(db, ctx.tenant.id, (tx) =>
        eventFor(tx, ctx, code, 'questions.answer'),
      );
      await questions.answerById(ctx, event.id, questionId, text);
      return questionNow(ctx, event.id, questionId);
    },

    /** POST /api/cabinet/events/:code/questions/:id/close: 404 for another event's, 409 when not open. */
    async close(ctx: RequestContext, code: string, questionId: number): Promise<CabinetQuestion> {
      const { event } = await tenantTransaction(db, ctx.tenant.id, (tx) =>
        eventFor(tx, ctx, code, 'questions.answer'),
      );
      await questions.closeById(ctx, event.id, questionId);
      return questionNow(ctx, event.id, questionId);
    },
  };
}

export type QuestionsInboxService = ReturnType<typeof createQuestionsInboxService>;
