import type { PageSource } from '../http/spa.js';
import type { PageRendererModule } from '../../shared/page-render.js';

/** The web app's server renderer from its source (Vitest compiles it), as the build ships it. */
const RENDERER_SOURCE = '../../web/ssr/render-page.tsx';

/** A minimal document template with the one empty root the pages are rendered into. */
export const TEST_INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta name="asset-host" content="/static/icons" />
    <meta name="description" content="Startline — забеги" />
    <title>Startline</title>
  </head>
  <body><div id="root"></div><script type="module" src="/main.tsx"></script></body>
</html>`;

/**
 * Pages rendered on the server as `npm start` renders them (ADR 011), from the web app's source and the
 * given template, for server tests that look at a page's status, head and markup.
 */
export async function sourcePages(template = TEST_INDEX_HTML): Promise<PageSource> {
  const module = (await import(/* @vite-ignore */ RENDERER_SOURCE)) as PageRendererModule;
  const render = module.createPageRenderer({ assetHost: '/static/icons' });
  return { template: async () => template, renderer: async () => render, preloads: () => '' };
}
