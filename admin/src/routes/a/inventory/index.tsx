import { Button } from '@commerce/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inventoryLinks } from '../../../features/inventory/inventory-links.ts';
import { InventoryList } from '../../../features/inventory/inventory-list.tsx';
import { inventoryListSearch } from '../../../features/inventory/inventory-list-search.ts';
import { ItemFormDialog } from '../../../features/inventory/item-form-dialog.tsx';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { Allowed, ReadOnlyNotice } from '../../../lib/permissions/read-only-notice.tsx';

export const Route = createFileRoute('/a/inventory/')({
  validateSearch: inventoryListSearch,
  component: InventoryPage,
});

function InventoryPage() {
  const { t } = useTranslation('inventory');
  const navigate = Route.useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <ListPage
      title={t('title')}
      sectionLinks={inventoryLinks(t)}
      sectionLabel={t('sections.label')}
      actions={
        <Allowed permission="inventory:write">
          <Button onClick={() => setCreating(true)}>{t('items.create')}</Button>
        </Allowed>
      }
    >
      <ReadOnlyNotice permission="inventory:write" />
      <InventoryList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
      <ItemFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(id) => void navigate({ to: '/a/inventory/$id', params: { id } })}
      />
    </ListPage>
  );
}
