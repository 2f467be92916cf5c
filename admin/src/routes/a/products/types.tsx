import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TypeList } from '../../../features/tags-types/type-list.tsx';
import { valueListSearch } from '../../../features/tags-types/value-list-search.ts';
import { useCapability } from '../../../lib/feature-flags/capabilities.ts';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { catalogLinks } from '../../../lib/navigation/area-links.ts';

export const Route = createFileRoute('/a/products/types')({
  validateSearch: valueListSearch,
  component: TypesPage,
});

function TypesPage() {
  const { t } = useTranslation('catalog');
  const hasCategories = useCapability('product_categories') === true;
  const navigate = Route.useNavigate();
  return (
    <ListPage
      title={t('sections.types')}
      sectionLinks={catalogLinks(t, hasCategories)}
      sectionLabel={t('sections.label')}
    >
      <TypeList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
    </ListPage>
  );
}
