import { ClientError, ClientErrorKind, type ErrorCode, errorCode } from '@commerce/client';
import type { ParseKeys } from 'i18next';

/** A key of the `account` namespace: what form schemas and error mappings answer. */
export type AccountKey = ParseKeys<'account'>;

/**
 * The refusals a form can explain, by the server's error code (e.g. `wrong_password`, one
 * of several 400s) or by HTTP status (e.g. 401 on sign-in: wrong password).
 */
export type Refusals = Partial<Record<number | ErrorCode, AccountKey>>;

/**
 * The `account` key that explains a failed request in the shopper's language: the form's
 * own refusals by code, then by status, then too many attempts (429 `too_many_requests`,
 * sign-in, sign-up and reset requests are rate-limited), an unreachable store, anything else.
 */
export function requestErrorKey(error: unknown, refusals: Refusals = {}): AccountKey {
  if (error instanceof ClientError) {
    if (error.kind === ClientErrorKind.Network || error.kind === ClientErrorKind.Timeout) {
      return 'errors.network';
    }
    const code = errorCode(error);
    const refusal =
      (code === undefined ? undefined : refusals[code]) ??
      (error.status === undefined ? undefined : refusals[error.status]);
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
