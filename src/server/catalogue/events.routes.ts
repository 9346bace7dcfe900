import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventDetailSchema,
  eventsFilterSchema,
  eventsListQuerySchema,
  eventsListSchema,
  eventsMapSchema,
  eventsRatingSchema,
  eventsTabSchema,
  resultsQuerySchema,
  resultsSchema,
  seriesDetailSchema,
  startListQuerySchema,
  startListSchema,
} from '../../shared/schemas/catalogue.js';
import { clubsSchema } from '../../shared/schemas/clubs.js';
import { seriesListQuerySchema, seriesListSchema } from '../../shared/schemas/content.js';
import { LANGUAGES } from '../../shared/constants.js';
import { PRIVATE_NO_STORE } from '../http/cache-control.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';

const codeParams = z.object({ code: z.string().min(1).max(100) });
const languageQuery = z.object({ language: z.enum(LANGUAGES).optional() });
const mapQuerySchema = eventsFilterSchema.extend({ type: eventsTabSchema.default('future') });

/** Sends JSON text the service already validated against the response schema and serialised. */
function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload) => payload as string)
    .send(json as never);
}

/** The public catalogue calls (issue 3). Language: `language` in the query, else the culture cookie. */
export const eventsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { events, clubs } = services;

  app.get(
    '/api/events/list',
    { schema: { querystring: eventsListQuerySchema, response: { 200: eventsListSchema } } },
    async (request, reply) =>
      sendJsonText(reply, await events.listJson(contextOf(request, request.query.language), request.query)),
  );

  app.get(
    '/api/events/map',
    { schema: { querystring: mapQuerySchema, response: { 200: eventsMapSchema } } },
    async (request, reply) =>
      sendJsonText(reply, await events.mapJson(contextOf(request, request.query.language), request.query)),
  );

  app.get(
    '/api/events/rating',
    { schema: { querystring: languageQuery, response: { 200: eventsRatingSchema } } },
    async (request) => events.rating(contextOf(request, request.query.language)),
  );

  // an event's own answers: a draft's preview comes from here too, for its organizer's team alone, so
  // none of them may sit in a shared cache whatever the API's default becomes
  app.get(
    '/api/event/:code',
    { schema: { params: codeParams, querystring: languageQuery, response: { 200: eventDetailSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return events.detail(contextOf(request, request.query.language), request.params.code);
    },
  );

  app.get(
    '/api/event/:code/startlist',
    { schema: { params: codeParams, querystring: startListQuerySchema, response: { 200: startListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return events.startList(contextOf(request, request.query.language), request.params.code, request.query);
    },
  );

  app.get(
    '/api/event/:code/results',
    { schema: { params: codeParams, querystring: resultsQuerySchema, response: { 200: resultsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return events.results(contextOf(request, request.query.language), request.params.code, request.query);
    },
  );

  app.get(
    '/api/series',
    { schema: { querystring: seriesListQuerySchema, response: { 200: seriesListSchema } } },
    async (request) => events.seriesList(contextOf(request, request.query.language), request.query.limit),
  );

  app.get(
    '/api/series/:code',
    { schema: { params: codeParams, querystring: languageQuery, response: { 200: seriesDetailSchema } } },
    async (request) => events.series(contextOf(request, request.query.language), request.params.code),
  );

  app.get(
    '/api/clubs',
    { schema: { querystring: languageQuery, response: { 200: clubsSchema } } },
    async (request) => clubs.list(contextOf(request, request.query.language)),
  );
};
