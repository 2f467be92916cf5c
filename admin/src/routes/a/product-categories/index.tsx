import { Button } from '@commerce/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryTreeView } from '../../../features/categories/category-tree-view.tsx';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { catalogLinks } from '../../../lib/navigation/area-links.ts';
import { Allowed, ReadOnlyNotice } from '../../../lib/permissions/read-only-notice.tsx';

export const Route = createFileRoute('/a/product-categories/')({
  component: CategoriesPage,
});

function CategoriesPage() {
  const { t } = useTranslation('catalog');
  const [creating, setCreating] = useState(false);
  return (
    <ListPage
      title={t('sections.categories')}
      sectionLinks={catalogLinks(t)}
      sectionLabel={t('sections.label')}
      actions={
        <Allowed permission="products:write">
          <Button onClick={() => setCreating(true)}>{t('categories.create')}</Button>
        </Allowed>
      }
    >
      <ReadOnlyNotice permission="products:write" />
      <CategoryTreeView creating={creating} onCreated={() => setCreating(false)} />
    </ListPage>
  );
}
