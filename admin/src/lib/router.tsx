import type { Client } from '@commerce/client';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError } from '../features/shell/route-error.tsx';
import { routeTree } from '../routeTree.gen.ts';
import type { RecordKind } from './detail-page/record-lists.ts';

export interface RouterContext {
  queryClient: QueryClient;
  client: Client;
}

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    basepath: '/app',
    ...(history ? { history } : {}),
    defaultErrorComponent: RouteError,
    defaultPreload: 'intent',
    // React Query owns freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** A detail route's record: a 404 of its loader shows that this record was not found. */
    record?: RecordKind;
  }
}
