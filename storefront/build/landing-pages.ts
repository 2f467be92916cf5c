import type { CodeSplittingOptions } from '@tanstack/router-plugin';

type CodeSplitGroupings = NonNullable<CodeSplittingOptions['defaultBehavior']>;

/**
 * The catalogue pages, where shoppers arrive from search engines and shared links (route
 * ids). build.ts gives their code chunks of its own, one per set of these pages that shares
 * it (first-load-groups.ts), which the server's page names as preloads, so they load beside
 * the entry: a shopper landing on a listing does not download the product page's code.
 */
export const LANDING_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/products/',
  '/products/$handle',
  '/collections/$handle',
  '/categories/$handle',
]);

/** A landing route's page chunk (`src/routes/index.tsx?tsr-split=component---loader`). */
export const LANDING_PAGE_CHUNK =
  /\/src\/routes\/(index|products\.index|products\.\$handle|collections\.\$handle|categories\.\$handle)\.tsx\?tsr-split=component---loader$/;

/**
 * TanStack Router's split of a route file (its `codeSplittingOptions.splitBehavior`): every
 * route but the root keeps its loader with its page, one chunk that the server's page names
 * as a preload (router-manifest.ts) and the router fetches on hover or focus of a link; so a
 * first page does not carry the loaders (and the calls they import) of pages it may never
 * open. A landing page's loader is in the chunk its page needs anyway.
 */
export function splitBehavior({ routeId }: { routeId: string }): CodeSplitGroupings | undefined {
  if (routeId === '__root__') return undefined;
  return [['loader', 'component'], ['errorComponent'], ['notFoundComponent']];
}
