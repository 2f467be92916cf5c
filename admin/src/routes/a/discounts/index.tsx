import { buttonVariants } from '@commerce/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DiscountList } from '../../../features/discounts/discount-list.tsx';
import { discountListSearch } from '../../../features/discounts/discount-list-search.ts';
import { ListPage } from '../../../lib/lists/list-page.tsx';

export const Route = createFileRoute('/a/discounts/')({
  validateSearch: discountListSearch,
  component: DiscountsPage,
});

function DiscountsPage() {
  const { t } = useTranslation('discounts');
  const navigate = Route.useNavigate();
  return (
    <ListPage
      title={t('title')}
      actions={
        <Link to="/a/discounts/new" className={buttonVariants()}>
          {t('create')}
        </Link>
      }
    >
      <DiscountList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
    </ListPage>
  );
}
