import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  draftSavedSchema,
  friendEntrySchema,
  friendEntryUpdateSchema,
  orderPlacedSchema,
  orderRequestSchema,
  registrationContextSchema,
  registrationDraftSchema,
  registrationSuccessSchema,
} from '../../shared/schemas/registration.js';
import { promoAppliedSchema, promoCheckSchema } from '../../shared/schemas/registration-options.js';
import { contextOf } from '../http/request-context.js';
import { signedInUser } from '../request-context.js';
import type { Services } from '../services.js';

const raceParams = z.object({ eventCode: z.string().min(1).max(100), raceCode: z.string().min(1).max(100) });
const orderParams = z.object({ number: z.string().min(1).max(40) });
const invitationParams = z.object({ token: z.string().min(1).max(100) });

/** The registration flow's calls (shared/schemas/registration.ts); every one needs a signed-in user. */
export const registrationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { registration, friendEntries } = services;
  // a visitor is answered 401 before anything is looked up
  app.addHook('onRequest', async (request) => {
    signedInUser(request);
  });

  app.get(
    '/api/registration/orders/:number',
    { schema: { params: orderParams, response: { 200: registrationSuccessSchema } } },
    async (request) => registration.order(contextOf(request), request.params.number),
  );

  // a friend's entry, opened from the invitation link (friend-entry.service.ts)
  app.get(
    '/api/registration/invitations/:token',
    { schema: { params: invitationParams, response: { 200: friendEntrySchema } } },
    async (request) => friendEntries.show(contextOf(request), request.params.token),
  );

  app.put(
    '/api/registration/invitations/:token',
    {
      schema: {
        params: invitationParams,
        body: friendEntryUpdateSchema,
        response: { 200: friendEntrySchema },
      },
    },
    async (request) => friendEntries.complete(contextOf(request), request.params.token, request.body),
  );

  app.get(
    '/api/registration/:eventCode/:raceCode',
    { schema: { params: raceParams, response: { 200: registrationContextSchema } } },
    async (request) =>
      registration.context(contextOf(request), request.params.eventCode, request.params.raceCode),
  );

  // a discount code for the my-order step, and the promo-code gate of a race that needs an access code
  app.post(
    '/api/registration/:eventCode/:raceCode/promo',
    { schema: { params: raceParams, body: promoCheckSchema, response: { 200: promoAppliedSchema } } },
    async (request) =>
      registration.checkPromo(
        contextOf(request),
        request.params.eventCode,
        request.params.raceCode,
        request.body.code,
      ),
  );

  app.post(
    '/api/registration/:eventCode/:raceCode/access',
    { schema: { params: raceParams, body: promoCheckSchema } },
    async (request, reply) => {
      await registration.grantAccess(
        contextOf(request),
        request.params.eventCode,
        request.params.raceCode,
        request.body.code,
      );
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/registration/draft',
    { schema: { body: registrationDraftSchema, response: { 200: draftSavedSchema } } },
    async (request) => registration.saveDraft(contextOf(request), request.body),
  );

  app.post(
    '/api/registration/:eventCode/:raceCode/order',
    { schema: { params: raceParams, body: orderRequestSchema, response: { 201: orderPlacedSchema } } },
    async (request, reply) => {
      const placed = await registration.placeOrder(
        contextOf(request),
        request.params.eventCode,
        request.params.raceCode,
        request.body,
      );
      return reply.code(201).send(placed);
    },
  );
};
