import { z } from 'zod';
import { QUESTION_STATES } from '../domain/question-states.js';
import { LANGUAGES } from '../constants.js';
import { v } from '../validation-messages.js';
import { ANSWER_MAX_LENGTH } from './questions.js';

/*
 * The organizer cabinet's questions inbox (issue 18 item 7): runners' questions of an event, answered in
 * the cabinet as through the mailed link (the asker gets the same mail), or closed without an answer
 * (nobody is mailed; the mailed link then refuses it). Permission: questions.answer.
 *
 *   GET  /api/cabinet/events/:code/questions             ← cabinetQuestionsQuerySchema → cabinetQuestionsSchema
 *   POST /api/cabinet/events/:code/questions/:id/answer  ← cabinetAnswerRequestSchema → cabinetQuestionSchema
 *        (409 QUESTION_ANSWERED when somebody answered it first, QUESTION_CLOSED when it was closed)
 *   POST /api/cabinet/events/:code/questions/:id/close   → cabinetQuestionSchema
 *        (409 QUESTION_ANSWERED / QUESTION_CLOSED as above)
 */

export { QUESTION_STATES, type QuestionState } from '../domain/question-states.js';

export const cabinetQuestionsQuerySchema = z.object({
  language: z.enum(LANGUAGES).optional(),
  state: z.enum([...QUESTION_STATES, 'all']).default('open'),
  cursor: z.coerce.number().int().min(0).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type CabinetQuestionsQuery = z.infer<typeof cabinetQuestionsQuerySchema>;

export const cabinetQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** ISO date-time. */
  askedAt: z.string(),
  state: z.enum(QUESTION_STATES),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** When it was closed without an answer; null unless closed. */
  closedAt: z.string().nullable(),
  runner: z.object({ name: z.string(), email: z.string() }),
});
export type CabinetQuestion = z.infer<typeof cabinetQuestionSchema>;

export const cabinetQuestionsSchema = z.object({
  event: z.object({ code: z.string(), name: z.string() }),
  /** Newest first. */
  questions: z.array(cabinetQuestionSchema),
  /** The event's open, answered and closed questions, for the tabs. */
  counts: z.object({ open: z.number().int(), answered: z.number().int(), closed: z.number().int() }),
  nextCursor: z.number().int().nullable(),
});
export type CabinetQuestions = z.infer<typeof cabinetQuestionsSchema>;

/** The answer form: required, as long as the mailed link's answer may be. */
export const cabinetAnswerRequestSchema = z.object({
  text: z.string(v('required')).trim().min(1, v('required')).max(ANSWER_MAX_LENGTH, v('tooLong')),
});
export type CabinetAnswerRequest = z.infer<typeof cabinetAnswerRequestSchema>;
