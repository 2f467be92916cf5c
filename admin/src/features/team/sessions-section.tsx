import { adminDeleteAuthSessionInvalidation, invalidateAfter, useMedusa } from '@commerce/client';
import { adminDeleteAuthSession, useAdminListAuthSessions } from '@commerce/client/admin/auth';
import {
  Button,
  notify,
  Section,
  Table,
  TableBody,
  TableHead,
  TableHeader,
  TableRow,
} from '@commerce/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { runForEach } from '../../lib/lists/bulk.ts';
import { ListError, ListLoading } from '../../lib/lists/list-states.tsx';
import { SessionRow } from './session-row.tsx';

/**
 * The signed-in user's active sessions (`GET /admin/auth/sessions`): device, address, when
 * signed in and last active, the current one marked. Any other one can be signed out, or
 * all of them at once (one request each: the contract ends sessions one by one).
 */
export function SessionsSection() {
  const { t, i18n } = useTranslation('team');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const query = useAdminListAuthSessions();
  const [endingOthers, setEndingOthers] = useState(false);
  const sessions = query.data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const endOthers = async () => {
    setEndingOthers(true);
    const outcome = await runForEach(others, (session) =>
      adminDeleteAuthSession(client, { id: session.id }),
    );
    // The list (and the session) once, after all of them, not once per session.
    await invalidateAfter(queryClient, adminDeleteAuthSessionInvalidation, {}, undefined);
    setEndingOthers(false);
    const [failed] = outcome.failed;
    if (failed) {
      notify.error(t('sessions.signOutFailed'), {
        description: serverErrorMessage(failed.error, i18n.t),
      });
    } else notify.success(t('sessions.signedOutOthers'));
  };

  let body: ReactNode;
  if (query.isPending) body = <ListLoading label={t('sessions.loading')} />;
  else if (query.isError) body = <ListError error={query.error} onRetry={() => query.refetch()} />;
  else if (sessions.length === 0)
    body = <p className="text-sm text-muted-foreground">{t('sessions.empty')}</p>;
  else {
    body = (
      <Table aria-label={t('sessions.title')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('sessions.device')}</TableHead>
            <TableHead>{t('sessions.ip')}</TableHead>
            <TableHead>{t('sessions.signedIn')}</TableHead>
            <TableHead>{t('sessions.lastActive')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('invites.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} dates={dates} />
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Section
      title={t('sessions.title')}
      description={t('sessions.description')}
      actions={
        others.length > 0 && (
          <Button variant="secondary" isLoading={endingOthers} onClick={() => void endOthers()}>
            {t('sessions.signOutOthers')}
          </Button>
        )
      }
    >
      {body}
    </Section>
  );
}
