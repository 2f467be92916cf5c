import { ClientError, createQueryClient } from '@commerce/client';
import type { QueryClient } from '@tanstack/react-query';

/** Answers that a second try cannot change: the request itself is refused (4xx). */
const isFinal = (error: unknown) =>
  error instanceof ClientError &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  // A timeout and "too many requests" may pass on a later try.
  error.status !== 408 &&
  error.status !== 429;

/**
 * The admin's query cache: the specification's defaults (one retry, section 9), except that
 * a refusal is final. A missing record (404) or a role's limit (403) is shown at once, not
 * after the retry's back-off second.
 */
export function createAdminQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  const retries = typeof defaults.queries?.retry === 'number' ? defaults.queries.retry : 1;
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      retry: (failureCount, error) => !isFinal(error) && failureCount < retries,
    },
  });
  return queryClient;
}
