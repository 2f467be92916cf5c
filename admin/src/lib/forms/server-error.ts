import { ClientError, ClientErrorKind } from '@commerce/client';
import type { TFunction } from 'i18next';

/**
 * Where a form keeps the failure of its request: react-hook-form's root errors are not tied
 * to a field, and are cleared when the form is submitted again.
 *
 * @example
 * form.setError(SERVER_ERROR, { message: serverErrorMessage(error, t) });
 * const failure = form.formState.errors.root?.server?.message;
 */
export const SERVER_ERROR = 'root.server';

/**
 * What to tell the user about a failed request: that their role does not allow it (403),
 * the server's own message when it sent one (e.g. "Wrong email or password"), else a
 * translated reason.
 */
export function serverErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ClientError) {
    // The server names the missing permission in English; the role's limit is the point.
    if (error.status === 403) return t('access.forbidden');
    if (error.body?.message) return error.body.message;
    if (error.kind === ClientErrorKind.Network || error.kind === ClientErrorKind.Timeout) {
      return t('errors.unreachable');
    }
    if (error.status !== undefined) return t('errors.status', { status: error.status });
  }
  return t('errors.unknown');
}
