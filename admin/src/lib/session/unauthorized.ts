import { ClientError } from '@commerce/client';
import type { QueryClient } from '@tanstack/react-query';

/** A 401 from the API: the request carried no session, or one the server no longer knows. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ClientError && error.status === 401;
}

/**
 * A mutation's `meta` that makes its 401 a refusal for the screen to show, not an ended
 * session: checking the signed-in user's own password (`POST /admin/auth/token`).
 */
export const UNAUTHORIZED_IS_REFUSAL = { unauthorizedIsRefusal: true } as const;

/**
 * Calls `handle` whenever a query or a mutation of `queryClient` fails with a 401,
 * whichever screen started it. A query reports once, after its retries. Returns the
 * function that stops listening.
 *
 * (Listening to the caches rather than passing `onError` to their constructors: the caches
 * exist before the router and the screen that reacts, and tests build their own client.)
 */
export function onUnauthorized(queryClient: QueryClient, handle: () => void): () => void {
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') {
      if (isUnauthorized(event.action.error)) handle();
    }
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') {
      if (event.mutation.meta?.unauthorizedIsRefusal) return;
      if (isUnauthorized(event.action.error)) handle();
    }
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

/**
 * Calls `handle` whenever a mutation of `queryClient` is refused with a 403: the user's
 * role does not allow it (it may have changed since the page was drawn). Returns the
 * function that stops listening.
 */
export function onForbidden(queryClient: QueryClient, handle: () => void): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') {
      const error = event.action.error;
      if (error instanceof ClientError && error.status === 403) handle();
    }
  });
}
