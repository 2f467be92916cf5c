import { type ErrorCode, isErrorCode } from '../gen/error-codes.ts';
import { ClientError } from './errors.ts';

/**
 * The code of a failed answer when the contract's catalogue has it (gen/error-codes.ts); a
 * code the contract does not list (another server, a newer one) counts as none, as does an
 * error that is not a `ClientError`. A function apart from `ClientError`, not a getter on it:
 * the catalogue (1.7 KB gzip) then loads with the code that reads error codes (an app's
 * error messages), not with every page that makes a request (the storefront's first load).
 *
 * @example
 *   if (errorCode(error) === 'cart_completed') startNewCart();
 */
export function errorCode(error: unknown): ErrorCode | undefined {
  const code = error instanceof ClientError ? error.body?.code : undefined;
  return isErrorCode(code) ? code : undefined;
}
