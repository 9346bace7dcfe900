import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_TENANT } from '../../shared/constants.js';
import { DomainError } from '../domain-error.js';
import { requestLanguage, siteOrigin } from '../http/request-context.js';
import type { Services } from '../services.js';
import { clubsHead, eventHead, seriesHead, type PageHead } from './page-head.js';

/** The page of an HTML request that gets its own head, or null when it is none of ours. */
export interface PageHeadResult {
  /** 404 when the event or series does not exist (the SPA still renders its not-found page). */
  status: 200 | 404;
  head: PageHead | null;
}

const PAGE = /^\/(event|series)\/([^/]+)(?:\/.*)?$/;

export function createPageHeads(app: FastifyInstance, services: Services) {
  return async (request: FastifyRequest, path: string): Promise<PageHeadResult | null> => {
    // the clubs page is the default tenant's only (SPEC §2: the others have no such route)
    if (request.tenant.code === DEFAULT_TENANT && /^\/clubs\/?$/.test(path)) {
      const lang = requestLanguage(app, request);
      return { status: 200, head: clubsHead(siteOrigin(request), lang, request.tenant.name) };
    }
    const match = PAGE.exec(path);
    if (!match) return null;
    let code: string;
    try {
      code = decodeURIComponent(match[2] ?? '');
    } catch {
      return { status: 404, head: null };
    }
    const lang = requestLanguage(app, request);
    const origin = siteOrigin(request);
    const site = request.tenant.name;
    try {
      if (match[1] === 'event') {
        const event = await services.events.detail(request.tenant, code, lang);
        return { status: 200, head: eventHead(event, origin, path, lang, site) };
      }
      const series = await services.events.series(request.tenant, code, lang);
      return { status: 200, head: seriesHead(series, origin, path, lang, site) };
    } catch (err) {
      if (err instanceof DomainError && err.code === 'NOT_FOUND') return { status: 404, head: null };
      throw err;
    }
  };
}

export type PageHeads = ReturnType<typeof createPageHeads>;
