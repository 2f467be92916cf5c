import { Button } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchChange } from '../../lib/lists/list-view.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { InviteLinkDialog, type IssuedInvite } from './invite-link-dialog.tsx';
import { InviteList } from './invite-list.tsx';
import { UserList } from './user-list.tsx';
import type { UserListSearch } from './user-list-search.ts';

export interface TeamPageProps {
  search: UserListSearch;
  onSearchChange: SearchChange<UserListSearch>;
}

/** `/a/settings/team`: the staff users, the invites, and inviting someone. */
export function TeamPage({ search, onSearchChange }: TeamPageProps) {
  const { t } = useTranslation('team');
  const [inviting, setInviting] = useState(false);
  const [issued, setIssued] = useState<IssuedInvite>();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
        </div>
        <Button onClick={() => setInviting(true)}>{t('invites.create')}</Button>
      </div>
      <UserList search={search} onSearchChange={onSearchChange} />
      <InviteList onIssued={setIssued} />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onInvited={setIssued} />
      <InviteLinkDialog issued={issued} onClose={() => setIssued(undefined)} />
    </div>
  );
}
