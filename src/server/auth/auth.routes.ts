import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptedAnswerSchema,
  confirmEmailRequestSchema,
  emailOnlyRequestSchema,
  resetPasswordRequestSchema,
  signedInAnswerSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '../../shared/schemas/auth.js';
import { contextOf } from '../http/request-context.js';
import type { Services } from '../services.js';
import { SESSION_TTL_MS, sessionCookieName } from './sessions.js';

const isSecure = (request: FastifyRequest) => request.protocol === 'https';

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(isSecure(request))];
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = isSecure(request);
  reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isSecure(request);
  reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', path: '/', secure });
}

const noContent = { 204: z.null().describe('No Content') };

export const authRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const auth = services.auth;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  app.addHook('onClose', async () => {
    await auth.drainMail();
  });

  app.post(
    '/api/auth/signup',
    { schema: { body: signUpRequestSchema, response: { 200: acceptedAnswerSchema } } },
    async (request) => {
      await auth.signUp(contextOf(request), request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/confirm-email',
    { schema: { body: confirmEmailRequestSchema, response: { 200: signedInAnswerSchema } } },
    async (request, reply) => {
      const signedIn = await auth.confirmEmail(
        contextOf(request),
        request.body.token,
        sessionTokenOf(request),
      );
      setSessionCookie(request, reply, signedIn.sessionToken);
      return { returnUrl: signedIn.returnUrl };
    },
  );

  app.post(
    '/api/auth/resend-confirmation',
    { schema: { body: emailOnlyRequestSchema, response: { 200: acceptedAnswerSchema } } },
    async (request) => {
      await auth.resendConfirmation(contextOf(request), request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: signInRequestSchema, response: { 200: signedInAnswerSchema } } },
    async (request, reply) => {
      const signedIn = await auth.signIn(contextOf(request), request.body, sessionTokenOf(request));
      setSessionCookie(request, reply, signedIn.sessionToken);
      return { returnUrl: signedIn.returnUrl };
    },
  );

  app.post('/api/auth/logout', { schema: { response: noContent } }, async (request, reply) => {
    await auth.signOut(contextOf(request), sessionTokenOf(request));
    clearSessionCookie(request, reply);
    return reply.code(204).send(null);
  });

  app.post('/api/auth/logout-all', { schema: { response: noContent } }, async (request, reply) => {
    await auth.signOutEverywhere(contextOf(request));
    clearSessionCookie(request, reply);
    return reply.code(204).send(null);
  });

  app.post(
    '/api/auth/password/forgot',
    { schema: { body: emailOnlyRequestSchema, response: { 200: acceptedAnswerSchema } } },
    async (request) => {
      await auth.forgotPassword(contextOf(request), request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/unlock/request',
    { schema: { body: emailOnlyRequestSchema, response: { 200: acceptedAnswerSchema } } },
    async (request) => {
      await auth.requestUnlock(contextOf(request), request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/unlock',
    { schema: { body: confirmEmailRequestSchema, response: { 200: signedInAnswerSchema } } },
    async (request, reply) => {
      const signedIn = await auth.unlock(contextOf(request), request.body.token, sessionTokenOf(request));
      setSessionCookie(request, reply, signedIn.sessionToken);
      return { returnUrl: signedIn.returnUrl };
    },
  );

  app.post(
    '/api/auth/password/reset',
    { schema: { body: resetPasswordRequestSchema, response: { 200: signedInAnswerSchema } } },
    async (request, reply) => {
      const signedIn = await auth.resetPassword(contextOf(request), request.body, sessionTokenOf(request));
      setSessionCookie(request, reply, signedIn.sessionToken);
      return { returnUrl: signedIn.returnUrl };
    },
  );
};
