import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { swapListSearch } from '../../../features/after-sales/after-sales-search.ts';
import { SwapList } from '../../../features/after-sales/swap-list.tsx';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { orderLinks } from '../../../lib/navigation/area-links.ts';

export const Route = createFileRoute('/a/swaps/')({
  validateSearch: swapListSearch,
  component: SwapsPage,
});

function SwapsPage() {
  const { t } = useTranslation('after-sales');
  const { t: td } = useTranslation('draft-orders');
  const navigate = Route.useNavigate();
  return (
    <ListPage
      title={t('swaps.title')}
      sectionLinks={orderLinks(td)}
      sectionLabel={td('sections.label')}
    >
      <SwapList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
    </ListPage>
  );
}
