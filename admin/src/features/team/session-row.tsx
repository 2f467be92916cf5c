import {
  type AdminListAuthSessionsData,
  useAdminDeleteAuthSession,
} from '@commerce/client/admin/auth';
import { Badge, Button, notify, TableCell, TableRow } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { summarizeUserAgent } from './user-agent.ts';

export type AuthSession = AdminListAuthSessionsData['sessions'][number];

/** "Firefox on Windows", a browser or system alone, a program's name, or "Unknown device". */
export function useDeviceName(): (session: AuthSession) => string {
  const { t } = useTranslation('team');
  return (session) => {
    const { browser, os, program } = summarizeUserAgent(session.user_agent);
    if (browser && os) return t('sessions.deviceOn', { browser, os });
    return browser ?? os ?? program ?? t('sessions.unknownDevice');
  };
}

export interface SessionRowProps {
  session: AuthSession;
  dates: Intl.DateTimeFormat;
}

/** One of the user's sessions; any but the current one can be signed out here. */
export function SessionRow({ session, dates }: SessionRowProps) {
  const { t, i18n } = useTranslation('team');
  const device = useDeviceName()(session);
  const end = useAdminDeleteAuthSession({ id: session.id });
  const signedIn = dates.format(new Date(session.created_at));
  const signOut = async () => {
    try {
      await end.mutateAsync();
      notify.success(t('sessions.signedOut', { device }));
    } catch (error) {
      notify.error(t('sessions.signOutFailed'), { description: serverErrorMessage(error, i18n.t) });
    }
  };
  return (
    <TableRow>
      <TableCell>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{device}</span>
          {session.current && (
            <Badge size="small" variant="success">
              {t('sessions.current')}
            </Badge>
          )}
        </div>
        {session.kind === 'bearer' && (
          <span className="text-xs text-muted-foreground">{t('sessions.bearer')}</span>
        )}
      </TableCell>
      <TableCell className="font-mono text-xs">{session.ip ?? t('sessions.unknown')}</TableCell>
      <TableCell>{signedIn}</TableCell>
      <TableCell>{dates.format(new Date(session.last_used_at))}</TableCell>
      <TableCell>
        {!session.current && (
          <div className="flex justify-end">
            <Button
              size="small"
              variant="secondary"
              isLoading={end.isPending}
              aria-label={t('sessions.signOutOne', { device, date: signedIn })}
              onClick={() => void signOut()}
            >
              {t('sessions.signOut')}
            </Button>
          </div>
        )}
      </TableCell>
    </TableRow>
  );
}
