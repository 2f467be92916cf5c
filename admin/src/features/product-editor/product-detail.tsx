import { type AdminGetProductData, useAdminDeleteProduct } from '@commerce/client/admin';
import { Button, ConfirmDialog, notify } from '@commerce/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { Allowed, ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { AttributesSection } from './attributes-section.tsx';
import { ChannelsSection } from './channels-section.tsx';
import { GeneralSection } from './general-section.tsx';
import { InventorySection } from './inventory-section.tsx';
import { MediaSection } from './media-section.tsx';
import { MetadataSection } from './metadata-section.tsx';
import { OptionsSection } from './options-section.tsx';
import { OrganizeSection } from './organize-section.tsx';
import { VariantsSection } from './variants-section.tsx';

type Product = AdminGetProductData['product'];

/** `/a/products/{id}`: the product's sections, each edited in place or in a dialog, and delete. */
export function ProductDetail({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('product-editor');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useAdminDeleteProduct({ id: product.id });

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
      setConfirming(false);
      return;
    }
    notify.success(t('detail.deleted', { title: product.title }));
    await navigate({ to: '/a/products' });
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <Link to="/a/products" className="text-sm text-primary hover:underline">
        {t('detail.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold break-words">{product.title}</h1>
        <Allowed permission="products:write">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('actions.delete')}
          </Button>
        </Allowed>
      </div>
      <ReadOnlyNotice permission="products:write" />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <GeneralSection product={product} />
          <MediaSection product={product} />
          <OptionsSection product={product} />
          <VariantsSection product={product} />
          <InventorySection product={product} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <OrganizeSection product={product} />
          <ChannelsSection product={product} />
          <AttributesSection product={product} />
          <MetadataSection product={product} />
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
        title={t('detail.deleteTitle', { title: product.title })}
        description={t('detail.deleteDescription')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
      />
    </div>
  );
}
