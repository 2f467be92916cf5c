import {
  type AdminGetCustomerGroupData,
  useAdminDeleteCustomerGroup,
} from '@commerce/client/admin';
import { Button, ConfirmDialog, notify } from '@commerce/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import type { SearchChange } from '../../lib/lists/list-view.tsx';
import { Allowed, ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { AddCustomersDialog } from './add-customers-dialog.tsx';
import { GroupFormDialog } from './group-form-dialog.tsx';
import type { GroupListSearch } from './group-list-search.ts';
import { GroupMembers } from './group-members.tsx';

type Group = AdminGetCustomerGroupData['customer_group'];

export interface GroupDetailProps {
  group: Group;
  search: GroupListSearch;
  onSearchChange: SearchChange<GroupListSearch>;
}

/** `/a/customers/groups/{id}`: rename or delete the group, and add or remove its customers. */
export function GroupDetail({ group, search, onSearchChange }: GroupDetailProps) {
  const { t, i18n } = useTranslation('customers');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'add'>();
  const remove = useAdminDeleteCustomerGroup({ id: group.id });

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
      setDialog(undefined);
      return;
    }
    notify.success(t('groupsList.deleted', { name: group.name }));
    await navigate({ to: '/a/customers/groups' });
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <Link to="/a/customers/groups" className="text-sm text-primary hover:underline">
        {t('groupsList.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold break-words">{group.name}</h1>
        <Allowed permission="customers:write">
          <div className="flex gap-2">
            <Button onClick={() => setDialog('add')}>{t('members.add')}</Button>
            <Button variant="secondary" onClick={() => setDialog('edit')}>
              {t('groupsList.rename')}
            </Button>
            <Button variant="danger" onClick={() => setDialog('delete')}>
              {t('actions.delete')}
            </Button>
          </div>
        </Allowed>
      </div>
      <ReadOnlyNotice permission="customers:write" />
      <GroupMembers groupId={group.id} search={search} onSearchChange={onSearchChange} />
      <AddCustomersDialog
        open={dialog === 'add'}
        onClose={() => setDialog(undefined)}
        groupId={group.id}
        groupName={group.name}
        onAdded={(count) => notify.success(t('members.added', { count }))}
      />
      <GroupFormDialog
        open={dialog === 'edit'}
        onClose={() => setDialog(undefined)}
        group={group}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onClose={() => setDialog(undefined)}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
        title={t('groupsList.deleteTitle', { name: group.name })}
        description={t('groupsList.deleteDescription')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
      />
    </div>
  );
}
