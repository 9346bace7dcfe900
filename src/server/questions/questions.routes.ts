import type { FastifyRequest } from 'fastify';
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
import type { SignedInUser } from '../../shared/schemas/user.js';
import { DomainError } from '../domain-error.js';
import { requestLanguage, siteOrigin } from '../http/request-context.js';
import type { Services } from '../services.js';
import type { QuestionRequestMeta } from './questions.service.js';

const codeParams = z.object({ code: z.string().min(1).max(100) });
const ok = z.object({ ok: z.literal(true) });

function userOf(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new DomainError('UNAUTHORIZED');
  return request.user;
}

/** "Ask the organizer a question": the asker's calls on the event page and the organizer's answer link. */
export const questionsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { questions } = services;

  /** Links in mails point at one of the tenant's own hosts (see siteOrigin). */
  function metaOf(request: FastifyRequest): QuestionRequestMeta {
    const tenant = request.tenant;
    return {
      tenant,
      lang: requestLanguage(app, request),
      siteName: tenant.name,
      origin: siteOrigin(request),
    };
  }

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
        userOf(request);
      },
      schema: { params: codeParams, body: askQuestionRequestSchema, response: { 201: questionSchema } },
    },
    async (request, reply) => {
      const question = await questions.ask(
        metaOf(request),
        userOf(request),
        request.params.code,
        request.body.text,
      );
      return reply.code(201).send(question);
    },
  );

  app.get(
    '/api/event/:code/questions',
    { schema: { params: codeParams, response: { 200: myQuestionsSchema } } },
    async (request) => questions.listOwn(request.tenant, request.user, request.params.code),
  );

  app.get(
    '/api/questions/answer',
    {
      schema: {
        querystring: z.object({ token: answerTokenSchema }),
        response: { 200: questionForOrganizerSchema },
      },
    },
    async (request) =>
      questions.forOrganizer(request.tenant, requestLanguage(app, request), request.query.token),
  );

  app.post(
    '/api/questions/answer',
    { schema: { body: answerRequestSchema, response: { 200: ok } } },
    async (request) => {
      await questions.answer(metaOf(request), request.body.token, request.body.answer);
      return { ok: true as const };
    },
  );
};
