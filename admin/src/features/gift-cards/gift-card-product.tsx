import { useAdminCreateProduct, useAdminUpdateProduct } from '@commerce/client/admin/products';
import { Button, EmptyState, notify, Skeleton, StatusBadge } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { ListError } from '../../lib/lists/list-states.tsx';
import { Allowed, ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { DenominationDialog } from './denomination-dialog.tsx';
import { DenominationTable } from './denomination-table.tsx';
import { type GiftCardProduct as Product, useGiftCardProduct } from './use-gift-card-product.ts';

/**
 * `/a/gift-cards/manage`: the gift card product shoppers buy. Its variants are the
 * denominations, each priced per store currency; it is created here when the store has none.
 * It is a product: reading it needs `products:read`, changing it `products:write` (issue 21).
 */
export function GiftCardProduct() {
  const { can } = usePermissions();
  if (!can('products:read')) {
    return <GiftCardProductHidden />;
  }
  return (
    <>
      <ReadOnlyNotice permission="products:write" />
      <ProductLoader />
    </>
  );
}

/** A direct link from a role that cannot read products: why nothing is shown. */
function GiftCardProductHidden() {
  const { t } = useTranslation('gift-cards');
  return <EmptyState title={t('product.noAccess')} />;
}

function ProductLoader() {
  const { t, i18n } = useTranslation('gift-cards');
  const { can } = usePermissions();
  const { product, store, isPending, error, refetch } = useGiftCardProduct();
  const create = useAdminCreateProduct();

  const createProduct = async () => {
    try {
      await create.mutateAsync({
        title: t('product.defaultTitle'),
        is_giftcard: true,
        discountable: false,
        status: 'draft',
        options: [{ title: t('product.optionTitle') }],
      });
      notify.success(t('product.created'));
    } catch (failure) {
      notify.error(serverErrorMessage(failure, i18n.t));
    }
  };

  if (isPending) return <Skeleton className="h-48 w-full" />;
  if (error) return <ListError error={error} onRetry={refetch} />;
  if (!product) {
    return (
      <EmptyState
        title={t('product.noneTitle')}
        description={t('product.noneDescription')}
        {...(can('products:write')
          ? {
              action: (
                <Button onClick={() => void createProduct()} isLoading={create.isPending}>
                  {t('product.create')}
                </Button>
              ),
            }
          : {})}
      />
    );
  }
  const main = store?.default_currency_code ?? 'eur';
  const currencies = [
    main,
    ...(store?.currencies ?? []).map((c) => c.code).filter((code) => code !== main),
  ];
  return <ProductPanel product={product} currencies={currencies} />;
}

function ProductPanel({ product, currencies }: { product: Product; currencies: string[] }) {
  const { t, i18n } = useTranslation('gift-cards');
  const [adding, setAdding] = useState(false);
  const update = useAdminUpdateProduct({ id: product.id });
  const published = product.status === 'published';

  const togglePublished = async () => {
    try {
      await update.mutateAsync({ status: published ? 'draft' : 'published' });
      notify.success(t(published ? 'product.unpublished' : 'product.published'));
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
    }
  };

  return (
    <section aria-labelledby="gift-card-product" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="gift-card-product" className="text-xl font-semibold">
            {product.title}
          </h2>
          <StatusBadge status={published ? 'success' : 'neutral'}>
            {t(published ? 'product.statusPublished' : 'product.statusDraft')}
          </StatusBadge>
        </div>
        <Allowed permission="products:write">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setAdding(true)}>
              {t('product.addDenomination')}
            </Button>
            <Button
              variant={published ? 'secondary' : 'primary'}
              onClick={() => void togglePublished()}
              isLoading={update.isPending}
              disabled={!published && (product.variants ?? []).length === 0}
            >
              {published ? t('product.unpublish') : t('product.publish')}
            </Button>
          </div>
        </Allowed>
      </div>
      <p className="text-sm text-muted-foreground">
        {published ? t('product.publishedHint') : t('product.draftHint')}
      </p>
      <DenominationTable product={product} currencies={currencies} />
      <DenominationDialog
        open={adding}
        onClose={() => setAdding(false)}
        product={product}
        currencies={currencies}
      />
    </section>
  );
}
