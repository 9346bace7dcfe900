import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageRendererModule, RenderPage } from '../../shared/page-render.js';

/**
 * Starts loading the renderer's module (`import` keeps it, so the first page's `lazyPageRenderer` finds it
 * loaded): `main.ts` does it while the embedded database opens. Nothing without a build.
 */
export function preloadPageRenderer(file: string): void {
  if (existsSync(file)) void import(pathToFileURL(file).href).catch(() => undefined);
}

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
