import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmRelativeRequestSchema,
  linkRelativeRequestSchema,
  myOrdersSchema,
  myRegistrationsSchema,
  relativeSchema,
  relativesSchema,
  trainingSchema,
} from '../../shared/schemas/account.js';
import {
  myProfileSchema,
  personProfileSchema,
  PROFILE_IMAGE_MAX_BYTES,
  profileImageAnswerSchema,
} from '../../shared/schemas/profile.js';
import { rowIdSchema } from '../../shared/schemas/row-id.js';
import { DomainError } from '../domain-error.js';
import { contextOf } from '../http/request-context.js';
import { signedInUser } from '../request-context.js';
import type { Services } from '../services.js';

const idParams = z.object({ id: rowIdSchema });
const imageParams = z.object({ personId: rowIdSchema });
const ok = z.object({ ok: z.literal(true) });

/** The personal account: profile and photo, relatives, my registrations, orders and race history. */
export const accountsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { profiles, relatives, accountHistory } = services.accounts;
  // every personal-account call answers 401 to a visitor before anything else
  app.addHook('onRequest', async (request) => {
    signedInUser(request);
  });

  app.get('/api/account/profile', { schema: { response: { 200: myProfileSchema } } }, async (request) =>
    profiles.profile(contextOf(request)),
  );

  app.put(
    '/api/account/profile',
    { schema: { body: personProfileSchema, response: { 200: myProfileSchema } } },
    async (request) => profiles.update(contextOf(request), request.body),
  );

  // The photo comes as the raw file; only this route reads such bodies, up to the photo limit.
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PROFILE_IMAGE_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );
    upload.setErrorHandler((error) => {
      throw (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? new DomainError('IMAGE_TOO_LARGE')
        : error;
    });
    upload.post(
      '/api/account/profile/image',
      { bodyLimit: PROFILE_IMAGE_MAX_BYTES, schema: { response: { 200: profileImageAnswerSchema } } },
      async (request) =>
        profiles.uploadImage(contextOf(request), request.body, request.headers['content-type']),
    );
  });

  app.delete('/api/account/profile/image', async (request, reply) => {
    await profiles.deleteImage(contextOf(request));
    return reply.code(204).send();
  });

  app.get('/api/account/images/:personId', { schema: { params: imageParams } }, async (request, reply) => {
    const image = await profiles.image(contextOf(request), request.params.personId);
    return reply
      .type(image.contentType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(image.bytes);
  });

  app.get('/api/account/relatives', { schema: { response: { 200: relativesSchema } } }, async (request) =>
    relatives.list(contextOf(request)),
  );

  app.post(
    '/api/account/relatives',
    { schema: { body: personProfileSchema, response: { 201: relativeSchema } } },
    async (request, reply) => reply.code(201).send(await relatives.create(contextOf(request), request.body)),
  );

  app.put(
    '/api/account/relatives/:id',
    { schema: { params: idParams, body: personProfileSchema, response: { 200: relativeSchema } } },
    async (request) => relatives.update(contextOf(request), request.params.id, request.body),
  );

  app.delete('/api/account/relatives/:id', { schema: { params: idParams } }, async (request, reply) => {
    await relatives.remove(contextOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/api/account/relatives/link',
    { schema: { body: linkRelativeRequestSchema, response: { 201: relativeSchema } } },
    async (request, reply) => {
      const relative = await relatives.link(contextOf(request), request.body.email);
      return reply.code(201).send(relative);
    },
  );

  app.post(
    '/api/account/relatives/confirm',
    { schema: { body: confirmRelativeRequestSchema, response: { 200: ok } } },
    async (request) => relatives.confirm(contextOf(request), request.body.token),
  );

  app.get(
    '/api/account/registrations',
    { schema: { response: { 200: myRegistrationsSchema } } },
    async (request) => accountHistory.registrations(contextOf(request)),
  );

  app.get('/api/account/orders', { schema: { response: { 200: myOrdersSchema } } }, async (request) =>
    accountHistory.orders(contextOf(request)),
  );

  app.get('/api/account/training', { schema: { response: { 200: trainingSchema } } }, async (request) =>
    accountHistory.training(contextOf(request)),
  );
};
