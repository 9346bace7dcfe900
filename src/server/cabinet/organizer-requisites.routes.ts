import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  organizerRequisitesPageSchema,
  organizerRequisitesSchema,
  taxDeductionListingSchema,
} from '../../shared/schemas/cabinet-organizer.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { requireSignedIn } from './cabinet-route-hooks.js';
import { organizerParams } from './cabinet-route-params.js';

/** The organizer's requisites (shared/schemas/cabinet-organizer.ts, issue 18). */
export const cabinetOrganizerRequisitesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { cabinetRequisites } = services;
  requireSignedIn(app);

  app.get(
    '/api/cabinet/organizers/:id/requisites',
    { schema: { params: organizerParams, response: { 200: organizerRequisitesPageSchema } } },
    async (request) => cabinetRequisites.show(contextOf(request), request.params.id),
  );

  app.put(
    '/api/cabinet/organizers/:id/requisites',
    {
      schema: {
        params: organizerParams,
        body: organizerRequisitesSchema,
        response: { 200: organizerRequisitesPageSchema },
      },
    },
    async (request) => cabinetRequisites.save(contextOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/cabinet/organizers/:id/tax-deduction-listing',
    {
      schema: {
        params: organizerParams,
        body: taxDeductionListingSchema,
        response: { 200: organizerRequisitesPageSchema },
      },
    },
    async (request) =>
      cabinetRequisites.setTaxDeductionListing(contextOf(request), request.params.id, request.body),
  );
};
