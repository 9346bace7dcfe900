import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { outboxPage } from './outbox-page.js';

const OUTBOX_LIMIT = 100;

const outboxAnswerSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      replyTo: z.string().nullable(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** The dev mailbox of the request's tenant; registered only when config.devTools (never in production). */
export const outboxRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get('/api/dev/outbox', { schema: { response: { 200: outboxAnswerSchema } } }, async (request) => {
    const items = await services.outbox.latest(contextOf(request), OUTBOX_LIMIT);
    return { items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })) };
  });

  app.get('/dev/outbox', async (request, reply) => {
    const context = contextOf(request);
    const items = await services.outbox.latest(context, OUTBOX_LIMIT);
    return reply.type('text/html; charset=utf-8').send(outboxPage(items, context.language));
  });
};
