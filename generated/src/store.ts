/**
 * The whole store API: typed calls and query options (operations) and React Query hooks of
 * every tag. Apps import one tag's module (`@commerce/client/store/carts`) instead.
 */
export * from './gen/store/hooks.ts';
export * from './gen/store/operations.ts';
