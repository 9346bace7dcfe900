import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services.js';
import { companyRoutes } from './company.routes.js';
import { employeesRoutes } from './employees.routes.js';
import { corpRegistrationsRoutes } from './registrations.routes.js';
import { corpReportsRoutes } from './reports.routes.js';

/** The corporate cabinet's API under /api/corp (issue 19, ADR 031; corp-route-actions.ts lists its routes). */
export const corpRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, options) => {
  await app.register(companyRoutes, options);
  await app.register(employeesRoutes, options);
  await app.register(corpRegistrationsRoutes, options);
  await app.register(corpReportsRoutes, options);
};
