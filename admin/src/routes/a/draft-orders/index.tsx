import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CreateDraftOrder } from '../../../features/draft-orders/create-draft-order.tsx';
import { DraftOrderList } from '../../../features/draft-orders/draft-order-list.tsx';
import { draftOrderListSearch } from '../../../features/draft-orders/draft-order-list-search.ts';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { orderLinks } from '../../../lib/navigation/area-links.ts';
import { ReadOnlyNotice } from '../../../lib/permissions/read-only-notice.tsx';

export const Route = createFileRoute('/a/draft-orders/')({
  validateSearch: draftOrderListSearch,
  component: DraftOrdersPage,
});

function DraftOrdersPage() {
  const { t } = useTranslation('draft-orders');
  const navigate = Route.useNavigate();
  return (
    <ListPage
      title={t('title')}
      sectionLinks={orderLinks(t)}
      sectionLabel={t('sections.label')}
      actions={<CreateDraftOrder />}
    >
      <ReadOnlyNotice permission="orders:write" />
      <DraftOrderList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
    </ListPage>
  );
}
