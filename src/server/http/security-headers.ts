import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { PAGE_SCRIPTS_STARTER } from '../../shared/page-scripts.js';
import { inlineScriptSource } from './inline-script-source.js';
import { INTL_WARM_UP_SCRIPT_SOURCE } from './intl-warm-up.js';
import { TENANT_BOOT_SCRIPT_SOURCE } from './tenant-look.js';

/** The script that starts the page's scripts after its first paint (page-scripts.ts). */
export const PAGE_SCRIPTS_STARTER_SOURCE = inlineScriptSource(PAGE_SCRIPTS_STARTER);

const METRICA_ORIGIN = 'https://mc.yandex.ru';
/** Helmet's own default: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeadersOptions {
  /** Origin of an absolute asset host (icons), or null when icons come from this origin. */
  assetOrigin: string | null;
  /** CSP source of the map tiles (img-src). */
  mapTileSource: string;
  /** Whether the page of this request may load the Yandex Metrica counter. */
  usesMetrica: (raw: IncomingMessage) => boolean;
  /** `npm run dev` only: Vite's React plugin adds an inline script (fast refresh) to every page. */
  allowInlineScripts?: boolean;
}

/**
 * Helmet's headers with the Content-Security-Policy the app needs: everything from this origin, the
 * page's own inline scripts (the tenant's look before the first paint, the Intl warm-up, the starter of
 * its scripts after the first paint; by their hashes), inline styles
 * (sonner injects its styles), icons from the asset host, and Metrica only where it is configured;
 * Strict-Transport-Security on https answers only.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): Promise<void> {
  const { assetOrigin, usesMetrica, mapTileSource, allowInlineScripts = false } = options;
  const withMetrica = (base: string[]) => (req: IncomingMessage) =>
    [...base, ...(usesMetrica(req) ? [METRICA_ORIGIN] : [])].join(' ');
  const assets = assetOrigin ? [assetOrigin] : [];

  await app.register(helmet, {
    // Strict-Transport-Security means nothing over plain http and is only sent over https (below).
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          withMetrica(
            // (a hash in the list would make browsers ignore 'unsafe-inline')
            allowInlineScripts
              ? ["'self'", "'unsafe-inline'"]
              : [
                  "'self'",
                  TENANT_BOOT_SCRIPT_SOURCE,
                  INTL_WARM_UP_SCRIPT_SOURCE,
                  PAGE_SCRIPTS_STARTER_SOURCE,
                ],
          ),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [withMetrica(["'self'", 'data:', ...assets, mapTileSource])],
        connectSrc: [withMetrica(["'self'", ...assets])],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
