/** The admin API: typed calls and query options (operations) and React Query hooks. */
export * from './gen/admin/hooks.ts';
export * from './gen/admin/operations.ts';
export * from './gen/permissions.ts';
