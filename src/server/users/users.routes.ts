import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema } from '../../shared/schemas/user.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';

export const usersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/api/users/getCurrent', { schema: { response: { 200: currentUserSchema } } }, async (request) =>
    services.users.currentUserView(contextOf(request)),
  );
};
