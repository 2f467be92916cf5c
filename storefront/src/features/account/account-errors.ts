import { ClientError, ClientErrorKind } from '@commerce/client';
import type { ParseKeys } from 'i18next';

/** A key of the `account` namespace: what form schemas and error mappings answer. */
export type AccountKey = ParseKeys<'account'>;

/** The refusals a form can explain, by HTTP status (e.g. 401 on sign-in: wrong password). */
export type Refusals = Partial<Record<number, AccountKey>>;

/**
 * The `account` key that explains a failed request in the shopper's language: the form's
 * own refusals by status, then too many attempts, an unreachable store, anything else.
 */
export function requestErrorKey(error: unknown, refusals: Refusals = {}): AccountKey {
  if (error instanceof ClientError) {
    if (error.kind === ClientErrorKind.Network || error.kind === ClientErrorKind.Timeout) {
      return 'errors.network';
    }
    const refusal = error.status === undefined ? undefined : refusals[error.status];
    if (refusal) return refusal;
    if (error.status === 429) return 'errors.tooManyRequests';
    if (error.status === 401) return 'errors.sessionEnded';
  }
  return 'errors.unknown';
}

/** Whether a failed read means the session ended (the shopper must sign in again). */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ClientError && error.status === 401;
}
