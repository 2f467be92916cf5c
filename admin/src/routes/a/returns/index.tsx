import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { returnListSearch } from '../../../features/after-sales/after-sales-search.ts';
import { ReturnList } from '../../../features/after-sales/return-list.tsx';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { orderLinks } from '../../../lib/navigation/area-links.ts';

export const Route = createFileRoute('/a/returns/')({
  validateSearch: returnListSearch,
  component: ReturnsPage,
});

function ReturnsPage() {
  const { t } = useTranslation('after-sales');
  const { t: td } = useTranslation('draft-orders');
  const navigate = Route.useNavigate();
  return (
    <ListPage
      title={t('returns.title')}
      sectionLinks={orderLinks(td)}
      sectionLabel={td('sections.label')}
    >
      <ReturnList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
    </ListPage>
  );
}
