import { createClient, MedusaProvider } from '@commerce/client';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createAppRouter } from '../lib/router.tsx';
import { createTestI18n } from './i18n.ts';

/** Answers the API in memory; jsdom needs an absolute base URL (toolchain.md, trap 4). */
export type FakeApi = (request: Request) => Promise<Response>;

/**
 * Renders the whole app at `path` (including the /app base path) against a fake API. Queries
 * never retry unless a test passes the app's own `queryClient` (its retry rule under test).
 */
export function renderApp(path: string, api: FakeApi, options: { queryClient?: QueryClient } = {}) {
  const client = createClient({ baseUrl: 'http://api.test', fetch: api });
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ client, queryClient }, history);
  const view = render(
    <I18nextProvider i18n={createTestI18n()}>
      <MedusaProvider client={client} queryClient={queryClient}>
        <RouterProvider router={router} />
      </MedusaProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

export const unreachableApi: FakeApi = () => Promise.reject(new TypeError('fetch failed'));
