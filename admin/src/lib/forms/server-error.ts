import { ClientError, ClientErrorKind, errorCode } from '@commerce/client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '../errors/error-messages.ts';

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
 * What to tell the user about a failed request: the translated sentence of its error code
 * (the contract's catalogue, lib/errors/error-messages.ts); without a code, that their role
 * does not allow it (403), the server's own message when it sent one (a validation detail),
 * else a translated reason. Never a match on the server's wording.
 */
export function serverErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ClientError) {
    const code = errorCode(error);
    if (code) return ERROR_MESSAGES[code](t);
    // The server names the missing permission in English; the role's limit is the point.
    if (error.status === 403) return t('access.forbidden', { ns: 'common' });
    // A record deleted meanwhile (or an old link): the server's sentence names it by id.
    if (error.body?.type === 'not_found') return t('types.not_found', { ns: 'errors' });
    if (error.body?.message) return error.body.message;
    if (error.kind === ClientErrorKind.Network || error.kind === ClientErrorKind.Timeout) {
      return t('errors.unreachable', { ns: 'common' });
    }
    if (error.status !== undefined)
      return t('errors.status', { ns: 'common', status: error.status });
  }
  return t('errors.unknown', { ns: 'common' });
}

/** serverErrorMessage bound to the user's language, for screens that report refusals. */
export function useServerErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => serverErrorMessage(error, t);
}
