import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  languageQuerySchema,
  vacanciesSchema,
  vacancyDetailSchema,
  vacancyParamsSchema,
} from '../../shared/schemas/content.js';
import type { Services } from '../services.js';
import { contextOf } from '../http/request-context.js';

/** The careers pages: the list of open positions and one position. */
export const careersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { careers } = services;

  app.get(
    '/api/careers/vacancies',
    { schema: { querystring: languageQuerySchema, response: { 200: vacanciesSchema } } },
    async (request) => careers.list(contextOf(request, request.query.language)),
  );

  app.get(
    '/api/careers/vacancies/:id',
    {
      schema: {
        params: vacancyParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: vacancyDetailSchema },
      },
    },
    async (request) => careers.detail(contextOf(request, request.query.language), request.params.id),
  );
};
