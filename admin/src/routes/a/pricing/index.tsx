import { buttonVariants } from '@commerce/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PriceListList } from '../../../features/pricing/price-list-list.tsx';
import { priceListListSearch } from '../../../features/pricing/price-list-list-search.ts';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { Allowed, ReadOnlyNotice } from '../../../lib/permissions/read-only-notice.tsx';

export const Route = createFileRoute('/a/pricing/')({
  validateSearch: priceListListSearch,
  component: PricingPage,
});

function PricingPage() {
  const { t } = useTranslation('pricing');
  const navigate = Route.useNavigate();
  return (
    <ListPage
      title={t('title')}
      actions={
        <Allowed permission="pricing:write">
          <Link to="/a/pricing/new" className={buttonVariants()}>
            {t('create')}
          </Link>
        </Allowed>
      }
    >
      <ReadOnlyNotice permission="pricing:write" />
      <PriceListList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
    </ListPage>
  );
}
