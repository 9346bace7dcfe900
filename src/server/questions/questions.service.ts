import {
  QUESTIONS_PER_DAY,
  type MyQuestions,
  type Question,
  type QuestionForOrganizer,
} from '../../shared/schemas/questions.js';
import type { SignedInUser } from '../../shared/schemas/user.js';
import { newToken, tokenHash } from '../auth/sessions.js';
import type { EventQuestionRow } from '../db/schema.js';
import { DomainError } from '../domain-error.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Mailer } from '../mail/mailer.js';
import type { Tenant } from '../tenants/tenants.service.js';
import { answerToAskerMail, questionToOrganizerMail, type QuestionMailContext } from './questions-mails.js';
import type { QuestionEvent, QuestionForAnswer, QuestionsRepo } from './questions.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** What the service needs of a request: its tenant and how to write mails for it. */
export interface QuestionRequestMeta extends QuestionMailContext {
  tenant: Tenant;
}

function questionView(row: EventQuestionRow): Question {
  return {
    id: row.id,
    text: row.text,
    askedAt: row.createdAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

const eventName = (event: { nameRu: string; nameEn: string }, lang: QuestionMailContext['lang']) =>
  lang === 'en' ? event.nameEn || event.nameRu : event.nameRu || event.nameEn;

function askerNameOf({ asker }: QuestionForAnswer): string {
  const name = `${asker.firstName ?? ''} ${asker.lastName ?? ''}`.trim();
  return name || asker.email;
}

/** Questions to an event's organizer: asked by signed-in users, answered through a one-use mailed link. */
export function createQuestionsService(
  repo: QuestionsRepo,
  deps: { mailer: Mailer; limiter: RateLimiter; clock?: () => Date },
) {
  const clock = deps.clock ?? (() => new Date());

  async function eventOf(tenant: Tenant, code: string): Promise<QuestionEvent> {
    const event = await repo.eventByCode(tenant.id, code);
    if (!event) throw new DomainError('NOT_FOUND');
    return event;
  }

  async function questionOfToken(tenant: Tenant, token: string): Promise<QuestionForAnswer> {
    const found = TOKEN_SHAPE.test(token) ? await repo.byTokenHash(tenant.id, tokenHash(token)) : null;
    if (!found) throw new DomainError('TOKEN_INVALID');
    return found;
  }

  return {
    /** Stores the question and mails the organizer (the tenant's support address when the event has none). */
    async ask(meta: QuestionRequestMeta, user: SignedInUser, code: string, text: string): Promise<Question> {
      const event = await eventOf(meta.tenant, code);
      const userId = Number(user.id);
      await deps.limiter.take([
        {
          bucket: `event-question:${meta.tenant.id}:${event.id}:${userId}`,
          limit: QUESTIONS_PER_DAY,
          windowMs: DAY_MS,
          error: 'RATE_LIMITED',
        },
      ]);

      const token = newToken();
      const row = await repo.insert(meta.tenant.id, {
        eventId: event.id,
        userId,
        text,
        answerTokenHash: tokenHash(token),
      });
      const to = event.organizerEmail?.trim() || meta.tenant.supportEmail;
      await deps.mailer.send(
        meta.tenant.id,
        questionToOrganizerMail(to, meta, {
          eventName: eventName(event, meta.lang),
          question: text,
          askerName: user.fullName,
          askerEmail: user.email,
          token,
        }),
      );
      return questionView(row);
    },

    /** The user's own questions about an event, newest first; a visitor has none. */
    async listOwn(tenant: Tenant, user: SignedInUser | null, code: string): Promise<MyQuestions> {
      const event = await eventOf(tenant, code);
      if (!user) return { items: [] };
      const rows = await repo.listOwn(tenant.id, event.id, Number(user.id));
      return { items: rows.map(questionView) };
    },

    /** What the organizer's answer page shows. */
    async forOrganizer(
      tenant: Tenant,
      lang: QuestionMailContext['lang'],
      token: string,
    ): Promise<QuestionForOrganizer> {
      const found = await questionOfToken(tenant, token);
      return {
        eventName: eventName(found.event, lang),
        eventCode: found.event.code,
        text: found.question.text,
        askedAt: found.question.createdAt.toISOString(),
        askerName: askerNameOf(found),
        answer: found.question.answer,
      };
    },

    /** Stores the organizer's answer (once) and mails the asker. */
    async answer(meta: QuestionRequestMeta, token: string, answer: string): Promise<void> {
      const found = await questionOfToken(meta.tenant, token);
      if (found.question.answer !== null) throw new DomainError('TOKEN_USED');
      const stored = await repo.answer(meta.tenant.id, found.question.id, answer, clock());
      if (!stored) throw new DomainError('TOKEN_USED');
      await deps.mailer.send(
        meta.tenant.id,
        answerToAskerMail(found.asker.email, meta, {
          eventName: eventName(found.event, meta.lang),
          eventCode: found.event.code,
          question: found.question.text,
          answer,
        }),
      );
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
