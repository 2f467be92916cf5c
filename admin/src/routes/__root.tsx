import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '../features/shell/not-found.tsx';
import type { RouterContext } from '../lib/router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
});
