import type { AnyRouter } from '@tanstack/react-router';

/** A page's code could not be fetched (no network, or the server did not answer). */
export class PageCodeError extends Error {
  override name = 'PageCodeError';
}

interface PreloadableComponent {
  preload?: () => Promise<void> | undefined;
}

/**
 * Makes a route whose code could not be fetched fail where the router sees it, so its
 * error component (the page's "Try again", with the header and footer kept) shows.
 *
 * A code-split route's component is TanStack Router's `lazyRouteComponent`: its `preload()`
 * swallows a failed import, the router renders the page anyway, and the component then
 * reloads the whole document once per session for a "Failed to fetch dynamically imported
 * module" (meant for a deploy that removed old chunks). Offline, or with the server down,
 * that reload is the browser's own error page. In the browser the component removes its
 * `preload` once its code is in, so one still there after it settled means the import
 * failed: the wrapper then rejects, the route's match is an error, and "Try again"
 * (router.invalidate) imports again.
 */
export function surfaceRouteChunkFailures(router: AnyRouter): void {
  if (typeof window === 'undefined') return;
  for (const route of Object.values(router.routesById) as { options: Record<string, unknown> }[]) {
    const component = route.options.component as PreloadableComponent | undefined;
    const preload = component?.preload;
    if (!component || !preload) continue;
    const wrapped = async () => {
      await preload();
      if (component.preload === wrapped) throw new PageCodeError('The page could not be loaded.');
    };
    component.preload = wrapped;
  }
}
