import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptedInvitationSchema,
  addCompanyUserResultSchema,
  addCompanyUserSchema,
  companyInvitationSchema,
  companyUserRoleSchema,
  companyUserSchema,
  companyUsersSchema,
  invitationTokenSchema,
} from '../../shared/schemas/corp-company.js';
import { rowIdSchema } from '../../shared/schemas/row-id.js';
import { requireSignedIn } from '../cabinet/cabinet-route-hooks.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { companyParams } from './company-route-params.js';

const userParams = companyParams.extend({ userId: rowIdSchema });
const invitationParams = companyParams.extend({ invitationId: rowIdSchema });
const tokenParams = z.object({ token: invitationTokenSchema });

/** A company's users and invitations (shared/schemas/corp-company.ts, issue 19 item 5). */
export const companyUsersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { users } = services.corp.company;
  requireSignedIn(app);

  app.get(
    '/api/corp/companies/:companyId/users',
    { schema: { params: companyParams, response: { 200: companyUsersSchema } } },
    async (request) => users.list(contextOf(request), request.params.companyId),
  );

  app.post(
    '/api/corp/companies/:companyId/users',
    {
      schema: {
        params: companyParams,
        body: addCompanyUserSchema,
        response: { 201: addCompanyUserResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await users.add(
            contextOf(request),
            request.params.companyId,
            request.body.email,
            request.body.role,
          ),
        ),
  );

  app.put(
    '/api/corp/companies/:companyId/users/:userId',
    { schema: { params: userParams, body: companyUserRoleSchema, response: { 200: companyUserSchema } } },
    async (request) =>
      users.setRole(contextOf(request), request.params.companyId, request.params.userId, request.body.role),
  );

  app.delete(
    '/api/corp/companies/:companyId/users/:userId',
    { schema: { params: userParams } },
    async (request, reply) => {
      await users.remove(contextOf(request), request.params.companyId, request.params.userId);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/corp/companies/:companyId/invitations/:invitationId',
    { schema: { params: invitationParams } },
    async (request, reply) => {
      await users.withdraw(contextOf(request), request.params.companyId, request.params.invitationId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/corp/invitations/:token',
    { schema: { params: tokenParams, response: { 200: companyInvitationSchema } } },
    async (request) => users.invitation(contextOf(request), request.params.token),
  );

  app.post(
    '/api/corp/invitations/:token/accept',
    { schema: { params: tokenParams, response: { 200: acceptedInvitationSchema } } },
    async (request) => users.accept(contextOf(request), request.params.token),
  );
};
