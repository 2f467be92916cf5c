import { buttonVariants } from '@commerce/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WidgetZone } from '../../../features/extensions/widget-zone.tsx';
import { ProductTransferActions } from '../../../features/product-transfer/product-transfer-actions.tsx';
import { ProductList } from '../../../features/products/product-list.tsx';
import { productListParams } from '../../../features/products/product-list-query.ts';
import { productListSearch } from '../../../features/products/product-list-search.ts';
import { useCapability } from '../../../lib/feature-flags/capabilities.ts';
import { ListPage } from '../../../lib/lists/list-page.tsx';
import { catalogLinks } from '../../../lib/navigation/area-links.ts';
import { Allowed, ReadOnlyNotice } from '../../../lib/permissions/read-only-notice.tsx';

export const Route = createFileRoute('/a/products/')({
  validateSearch: productListSearch,
  component: ProductsPage,
});

function ProductsPage() {
  const { t } = useTranslation('catalog');
  const hasCategories = useCapability('product_categories') === true;
  const { t: te } = useTranslation('product-editor');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ListPage
      title={t('sections.products')}
      sectionLinks={catalogLinks(t, hasCategories)}
      sectionLabel={t('sections.label')}
      actions={
        <>
          <ProductTransferActions listParams={productListParams(search)} />
          <Allowed permission="products:write">
            <Link to="/a/products/new" className={buttonVariants()}>
              {te('list.create')}
            </Link>
          </Allowed>
        </>
      }
    >
      <ReadOnlyNotice permission="products:write" />
      <WidgetZone zone="product.list.before" />
      <ProductList
        search={search}
        onSearchChange={(next, options) => void navigate({ search: next, ...options })}
      />
      <WidgetZone zone="product.list.after" />
    </ListPage>
  );
}
