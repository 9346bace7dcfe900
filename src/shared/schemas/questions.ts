import { z } from 'zod';
import { v } from '../validation-messages.js';

/* "Ask the organizer a question" on the event page (issue 3, item 5). */

export const QUESTION_MAX_LENGTH = 2000;
export const ANSWER_MAX_LENGTH = 4000;
/** A user may ask at most this many questions about one event in 24 hours. */
export const QUESTIONS_PER_DAY = 10;

export const askQuestionRequestSchema = z.object({
  text: z.string(v('required')).trim().min(1, v('required')).max(QUESTION_MAX_LENGTH, v('tooLong')),
});

export const questionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** ISO date-time. */
  askedAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export const myQuestionsSchema = z.object({ items: z.array(questionSchema) });

/** The one-use token of an organizer's answer link: 32 random bytes, base64url. */
export const answerTokenSchema = z.string(v('required')).trim().min(1, v('required')).max(200);

export const answerRequestSchema = z.object({
  token: answerTokenSchema,
  answer: z.string(v('required')).trim().min(1, v('required')).max(ANSWER_MAX_LENGTH, v('tooLong')),
});

export const questionForOrganizerSchema = z.object({
  eventName: z.string(),
  eventCode: z.string(),
  text: z.string(),
  askedAt: z.string(),
  askerName: z.string(),
  answer: z.string().nullable(),
});

export type AskQuestionRequest = z.infer<typeof askQuestionRequestSchema>;
export type Question = z.infer<typeof questionSchema>;
export type MyQuestions = z.infer<typeof myQuestionsSchema>;
export type AnswerRequest = z.infer<typeof answerRequestSchema>;
export type QuestionForOrganizer = z.infer<typeof questionForOrganizerSchema>;
