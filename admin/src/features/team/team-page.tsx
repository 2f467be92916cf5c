import { Button } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCapability } from '../../lib/feature-flags/capabilities.ts';
import type { SearchChange } from '../../lib/lists/list-view.tsx';
import { Allowed, ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { BuiltInRoles } from './built-in-roles.tsx';
import { CreateUserDialog } from './create-user-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { InviteLinkDialog, type IssuedInvite } from './invite-link-dialog.tsx';
import { InviteList } from './invite-list.tsx';
import { RoleList } from './role-list.tsx';
import { UserList } from './user-list.tsx';
import type { UserListSearch } from './user-list-search.ts';

export interface TeamPageProps {
  search: UserListSearch;
  onSearchChange: SearchChange<UserListSearch>;
}

/**
 * `/a/settings/team`: the staff users, the invites, inviting someone or adding a user
 * directly, the custom roles and what the built-in roles allow. Changes need `team:write`;
 * without it the page is a view, and says so once.
 */
export function TeamPage({ search, onSearchChange }: TeamPageProps) {
  const { t } = useTranslation('team');
  const customRoles = useCapability('custom_roles') === true;
  const [inviting, setInviting] = useState(false);
  const [issued, setIssued] = useState<IssuedInvite>();
  const [adding, setAdding] = useState(false);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
        </div>
        <Allowed permission="team:write">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setAdding(true)}>
              {t('users.create')}
            </Button>
            <Button onClick={() => setInviting(true)}>{t('invites.create')}</Button>
          </div>
        </Allowed>
      </div>
      <ReadOnlyNotice permission="team:write" />
      <UserList search={search} onSearchChange={onSearchChange} />
      <InviteList onIssued={setIssued} />
      {/* Medusa v1 has no custom roles (issue 25): the built-in ones are compared below. */}
      {customRoles && <RoleList />}
      <BuiltInRoles />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onInvited={setIssued} />
      <CreateUserDialog open={adding} onClose={() => setAdding(false)} />
      <InviteLinkDialog issued={issued} onClose={() => setIssued(undefined)} />
    </div>
  );
}
