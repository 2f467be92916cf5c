import { useMedusa } from '@commerce/client';
import { type AdminListUsersData, adminListUsersQueryOptions } from '@commerce/client/admin/users';
import { Badge } from '@commerce/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterMenu } from '../../lib/lists/filter-menu.tsx';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { pageParams } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { displayNameOf } from '../../lib/people/display-name.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { sessionQueryOptions } from '../../lib/session/session.ts';
import { isRole, ROLE_FILTERS, type TeamUser } from './roles.ts';
import { useRoleName } from './use-custom-roles.ts';
import { UserEditDialog } from './user-edit-dialog.tsx';
import type { UserListSearch } from './user-list-search.ts';

const userId = (user: TeamUser) => user.id;

export interface UserListProps {
  search: UserListSearch;
  onSearchChange: SearchChange<UserListSearch>;
}

/**
 * The staff users; Enter on a row (or a click on the name) opens the edit dialog, for
 * anyone with `team:write` and for one's own row (one's name is one's own to change).
 */
export function UserList({ search, onSearchChange }: UserListProps) {
  const { t, i18n } = useTranslation('team');
  const { client } = useMedusa();
  const [editing, setEditing] = useState<TeamUser>();
  const me = useQuery(sessionQueryOptions(client)).data?.user;
  const canWrite = usePermissions().can('team:write');
  const roleName = useRoleName();
  const canOpen = (user: TeamUser) => canWrite || user.id === me?.id;
  const open = (user: TeamUser) => {
    if (canOpen(user)) setEditing(user);
  };
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const query = useQuery({
    ...adminListUsersQueryOptions(client, {
      ...pageParams(search),
      ...(search.role ? { role: search.role.filter(isRole) } : {}),
    }),
    placeholderData: keepPreviousData,
    select: (data: AdminListUsersData) => ({ rows: data.users, count: data.count }),
  });
  const columns: ListColumn<TeamUser>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      width: 'minmax(12rem, 2fr)',
      sort: 'first_name',
      required: true,
      cell: (user) => {
        const name = (
          <>
            {displayNameOf(user)}
            {user.id === me?.id && ' '}
            {user.id === me?.id && (
              <span className="ms-2 text-xs text-muted-foreground">{t('users.you')}</span>
            )}
          </>
        );
        return canOpen(user) ? (
          <button
            type="button"
            tabIndex={-1}
            className="truncate font-medium hover:underline"
            onClick={() => setEditing(user)}
          >
            {name}
          </button>
        ) : (
          <span className="truncate font-medium">{name}</span>
        );
      },
    },
    {
      id: 'email',
      header: t('fields.email'),
      width: 'minmax(14rem, 2fr)',
      sort: 'email',
      cell: (user) => <span className="truncate">{user.email}</span>,
    },
    {
      id: 'role',
      header: t('fields.role'),
      width: '11rem',
      sort: 'role',
      cell: (user) => (
        <Badge size="small" className="max-w-full truncate">
          {roleName(user)}
        </Badge>
      ),
    },
    {
      id: 'created_at',
      header: t('users.joined'),
      width: '10rem',
      sort: 'created_at',
      cell: (user) => dates.format(new Date(user.created_at)),
    },
  ];
  return (
    <>
      <ListView
        listId="team-users"
        label={t('users.title')}
        searchLabel={t('users.search')}
        search={search}
        onSearchChange={onSearchChange}
        query={query}
        columns={columns}
        getRowId={userId}
        rowName={displayNameOf}
        onOpenRow={open}
        filters={
          <FilterMenu
            label={t('fields.role')}
            options={ROLE_FILTERS.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            selected={search.role}
            onChange={(role) => onSearchChange({ ...search, role, offset: undefined })}
          />
        }
        emptyTitle={t('users.emptyTitle')}
      />
      <UserEditDialog
        user={editing}
        isSelf={editing?.id === me?.id}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
