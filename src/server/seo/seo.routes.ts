import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../services.js';
import { DEFAULT_TENANT } from '../../shared/constants.js';
import { escapeHtml } from '../../shared/seo/page-head.js';
import { contextOf } from '../http/request-context.js';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** sitemap.xml and robots.txt of the tenant host the request came in on. */
export const seoRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get('/sitemap.xml', async (request, reply) => {
    const context = contextOf(request);
    const { origin } = context;
    // pionercup and fontanka have only the sign-in-only registration route and a not-found page (SPEC §2):
    // nothing of theirs is a page to index
    const catalogue = context.tenant.code === DEFAULT_TENANT;
    const entries = catalogue ? await services.events.sitemapEntries(context) : [];
    const newest = entries.reduce((max, e) => Math.max(max, e.updated_ms), 0);
    const lastmod = newest ? day(newest) : null;
    const urls = [
      ...(catalogue
        ? ['/', '/events/future', '/clubs'].map((path) => ({ loc: `${origin}${path}`, lastmod }))
        : []),
      ...entries.map((e) => ({
        loc: `${origin}/${e.kind}/${encodeURIComponent(e.code)}`,
        lastmod: e.updated_ms ? day(e.updated_ms) : null,
      })),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        (u) =>
          `  <url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(body);
  });

  app.get('/robots.txt', async (request, reply) => {
    const body = `User-agent: *\nAllow: /\n\nSitemap: ${contextOf(request).origin}/sitemap.xml\n`;
    return reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(body);
  });
};
