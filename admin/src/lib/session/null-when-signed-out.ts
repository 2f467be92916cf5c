import { ClientError, ClientErrorKind } from '@commerce/client';

/** Statuses a proxy or load balancer answers with when the API behind it is down. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

function isSignedOutOrUnreachable(error: unknown): boolean {
  if (!(error instanceof ClientError)) return false;
  if (error.kind === ClientErrorKind.Network || error.kind === ClientErrorKind.Timeout) {
    return true;
  }
  return error.status === 401 || UNREACHABLE_STATUSES.has(error.status ?? 0);
}

/**
 * Resolves to null when the API says nobody is signed in (401) or cannot be reached, so a
 * signed-out visitor sees a page rather than an error; other failures still reach the
 * route's error component.
 */
export async function nullWhenSignedOut<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (isSignedOutOrUnreachable(error)) return null;
    throw error;
  }
}
