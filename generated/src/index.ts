/**
 * @commerce/client: the typed client of the commerce API.
 * `@commerce/client/admin/<tag>` and `@commerce/client/store/<tag>` hold one resource's
 * calls and hooks (`@commerce/client/admin` and `/store` every tag's at once); this entry
 * holds the runtime, the entity types and the query keys.
 */

export { startCheckout } from './flows/start-checkout.ts';
export { type UploadOptions, uploadFiles } from './flows/uploads.ts';
export type {
  components as AdminComponents,
  operations as AdminOperations,
  paths as AdminPaths,
} from './gen/admin/schema.ts';
export {
  ERROR_CODES,
  type ErrorCode,
  type ErrorCodeOf,
  isErrorCode,
  type OperationErrorCodes,
  operationErrorCodes,
} from './gen/error-codes.ts';
export * from './gen/invalidation.ts';
export type * from './gen/models.ts';
export * from './gen/operation-ids.ts';
export * from './gen/query-keys.ts';
export * from './money/index.ts';
export * from './react/index.ts';
export {
  type Client,
  type ClientConfig,
  createClient,
  DEFAULT_BASE_URL,
  type OperationRequest,
  type RequestOptions,
} from './runtime/client.ts';
export { errorCode } from './runtime/error-code.ts';
export { ClientError, ClientErrorKind, type ServerErrorBody } from './runtime/errors.ts';
export type {
  InfiniteQueryHookOptions,
  MutationHookOptions,
  QueryHookOptions,
} from './runtime/hook-options.ts';
export {
  type BatchJobInvalidation,
  type InvalidationRule,
  invalidateAfter,
  invalidateAfterBatchJob,
} from './runtime/invalidation.ts';
export {
  type OperationInfiniteQueryOptions,
  type OperationQueryOptions,
  resourceKeys,
} from './runtime/query-keys.ts';
export { toQueryString } from './runtime/query-string.ts';
export { backoffDelay, DEFAULT_BACKOFF, shouldRetry } from './runtime/retry.ts';
export { type TokenDomain, TokenStore } from './runtime/tokens.ts';
