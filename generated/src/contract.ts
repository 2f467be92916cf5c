/**
 * The contract's types only (no runtime, no React): for code that types itself by the
 * contract, like the server's handlers.
 */
export type {
  components as AdminComponents,
  operations as AdminOperations,
  paths as AdminPaths,
} from './gen/admin/schema.ts';
export type * from './gen/models.ts';
export type {
  components as StoreComponents,
  operations as StoreOperations,
  paths as StorePaths,
} from './gen/store/schema.ts';
