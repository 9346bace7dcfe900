import {
  QUESTIONS_PER_DAY,
  type MyQuestions,
  type Question,
  type QuestionForOrganizer,
} from '../../shared/schemas/questions.js';
import { newToken, tokenHash } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import type { EventQuestionRow } from '../db/schema.js';
import { DomainError } from '../domain-error.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Mailer } from '../mail/mailer.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { answerToAskerMail, questionToOrganizerMail, type QuestionMailContext } from './questions-mails.js';
import {
  createQuestionsRepo,
  type QuestionEvent,
  type QuestionForAnswer,
  type QuestionsRepo,
} from './questions.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function questionView(row: EventQuestionRow): Question {
  return {
    id: row.id,
    text: row.text,
    askedAt: row.createdAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** How mails of a request are written: its language, the tenant's name, its origin for links. */
const mailContext = (ctx: RequestContext): QuestionMailContext => ({
  lang: ctx.language,
  siteName: ctx.tenant.name,
  origin: ctx.origin,
});

const eventName = (event: { nameRu: string; nameEn: string }, lang: QuestionMailContext['lang']) =>
  lang === 'en' ? event.nameEn || event.nameRu : event.nameRu || event.nameEn;

function askerNameOf({ asker }: QuestionForAnswer): string {
  const name = `${asker.firstName ?? ''} ${asker.lastName ?? ''}`.trim();
  return name || asker.email;
}

/** Questions to an event's organizer: asked by signed-in users, answered through a one-use mailed link. */
export function createQuestionsService(
  db: Db,
  deps: { mailer: Mailer; limiter: RateLimiter; clock?: () => Date },
) {
  const clock = deps.clock ?? (() => new Date());
  const repoOf = (ctx: RequestContext) => createQuestionsRepo(db, ctx.tenant.id);

  async function eventOf(repo: QuestionsRepo, code: string): Promise<QuestionEvent> {
    const event = await repo.eventByCode(code);
    if (!event) throw new DomainError('NOT_FOUND');
    return event;
  }

  async function questionOfToken(repo: QuestionsRepo, token: string): Promise<QuestionForAnswer> {
    const found = TOKEN_SHAPE.test(token) ? await repo.byTokenHash(tokenHash(token)) : null;
    if (!found) throw new DomainError('TOKEN_INVALID');
    return found;
  }

  /** Why a question takes no answer (or no closing) any more: closed in the cabinet, or answered. */
  function refusalOf(
    question: EventQuestionRow,
    answered: 'TOKEN_USED' | 'QUESTION_ANSWERED',
  ): DomainError | null {
    if (question.closedAt !== null) return new DomainError('QUESTION_CLOSED');
    if (question.answer !== null) return new DomainError(answered);
    return null;
  }

  /** After a conditional update changed nothing: what somebody else did to the question meanwhile. */
  async function lostRace(
    ctx: RequestContext,
    found: QuestionForAnswer,
    answered: 'TOKEN_USED' | 'QUESTION_ANSWERED',
  ): Promise<DomainError> {
    const now = await repoOf(ctx).byTokenHash(found.question.answerTokenHash);
    return (now && refusalOf(now.question, answered)) ?? new DomainError(answered);
  }

  /**
   * Stores the organizer's answer unless the question has one or was closed (one conditional UPDATE: of two
   * answers at once, one wins; the other gets `answered`), and mails the asker. From the mailed link and
   * the cabinet.
   */
  async function storeAnswer(
    ctx: RequestContext,
    found: QuestionForAnswer,
    answer: string,
    answered: 'TOKEN_USED' | 'QUESTION_ANSWERED',
  ): Promise<Question> {
    const refusal = refusalOf(found.question, answered);
    if (refusal) throw refusal;
    const at = clock();
    const stored = await repoOf(ctx).answer(found.question.id, answer, at);
    if (!stored) throw await lostRace(ctx, found, answered);
    await deps.mailer.send(
      ctx.tenant.id,
      answerToAskerMail(found.asker.email, mailContext(ctx), {
        eventName: eventName(found.event, ctx.language),
        eventCode: found.event.code,
        question: found.question.text,
        answer,
      }),
    );
    return questionView({ ...found.question, answer, answeredAt: at });
  }

  return {
    /** Stores the question and mails the organizer (the tenant's support address when the event has none). */
    async ask(ctx: RequestContext, code: string, text: string): Promise<Question> {
      const user = signedInUser(ctx);
      const repo = repoOf(ctx);
      const event = await eventOf(repo, code);
      const userId = userIdOf(user);
      await deps.limiter.take([
        {
          bucket: `event-question:${ctx.tenant.id}:${event.id}:${userId}`,
          limit: QUESTIONS_PER_DAY,
          windowMs: DAY_MS,
          error: 'RATE_LIMITED',
        },
      ]);

      const token = newToken();
      const row = await repo.insert({
        eventId: event.id,
        userId,
        text,
        answerTokenHash: tokenHash(token),
      });
      const to = event.organizerEmail?.trim() || ctx.tenant.supportEmail;
      await deps.mailer.send(
        ctx.tenant.id,
        questionToOrganizerMail(to, mailContext(ctx), {
          eventName: eventName(event, ctx.language),
          question: text,
          askerName: user.fullName,
          askerEmail: user.email,
          token,
        }),
      );
      return questionView(row);
    },

    /** The user's own questions about an event, newest first; a visitor has none. */
    async listOwn(ctx: RequestContext, code: string): Promise<MyQuestions> {
      const repo = repoOf(ctx);
      const event = await eventOf(repo, code);
      if (!ctx.user) return { items: [] };
      const rows = await repo.listOwn(event.id, userIdOf(ctx.user));
      return { items: rows.map(questionView) };
    },

    /** What the organizer's answer page shows; a question closed in the cabinet: QUESTION_CLOSED. */
    async forOrganizer(ctx: RequestContext, token: string): Promise<QuestionForOrganizer> {
      const found = await questionOfToken(repoOf(ctx), token);
      if (found.question.closedAt !== null) throw new DomainError('QUESTION_CLOSED');
      return {
        eventName: eventName(found.event, ctx.language),
        eventCode: found.event.code,
        text: found.question.text,
        askedAt: found.question.createdAt.toISOString(),
        askerName: askerNameOf(found),
        answer: found.question.answer,
      };
    },

    /** Stores the organizer's answer (once) and mails the asker. */
    async answer(ctx: RequestContext, token: string, answer: string): Promise<void> {
      const found = await questionOfToken(repoOf(ctx), token);
      await storeAnswer(ctx, found, answer, 'TOKEN_USED');
    },

    /**
     * The organizer cabinet's answer to a question of an event (the caller checked the permission): the
     * same store and mail as the link's; NOT_FOUND for a question of another event, QUESTION_ANSWERED twice.
     */
    async answerById(ctx: RequestContext, eventId: number, questionId: number, answer: string) {
      const found = await repoOf(ctx).byId(eventId, questionId);
      if (!found) throw new DomainError('NOT_FOUND');
      return storeAnswer(ctx, found, answer, 'QUESTION_ANSWERED');
    },

    /**
     * Closes an open question of an event without an answer (the caller checked the permission): nobody
     * is mailed. NOT_FOUND for a question of another event; QUESTION_ANSWERED or QUESTION_CLOSED when it
     * was answered or closed first (one conditional UPDATE decides between an answer and a closing).
     */
    async closeById(ctx: RequestContext, eventId: number, questionId: number): Promise<void> {
      const found = await repoOf(ctx).byId(eventId, questionId);
      if (!found) throw new DomainError('NOT_FOUND');
      const refusal = refusalOf(found.question, 'QUESTION_ANSWERED');
      if (refusal) throw refusal;
      const closed = await repoOf(ctx).close(eventId, questionId, userIdOf(signedInUser(ctx)), clock());
      if (!closed) throw await lostRace(ctx, found, 'QUESTION_ANSWERED');
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
