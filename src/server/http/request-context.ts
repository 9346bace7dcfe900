import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CULTURE_COOKIE, type Language } from '../../shared/constants.js';
import { parseCulture } from '../../shared/culture.js';
import type { SignedInUser } from '../../shared/schemas/user.js';
import type { RequestContext } from '../request-context.js';
import type { Services } from '../services.js';
import type { Tenant } from '../tenants/tenants.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of the request's host (unknown host: default). Not set on `skipTenant` routes. */
    tenant: Tenant;
    /** The signed-in user, or null for a visitor. */
    user: SignedInUser | null;
  }
  interface FastifyContextConfig {
    /** Health probes answer without looking up the tenant (and so without the database). */
    skipTenant?: boolean;
  }
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Honours a sane incoming `x-request-id` (from a proxy), otherwise a fresh UUID. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The request's culture from `_rr_culture`, readable even before the cookie plugin ran. */
export function requestLanguage(app: FastifyInstance, request: FastifyRequest): Language {
  const cookies = request.cookies ?? (request.headers.cookie ? app.parseCookie(request.headers.cookie) : {});
  return parseCulture(cookies[CULTURE_COOKIE]);
}

/**
 * The origin of every absolute link the app writes (sitemap, robots.txt, canonical and Open Graph URLs,
 * links in mails, the tenant's login link): the host the request came in on only when it is one of the
 * tenant's configured hosts (its port kept), else the tenant's first host. A forged Host or
 * X-Forwarded-Host thus never ends up in a cached sitemap, a page head or a mail.
 */
export function siteOrigin(request: FastifyRequest): string {
  const { hosts } = request.tenant;
  const hostname = request.hostname.toLowerCase().replace(/\.$/, '');
  const own = hosts.find((h) => h.toLowerCase() === hostname);
  const port = request.port;
  const host = own
    ? `${own}${port !== null && port > 0 && port <= 65535 ? `:${port}` : ''}`
    : (hosts[0] ?? 'localhost');
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

const contexts = new WeakMap<FastifyRequest, RequestContext>();

/**
 * The context services take (ADR 013), built once per request from its tenant, user, culture cookie and
 * host. `language` (a public read's `language` query parameter) overrides the cookie's.
 */
export function contextOf(request: FastifyRequest, language?: Language): RequestContext {
  let context = contexts.get(request);
  if (!context) {
    context = {
      tenant: request.tenant,
      user: request.user,
      language: requestLanguage(request.server, request),
      origin: siteOrigin(request),
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      log: request.log,
    };
    contexts.set(request, context);
  }
  return language === undefined || language === context.language ? context : { ...context, language };
}

/** Echoes the request id so a user's report can be matched to the logs. */
export function addRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/**
 * Decorates every request with its tenant and user. `onTenant` lets other parts (the CSP) see the
 * tenant of a raw request.
 */
export function addRequestContext(
  app: FastifyInstance,
  services: Services,
  onTenant: (raw: IncomingMessage, tenant: Tenant) => void,
): void {
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.skipTenant) return;
    const tenant = await services.tenants.resolve(request.hostname);
    request.tenant = tenant;
    onTenant(request.raw, tenant);
    request.user = await services.users.userForRequest(
      tenant,
      request.cookies ?? {},
      request.protocol === 'https',
    );
  });
}
