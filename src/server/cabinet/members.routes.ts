import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addMemberSchema,
  cabinetMemberSchema,
  cabinetMembersSchema,
  memberRoleSchema,
} from '../../shared/schemas/cabinet-members.js';
import { rowIdSchema } from '../../shared/schemas/row-id.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { requireSignedIn } from './cabinet-route-hooks.js';
import { organizerParams } from './cabinet-route-params.js';

const memberParams = organizerParams.extend({ userId: rowIdSchema });

/** Who works in an organizer's cabinet (shared/schemas/cabinet-members.ts, issue 18 item 1). */
export const cabinetMembersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { cabinetMembers } = services;
  requireSignedIn(app);

  app.get(
    '/api/cabinet/organizers/:id/members',
    { schema: { params: organizerParams, response: { 200: cabinetMembersSchema } } },
    async (request) => cabinetMembers.list(contextOf(request), request.params.id),
  );

  app.post(
    '/api/cabinet/organizers/:id/members',
    { schema: { params: organizerParams, body: addMemberSchema, response: { 201: cabinetMemberSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await cabinetMembers.add(
            contextOf(request),
            request.params.id,
            request.body.email,
            request.body.role,
          ),
        ),
  );

  app.put(
    '/api/cabinet/organizers/:id/members/:userId',
    { schema: { params: memberParams, body: memberRoleSchema, response: { 200: cabinetMemberSchema } } },
    async (request) =>
      cabinetMembers.setRole(contextOf(request), request.params.id, request.params.userId, request.body.role),
  );

  app.delete(
    '/api/cabinet/organizers/:id/members/:userId',
    { schema: { params: memberParams } },
    async (request, reply) => {
      await cabinetMembers.remove(contextOf(request), request.params.id, request.params.userId);
      return reply.code(204).send();
    },
  );
};
