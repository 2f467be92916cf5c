import { useMedusa } from '@commerce/client';
import { adminListInvitesQueryOptions } from '@commerce/client/admin/invites';
import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../../lib/lists/list-states.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { DeleteInviteDialog } from './delete-invite-dialog.tsx';
import type { IssuedInvite } from './invite-link-dialog.tsx';
import { type Invite, inviteStatus, STATUS_BADGE } from './invite-status.ts';
import { ResendInviteButton } from './resend-invite-button.tsx';
import { useRoleName } from './use-custom-roles.ts';

/** The newest invites; a store rarely has more open at once. */
const INVITE_LIMIT = 100;

export interface InviteListProps {
  /** A resent invite's new link, to show once. */
  onIssued: (issued: IssuedInvite) => void;
}

/**
 * Invites sent, newest first, with resend (which gives a new link) and delete for those who
 * may change the team.
 */
export function InviteList({ onIssued }: InviteListProps) {
  const { t, i18n } = useTranslation('team');
  const { client } = useMedusa();
  const headingId = useId();
  const [deleting, setDeleting] = useState<Invite>();
  const canWrite = usePermissions().can('team:write');
  const roleName = useRoleName();
  const query = useQuery(
    adminListInvitesQueryOptions(client, { limit: INVITE_LIMIT, order: '-created_at' }),
  );
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const invites = query.data?.invites ?? [];

  let body: ReactNode;
  if (query.isPending) body = <ListLoading label={t('invites.loading')} />;
  else if (query.isError) body = <ListError error={query.error} onRetry={() => query.refetch()} />;
  else if (invites.length === 0)
    body = <p className="text-sm text-muted-foreground">{t('invites.empty')}</p>;
  else {
    body = (
      <Table aria-labelledby={headingId}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('fields.email')}</TableHead>
            <TableHead>{t('fields.role')}</TableHead>
            <TableHead>{t('invites.status')}</TableHead>
            <TableHead>{t('invites.expires')}</TableHead>
            {canWrite && (
              <TableHead>
                <span className="sr-only">{t('invites.actions')}</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {invites.map((invite) => {
            const status = inviteStatus(invite);
            return (
              <TableRow key={invite.id}>
                <TableCell className="font-medium">{invite.user_email}</TableCell>
                <TableCell>{roleName(invite)}</TableCell>
                <TableCell>
                  <Badge size="small" variant={STATUS_BADGE[status]}>
                    {t(`invites.statuses.${status}`)}
                  </Badge>
                </TableCell>
                <TableCell>{dates.format(new Date(invite.expires_at))}</TableCell>
                {canWrite && (
                  <TableCell>
                    <div className="flex justify-end gap-2">
                      {!invite.accepted && (
                        <ResendInviteButton invite={invite} onIssued={onIssued} />
                      )}
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={t('invites.deleteOne', { email: invite.user_email })}
                        onClick={() => setDeleting(invite)}
                      >
                        {t('actions.delete')}
                      </Button>
                    </div>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('invites.title')}
      </h2>
      {body}
      <DeleteInviteDialog invite={deleting} onClose={() => setDeleting(undefined)} />
    </section>
  );
}
