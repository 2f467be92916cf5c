import {
  type AdminGetCustomerGroupData,
  useAdminDeleteCustomerGroup,
} from '@commerce/client/admin/customer-groups';
import { Button, notify } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailPageHeader } from '../../lib/detail-page/detail-page-header.tsx';
import type { SearchChange } from '../../lib/lists/list-view.tsx';
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
  const { t } = useTranslation('customers');
  const [dialog, setDialog] = useState<'edit' | 'add'>();
  const remove = useAdminDeleteCustomerGroup({ id: group.id });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <DetailPageHeader
        backLabel={t('groupsList.back')}
        title={group.name}
        permission="customers:write"
        actions={
          <>
            <Button onClick={() => setDialog('add')}>{t('members.add')}</Button>
            <Button variant="secondary" onClick={() => setDialog('edit')}>
              {t('groupsList.rename')}
            </Button>
          </>
        }
        deletion={{
          mutation: remove,
          deleted: t('groupsList.deleted', { name: group.name }),
          listTo: '/a/customers/groups',
          title: t('groupsList.deleteTitle', { name: group.name }),
          description: t('groupsList.deleteDescription'),
        }}
      />
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
    </div>
  );
}
