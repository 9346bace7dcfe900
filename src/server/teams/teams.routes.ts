import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountTeamsSchema,
  createTeamSchema,
  joinCodeParams,
  joinTeamSchema,
  teamIdParams,
  teamMemberInputSchema,
  teamMemberParams,
  teamPreviewSchema,
  teamStagesSchema,
  teamViewSchema,
} from '../../shared/schemas/teams.js';
import { contextOf } from '../http/request-context.js';
import { signedInUser } from '../request-context.js';
import type { Services } from '../services.js';

const raceParams = z.object({ eventCode: z.string().min(1).max(100), raceCode: z.string().min(1).max(100) });

/** Teams and relays (shared/schemas/teams.ts); every call needs a signed-in user. */
export const teamsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { teams } = services;
  // a visitor is answered 401 before anything is looked up
  app.addHook('onRequest', async (request) => {
    signedInUser(request);
  });

  app.post(
    '/api/registration/:eventCode/:raceCode/team',
    { schema: { params: raceParams, body: createTeamSchema, response: { 201: teamViewSchema } } },
    async (request, reply) => {
      const { eventCode, raceCode } = request.params;
      const team = await teams.create(contextOf(request), eventCode, raceCode, request.body.name);
      return reply.code(201).send(team);
    },
  );

  app.get(
    '/api/teams/join/:code',
    { schema: { params: joinCodeParams, response: { 200: teamPreviewSchema } } },
    async (request) => teams.preview(contextOf(request), request.params.code),
  );

  app.post(
    '/api/teams/join',
    { schema: { body: joinTeamSchema, response: { 200: teamViewSchema } } },
    async (request) => teams.join(contextOf(request), request.body.code),
  );

  app.get(
    '/api/teams/:id',
    { schema: { params: teamIdParams, response: { 200: teamViewSchema } } },
    async (request) => teams.show(contextOf(request), request.params.id),
  );

  app.delete('/api/teams/:id', { schema: { params: teamIdParams } }, async (request, reply) => {
    await teams.disband(contextOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/api/teams/:id/members',
    { schema: { params: teamIdParams, body: teamMemberInputSchema, response: { 200: teamViewSchema } } },
    async (request) => teams.addMember(contextOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/teams/:id/members/:memberId',
    { schema: { params: teamMemberParams, body: teamMemberInputSchema, response: { 200: teamViewSchema } } },
    async (request) =>
      teams.swapMember(contextOf(request), request.params.id, request.params.memberId, request.body),
  );

  // the captain removing a member answers the team; a member leaving answers 204
  app.delete(
    '/api/teams/:id/members/:memberId',
    { schema: { params: teamMemberParams } },
    async (request, reply) => {
      const team = await teams.removeMember(contextOf(request), request.params.id, request.params.memberId);
      return team ? team : reply.code(204).send();
    },
  );

  app.put(
    '/api/teams/:id/stages',
    { schema: { params: teamIdParams, body: teamStagesSchema, response: { 200: teamViewSchema } } },
    async (request) => teams.setStages(contextOf(request), request.params.id, request.body),
  );

  app.get('/api/account/teams', { schema: { response: { 200: accountTeamsSchema } } }, async (request) => ({
    teams: await teams.ofUser(contextOf(request)),
  }));
};
