import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import './i18n/i18n.js';
import { App } from './app/app.js';
import { seedBootData } from './app/boot-data.js';
import { Providers } from './app/providers.js';
import { createQueryClient } from './app/query-client.js';
import { renderStartUpInTurns } from './lib/render-in-turn.js';
import { wantToasterWhenIdle } from './lib/toaster-demand.js';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
seedBootData(queryClient);

/**
 * The landing screen's own modules, which the server names in the page (`data-screen`,
 * src/server/http/route-preload.ts): loaded before the first render, the router finds them ready and the
 * first screen renders once, complete, instead of a skeleton first and the screen a task later. A module
 * that fails to load is left to the router, which shows its error page.
 */
function landingScreenModules(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-screen]');
  return Promise.allSettled([...links].map((link) => import(/* @vite-ignore */ link.href)));
}

void landingScreenModules().then(() => {
  renderStartUpInTurns();
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <App />
      </Providers>
    </StrictMode>,
  );
});
wantToasterWhenIdle();
