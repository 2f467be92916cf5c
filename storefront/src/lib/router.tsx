import type { Client } from '@commerce/client';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { RouteError } from '../features/shell/route-error.tsx';
import { routeTree } from '../routeTree.gen.ts';
import type { PageApiConfig } from './api-client/page-config.ts';
import type { RegionChoice } from './region/region-choice.ts';
import { surfaceRouteChunkFailures } from './resilience/route-chunks.ts';

export interface RouterContext {
  queryClient: QueryClient;
  client: Client;
  /**
   * Set when the page is rendered on the server (and on the page that hydrates it): the
   * region read from the shopper's cookie, the same on both sides, so the server renders the
   * prices the shopper will see. Left out (tests, the browser-only build), the choice is
   * read from localStorage as before.
   */
  regionChoice?: RegionChoice | null;
  /** The page's language and its translations (server rendering; route `head()` uses it). */
  i18n?: I18n;
  /** `https://shop.example`: canonical, Open Graph and JSON-LD URLs are absolute. */
  origin?: string;
  /**
   * The server's run-time settings the browser's client needs (issue 25): written on
   * `<html>` by the server, read back by entry-client.tsx (lib/api-client/page-config.ts).
   */
  api?: PageApiConfig;
  /**
   * Set when the app is mounted inside an element rather than as the page (component
   * tests): the root renders the page only, not the document's `<html>`, `<head>`, `<body>`.
   */
  embedded?: boolean;
}

export function createAppRouter(
  context: RouterContext,
  history?: RouterHistory,
  ssr?: { nonce?: string },
) {
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    ...(ssr ? { ssr } : {}),
    defaultErrorComponent: RouteError,
    defaultPreload: 'intent',
    // React Query owns freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  surfaceRouteChunkFailures(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
