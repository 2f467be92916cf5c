import { Button } from '@commerce/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerCreateDialog } from '../../../features/customers/customer-create-dialog.tsx';
import { CustomerList } from '../../../features/customers/customer-list.tsx';
import { customerListSearch } from '../../../features/customers/customer-list-search.ts';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { customerLinks } from '../../../lib/navigation/area-links.ts';
import { Allowed, ReadOnlyNotice } from '../../../lib/permissions/read-only-notice.tsx';

export const Route = createFileRoute('/a/customers/')({
  validateSearch: customerListSearch,
  component: CustomersPage,
});

function CustomersPage() {
  const { t } = useTranslation('customers');
  const navigate = Route.useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <ListPage
      title={t('sections.customers')}
      actions={
        <Allowed permission="customers:write">
          <Button onClick={() => setCreating(true)}>{t('create.open')}</Button>
        </Allowed>
      }
      sectionLinks={customerLinks(t)}
      sectionLabel={t('sections.label')}
    >
      <ReadOnlyNotice permission="customers:write" />
      <CustomerList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
      <CustomerCreateDialog open={creating} onClose={() => setCreating(false)} />
    </ListPage>
  );
}
