import { useAdminResendInvite } from '@commerce/client/admin/invites';
import { Button, notify } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import type { IssuedInvite } from './invite-link-dialog.tsx';
import type { Invite } from './invite-status.ts';

export interface ResendInviteButtonProps {
  invite: Invite;
  /** The resend's new link (the old one stops working), to show once. */
  onIssued: (issued: IssuedInvite) => void;
}

/** Sends an open invite again, with a new token and a new week before it expires. */
export function ResendInviteButton({ invite, onIssued }: ResendInviteButtonProps) {
  const { t, i18n } = useTranslation('team');
  const resend = useAdminResendInvite({ id: invite.id });
  const send = async () => {
    try {
      const answer = await resend.mutateAsync();
      notify.success(t('invites.resent', { email: invite.user_email }));
      onIssued({
        email: answer.invite.user_email,
        token: answer.token,
        expiresAt: answer.invite.expires_at,
      });
    } catch (error) {
      notify.error(t('invites.resendFailed'), { description: serverErrorMessage(error, i18n.t) });
    }
  };
  return (
    <Button
      size="small"
      variant="secondary"
      isLoading={resend.isPending}
      aria-label={t('invites.resendOne', { email: invite.user_email })}
      onClick={() => void send()}
    >
      {t('invites.resend')}
    </Button>
  );
}
