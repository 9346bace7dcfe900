import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageRendererModule, RenderPage } from '../../shared/page-render.js';

/**
 * The web app's server renderer (`dist/ssr/render-page.js`, built by `npm run build`, ADR 011), loaded on
 * the first page asked for; null without that build (the API-only server, tests on a bare web root): pages
 * are then rendered in the browser only.
 */
export function lazyPageRenderer(file: string, assetHost: string): () => Promise<RenderPage | null> {
  let loaded: Promise<RenderPage | null> | null = null;
  return () => {
    loaded ??= existsSync(file)
      ? import(pathToFileURL(file).href).then((module: Partial<PageRendererModule>) =>
          typeof module.createPageRenderer === 'function' ? module.createPageRenderer({ assetHost }) : null,
        )
      : Promise.resolve(null);
    return loaded;
  };
}
