import { Button } from '@commerce/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollectionFormDialog } from '../../../features/collections/collection-form-dialog.tsx';
import { CollectionList } from '../../../features/collections/collection-list.tsx';
import { collectionListSearch } from '../../../features/collections/collection-list-search.ts';
import { useCapability } from '../../../lib/feature-flags/capabilities.ts';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { catalogLinks } from '../../../lib/navigation/area-links.ts';
import { Allowed, ReadOnlyNotice } from '../../../lib/permissions/read-only-notice.tsx';

export const Route = createFileRoute('/a/collections/')({
  validateSearch: collectionListSearch,
  component: CollectionsPage,
});

function CollectionsPage() {
  const { t } = useTranslation('catalog');
  const hasCategories = useCapability('product_categories') === true;
  const navigate = Route.useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <ListPage
      title={t('sections.collections')}
      sectionLinks={catalogLinks(t, hasCategories)}
      sectionLabel={t('sections.label')}
      actions={
        <Allowed permission="products:write">
          <Button onClick={() => setCreating(true)}>{t('collections.create')}</Button>
        </Allowed>
      }
    >
      <ReadOnlyNotice permission="products:write" />
      <CollectionList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
      <CollectionFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(collection) =>
          void navigate({ to: '/a/collections/$id', params: { id: collection.id } })
        }
      />
    </ListPage>
  );
}
