import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cabinetAnswerRequestSchema,
  cabinetQuestionSchema,
  cabinetQuestionsQuerySchema,
  cabinetQuestionsSchema,
} from '../../shared/schemas/cabinet-questions.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { requireSignedIn } from './cabinet-route-hooks.js';
import { eventParams } from './cabinet-route-params.js';

const questionParams = eventParams.extend({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** An event's questions inbox in the organizer cabinet (shared/schemas/cabinet-questions.ts). */
export const cabinetQuestionsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { cabinetQuestions } = services;
  requireSignedIn(app);

  app.get(
    '/api/cabinet/events/:code/questions',
    {
      schema: {
        params: eventParams,
        querystring: cabinetQuestionsQuerySchema,
        response: { 200: cabinetQuestionsSchema },
      },
    },
    async (request) =>
      cabinetQuestions.list(contextOf(request, request.query.language), request.params.code, request.query),
  );

  app.post(
    '/api/cabinet/events/:code/questions/:id/answer',
    {
      schema: {
        params: questionParams,
        body: cabinetAnswerRequestSchema,
        response: { 200: cabinetQuestionSchema },
      },
    },
    async (request) =>
      cabinetQuestions.answer(contextOf(request), request.params.code, request.params.id, request.body.text),
  );

  app.post(
    '/api/cabinet/events/:code/questions/:id/close',
    { schema: { params: questionParams, response: { 200: cabinetQuestionSchema } } },
    async (request) => cabinetQuestions.close(contextOf(request), request.params.code, request.params.id),
  );
};
