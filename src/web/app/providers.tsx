import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n as appI18n } from '../i18n/i18n.js';
import { SharedTranslation } from '../i18n/shared-translation.js';

interface ProvidersProps {
  queryClient: QueryClient;
  /** The server's render passes its request's own instance (in its language); the browser has one. */
  i18n?: I18n;
  children: ReactNode;
}

export function Providers({ queryClient, i18n = appI18n, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SharedTranslation>{children}</SharedTranslation>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
