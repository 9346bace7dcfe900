import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import './i18n/i18n.js';
import { App } from './app/app.js';
import { seedBootData } from './app/boot-data.js';
import { Providers } from './app/providers.js';
import { createQueryClient } from './app/query-client.js';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
seedBootData(queryClient);

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <App />
    </Providers>
  </StrictMode>,
);
