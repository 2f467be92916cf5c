import type { CodeSplittingOptions } from '@tanstack/router-plugin';

type CodeSplitGroupings = NonNullable<CodeSplittingOptions['defaultBehavior']>;

/**
 * The catalogue pages, where shoppers arrive from search engines and shared links (route
 * ids). Their code goes in the first chunk too (build.ts): each was 3-6 more small files
 * (4-7 KB in all) that the browser could only ask for once the app had started; in one
 * chunk they cost no request. Every other route keeps its loader in the chunk of its page,
 * so a first page does not carry the loaders (and the calls they import) of pages it may
 * never open.
 */
export const LANDING_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/products/',
  '/products/$handle',
  '/collections/$handle',
  '/categories/$handle',
]);

/** A landing route's page chunk (`src/routes/index.tsx?tsr-split=component`). */
export const LANDING_PAGE_CHUNK =
  /\/src\/routes\/(index|products\.index|products\.\$handle|collections\.\$handle|categories\.\$handle)\.tsx\?tsr-split=component$/;

/**
 * TanStack Router's split of a route file (its `codeSplittingOptions.splitBehavior`): a
 * landing route splits as the router does by default (its page, loader in the route's
 * config); any other its loader with its page, one chunk that the server's page names as a
 * preload (router-manifest.ts) and the router fetches on hover or focus of a link.
 */
export function splitBehavior({ routeId }: { routeId: string }): CodeSplitGroupings | undefined {
  if (routeId === '__root__' || LANDING_ROUTES.has(routeId)) return undefined;
  return [['loader', 'component'], ['errorComponent'], ['notFoundComponent']];
}
