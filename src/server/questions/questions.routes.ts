import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerRequestSchema,
  answerTokenSchema,
  askQuestionRequestSchema,
  myQuestionsSchema,
  questionForOrganizerSchema,
  questionSchema,
} from '../../shared/schemas/questions.js';
import { contextOf } from '../http/request-context.js';
import { signedInUser } from '../request-context.js';
import type { Services } from '../services.js';

const codeParams = z.object({ code: z.string().min(1).max(100) });
const ok = z.object({ ok: z.literal(true) });

/** "Ask the organizer a question": the asker's calls on the event page and the organizer's answer link. */
export const questionsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { questions } = services;

  // Personal data and one-use links: never cached.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/api/event/:code/questions',
    {
      // a visitor is told to sign in before anything about the input
      onRequest: async (request) => {
        signedInUser(request);
      },
      schema: { params: codeParams, body: askQuestionRequestSchema, response: { 201: questionSchema } },
    },
    async (request, reply) => {
      const question = await questions.ask(contextOf(request), request.params.code, request.body.text);
      return reply.code(201).send(question);
    },
  );

  app.get(
    '/api/event/:code/questions',
    { schema: { params: codeParams, response: { 200: myQuestionsSchema } } },
    async (request) => questions.listOwn(contextOf(request), request.params.code),
  );

  app.get(
    '/api/questions/answer',
    {
      schema: {
        querystring: z.object({ token: answerTokenSchema }),
        response: { 200: questionForOrganizerSchema },
      },
    },
    async (request) => questions.forOrganizer(contextOf(request), request.query.token),
  );

  app.post(
    '/api/questions/answer',
    { schema: { body: answerRequestSchema, response: { 200: ok } } },
    async (request) => {
      await questions.answer(contextOf(request), request.body.token, request.body.answer);
      return { ok: true as const };
    },
  );
};
