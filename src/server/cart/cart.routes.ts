import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardInfoSchema, clearCartResponseSchema } from '../../shared/schemas/cart.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';

export const cartRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/Register/ApiCardInfo', { schema: { response: { 200: cardInfoSchema } } }, async (request) =>
    services.cart.cardInfo(contextOf(request)),
  );

  app.post(
    '/Register/ApiClearCart',
    { schema: { response: { 200: clearCartResponseSchema } } },
    async (request) => services.cart.clearCart(contextOf(request)),
  );
};
