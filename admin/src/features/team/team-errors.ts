import { ClientError } from '@commerce/client';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';

/**
 * What to tell staff when the server refuses a change to the team: the store's last admin
 * (400 `last_admin`) in their language, else what serverErrorMessage says (a 403, such as
 * `role_exceeds_own`, reads as the role's limit).
 */
export function useTeamErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation('team');
  return (error) => {
    const code = error instanceof ClientError ? error.body?.code : undefined;
    if (code === 'last_admin') return t('errors.lastAdmin');
    return serverErrorMessage(error, i18n.t);
  };
}
