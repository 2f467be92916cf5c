import { Button } from '@commerce/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupFormDialog } from '../../../../features/customer-groups/group-form-dialog.tsx';
import { GroupList } from '../../../../features/customer-groups/group-list.tsx';
import { groupListSearch } from '../../../../features/customer-groups/group-list-search.ts';
import { ListPage } from '../../../../lib/lists/list-page.tsx';
import { customerLinks } from '../../../../lib/navigation/area-links.ts';
import { Allowed, ReadOnlyNotice } from '../../../../lib/permissions/read-only-notice.tsx';

export const Route = createFileRoute('/a/customers/groups/')({
  validateSearch: groupListSearch,
  component: GroupsPage,
});

function GroupsPage() {
  const { t } = useTranslation('customers');
  const navigate = Route.useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <ListPage
      title={t('sections.groups')}
      sectionLinks={customerLinks(t)}
      sectionLabel={t('sections.label')}
      actions={
        <Allowed permission="customers:write">
          <Button onClick={() => setCreating(true)}>{t('groupsList.create')}</Button>
        </Allowed>
      }
    >
      <ReadOnlyNotice permission="customers:write" />
      <GroupList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
      <GroupFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(group) =>
          void navigate({ to: '/a/customers/groups/$id', params: { id: group.id } })
        }
      />
    </ListPage>
  );
}
