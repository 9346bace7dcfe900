import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import './i18n/i18n.js';
import { App } from './app/app.js';
import { seedBootData } from './app/boot-data.js';
import { Providers } from './app/providers.js';
import { createQueryClient } from './app/query-client.js';
import { wantToasterWhenIdle } from './lib/toaster-demand.js';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
seedBootData(queryClient);

// The browser gets a turn between evaluating the modules and the first render: two shorter tasks
// instead of one long one (it keeps input and the page's other work from waiting on both).
setTimeout(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <App />
      </Providers>
    </StrictMode>,
  );
}, 0);
wantToasterWhenIdle();
