/**
 * The whole admin API: typed calls and query options (operations) and React Query hooks of
 * every tag. Apps import one tag's module (`@commerce/client/admin/products`) instead, so a
 * screen's chunk holds only its resource.
 */
export * from './gen/admin/hooks.ts';
export * from './gen/admin/operations.ts';
export * from './gen/permissions.ts';
