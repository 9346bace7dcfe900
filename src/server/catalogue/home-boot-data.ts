import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HOME_EVENTS_LIMIT, HOME_SERIES_LIMIT, type HomeBootData } from '../../shared/boot-data.js';
import { DEFAULT_TENANT } from '../../shared/constants.js';
import { eventsListQuerySchema, type EventsList } from '../../shared/schemas/catalogue.js';
import { requestLanguage } from '../http/request-context.js';
import type { Services } from '../services.js';

/**
 * The home page's reads, answered inside the page (ADR 007): the next events, the series and the live
 * count, exactly as `/api/events/list?type=future&limit=6`, `/api/series?limit=6` and the live-count call
 * answer them (the list through the same micro-cache). Only the default tenant has the home page. When a
 * read fails the page goes out without them and the app makes the calls itself.
 */
export function createHomeBootData(app: FastifyInstance, services: Services) {
  return async (request: FastifyRequest, path: string): Promise<HomeBootData | undefined> => {
    if (path !== '/' || request.tenant.code !== DEFAULT_TENANT) return undefined;
    const language = requestLanguage(app, request);
    const query = eventsListQuerySchema.parse({ type: 'future', limit: HOME_EVENTS_LIMIT, language });
    try {
      const [eventsJson, series, liveCount] = await Promise.all([
        services.events.listJson(request.tenant, query, language),
        services.events.seriesList(request.tenant, HOME_SERIES_LIMIT, language),
        services.catalogue.liveCount(request.tenant),
      ]);
      // the list's text was checked against its contract when it was computed
      return { language, events: JSON.parse(eventsJson) as EventsList, series, liveCount };
    } catch (err) {
      request.log.warn({ err }, 'home page reads failed; the page goes out without them');
      return undefined;
    }
  };
}
