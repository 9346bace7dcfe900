import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyContactInputSchema,
  companyContactSchema,
  companyPageSchema,
  companyProfileSchema,
  corpLeadsSchema,
  corpMeSchema,
  createCompanySchema,
  createdCompanySchema,
} from '../../shared/schemas/corp-company.js';
import { rowIdSchema } from '../../shared/schemas/row-id.js';
import { requireSignedIn } from '../cabinet/cabinet-route-hooks.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { companyUsersRoutes } from './company-users.routes.js';
import { companyParams } from './company-route-params.js';

const contactParams = companyParams.extend({ contactId: rowIdSchema });
const leadParams = z.object({ leadId: rowIdSchema });

/**
 * The corporate cabinet's own routes, a company's profile and contacts, support's leads and new companies
 * (shared/schemas/corp-company.ts, issue 19 items 5 and 9); its users in company-users.routes.ts.
 */
export const companyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, options) => {
  const { company } = options.services.corp;
  requireSignedIn(app);
  await app.register(companyUsersRoutes, options);

  app.get('/api/corp/me', { schema: { response: { 200: corpMeSchema } } }, async (request) =>
    company.me(contextOf(request)),
  );

  app.get(
    '/api/corp/companies/:companyId',
    { schema: { params: companyParams, response: { 200: companyPageSchema } } },
    async (request) => company.show(contextOf(request), request.params.companyId),
  );

  app.put(
    '/api/corp/companies/:companyId',
    { schema: { params: companyParams, body: companyProfileSchema, response: { 200: companyPageSchema } } },
    async (request) => company.save(contextOf(request), request.params.companyId, request.body),
  );

  app.post(
    '/api/corp/companies/:companyId/contacts',
    {
      schema: {
        params: companyParams,
        body: companyContactInputSchema,
        response: { 201: companyContactSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await company.addContact(contextOf(request), request.params.companyId, request.body)),
  );

  app.put(
    '/api/corp/companies/:companyId/contacts/:contactId',
    {
      schema: {
        params: contactParams,
        body: companyContactInputSchema,
        response: { 200: companyContactSchema },
      },
    },
    async (request) =>
      company.updateContact(
        contextOf(request),
        request.params.companyId,
        request.params.contactId,
        request.body,
      ),
  );

  app.delete(
    '/api/corp/companies/:companyId/contacts/:contactId',
    { schema: { params: contactParams } },
    async (request, reply) => {
      await company.removeContact(contextOf(request), request.params.companyId, request.params.contactId);
      return reply.code(204).send();
    },
  );

  // support (the tenant's Administrator): leads of /corp-client and new companies
  app.get('/api/corp/leads', { schema: { response: { 200: corpLeadsSchema } } }, async (request) =>
    company.support.leads(contextOf(request)),
  );

  app.post(
    '/api/corp/leads/:leadId/company',
    { schema: { params: leadParams, body: createCompanySchema, response: { 201: createdCompanySchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await company.support.createFromLead(contextOf(request), request.params.leadId, request.body)),
  );

  app.post(
    '/api/corp/companies',
    { schema: { body: createCompanySchema, response: { 201: createdCompanySchema } } },
    async (request, reply) =>
      reply.code(201).send(await company.support.createCompany(contextOf(request), request.body)),
  );
};
