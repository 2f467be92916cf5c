import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TagList } from '../../../features/tags-types/tag-list.tsx';
import { valueListSearch } from '../../../features/tags-types/value-list-search.ts';
import { useCapability } from '../../../lib/feature-flags/capabilities.ts';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { catalogLinks } from '../../../lib/navigation/area-links.ts';

export const Route = createFileRoute('/a/products/tags')({
  validateSearch: valueListSearch,
  component: TagsPage,
});

function TagsPage() {
  const { t } = useTranslation('catalog');
  const hasCategories = useCapability('product_categories') === true;
  const navigate = Route.useNavigate();
  return (
    <ListPage
      title={t('sections.tags')}
      sectionLinks={catalogLinks(t, hasCategories)}
      sectionLabel={t('sections.label')}
    >
      <TagList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
    </ListPage>
  );
}
