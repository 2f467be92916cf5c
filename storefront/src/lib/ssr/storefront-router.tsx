import { MedusaProvider } from '@commerce/client';
import type { RouterHistory } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createAppRouter, type RouterContext } from '../router.tsx';
import { handOverCountryNames } from './country-names-handoff.ts';

/**
 * The router of a server-rendered page, the same on both sides: the server's per request
 * (entry-server.tsx), the browser's once (entry-client.tsx). The loaders' React Query data
 * is dehydrated into the page by @tanstack/react-router-ssr-query (what the loaders read
 * before the HTML, and any query that resolves while it streams), and put back into the
 * browser's QueryClient before it hydrates, so the components find the server's answers.
 */
export function createStorefrontRouter(
  context: Required<Pick<RouterContext, 'queryClient' | 'client' | 'i18n'>> & RouterContext,
  nonce?: string,
  // The browser's, made apart by hydrate-page.tsx; the router's own default otherwise.
  history?: RouterHistory,
) {
  const router = createAppRouter(context, history, nonce ? { nonce } : {});
  const { i18n, client, queryClient } = context;
  router.options.Wrap = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MedusaProvider client={client} queryClient={queryClient}>
        {children}
      </MedusaProvider>
    </I18nextProvider>
  );
  // The region picker's names, as the server wrote them (first: the query hand-off wraps it).
  handOverCountryNames(router, context);
  // MedusaProvider already provides the QueryClient.
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  return router;
}
