import { createClient, MedusaProvider } from '@commerce/client';
import { Toaster } from '@commerce/ui';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from './i18n.ts';
import type { FakeApi } from './render-app.tsx';

/**
 * Renders one component (not the whole app) with what screens need around them: English
 * texts, the typed client over a fake API, and the toaster that shows notifications.
 */
export function renderWithClient(ui: ReactNode, api: FakeApi) {
  const client = createClient({ baseUrl: 'http://api.test', fetch: api });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={createTestI18n()}>
      <MedusaProvider client={client} queryClient={queryClient}>
        {ui}
        <Toaster />
      </MedusaProvider>
    </I18nextProvider>,
  );
  return { ...view, client, queryClient };
}
