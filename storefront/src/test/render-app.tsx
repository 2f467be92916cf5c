import { createClient, createQueryClient, MedusaProvider } from '@commerce/client';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createAppRouter } from '../lib/router.tsx';
import { createTestI18n } from './i18n.ts';

/** Answers the API in memory; jsdom needs an absolute base URL (toolchain.md, trap 4). */
export type FakeApi = (request: Request) => Promise<Response>;

/** The whole app at `path` against a fake API, ready to render (`element`). */
export function createTestApp(path: string, api: FakeApi) {
  const client = createClient({ baseUrl: 'http://api.test', fetch: api });
  // The app's own defaults (entry-client.tsx), so reads are as fresh, and as shared, as in a browser;
  // no retries, so a failure shows at once.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  // Mounted in a <div>: the root renders the page, not the document.
  const router = createAppRouter({ client, queryClient, embedded: true }, history);
  const i18n = createTestI18n();
  const element = (
    <I18nextProvider i18n={i18n}>
      <MedusaProvider client={client} queryClient={queryClient}>
        <RouterProvider router={router} />
      </MedusaProvider>
    </I18nextProvider>
  );
  return { element, router, queryClient, i18n };
}

/** Renders the whole app at `path` against a fake API. */
export function renderApp(path: string, api: FakeApi) {
  const app = createTestApp(path, api);
  return { ...render(app.element), ...app };
}

export const unreachableApi: FakeApi = () => Promise.reject(new TypeError('fetch failed'));
