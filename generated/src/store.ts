/** The store API: typed calls and query options (operations) and React Query hooks. */
export * from './gen/store/hooks.ts';
export * from './gen/store/operations.ts';
