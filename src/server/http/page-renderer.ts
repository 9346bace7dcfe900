import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../../shared/page-render.js';

/**
 * The web app's server renderer (`dist/ssr/render-page.js`, built by `npm run build`, ADR 009); null
 * without that build (the API-only server, tests on a bare web root): pages are then rendered in the
 * browser only, as before.
 */
export async function loadPageRenderer(file: string): Promise<RenderPage | null> {
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
  return typeof module.renderPage === 'function' ? (module.renderPage as RenderPage) : null;
}
