import { buttonVariants } from '@commerce/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DiscountList } from '../../../features/discounts/discount-list.tsx';
import { discountListSearch } from '../../../features/discounts/discount-list-search.ts';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { ReadOnlyNotice } from '../../../lib/permissions/read-only-notice.tsx';
import { usePermissions } from '../../../lib/permissions/use-permissions.ts';

export const Route = createFileRoute('/a/discounts/')({
  validateSearch: discountListSearch,
  component: DiscountsPage,
});

function DiscountsPage() {
  const { t } = useTranslation('discounts');
  const navigate = Route.useNavigate();
  const { can } = usePermissions();
  return (
    <ListPage
      title={t('title')}
      actions={
        // A discount is created for regions chosen from the store's list.
        can('discounts:write') &&
        can('regions:read') && (
          <Link to="/a/discounts/new" className={buttonVariants()}>
            {t('create')}
          </Link>
        )
      }
    >
      <ReadOnlyNotice permission="discounts:write" />
      <DiscountList
        search={Route.useSearch()}
        onSearchChange={(search, options) => void navigate({ search, ...options })}
      />
    </ListPage>
  );
}
