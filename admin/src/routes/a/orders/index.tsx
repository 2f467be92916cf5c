import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OrderList } from '../../../features/orders/order-list.tsx';
import { orderListSearch } from '../../../features/orders/order-list-search.ts';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { orderLinks } from '../../../lib/navigation/area-links.ts';
import { ReadOnlyNotice } from '../../../lib/permissions/read-only-notice.tsx';

export const Route = createFileRoute('/a/orders/')({
  validateSearch: orderListSearch,
  component: OrdersPage,
});

function OrdersPage() {
  const { t } = useTranslation('orders');
  const { t: td } = useTranslation('draft-orders');
  const navigate = Route.useNavigate();
  return (
    <ListPage title={t('title')} sectionLinks={orderLinks(td)} sectionLabel={td('sections.label')}>
      {/* Said where the orders area opens: its orders and drafts have change actions. */}
      <ReadOnlyNotice permission="orders:write" />
      <OrderList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
    </ListPage>
  );
}
