import { type AdminGetProductData, useAdminDeleteProduct } from '@commerce/client/admin/products';
import { useTranslation } from 'react-i18next';
import { DetailPageHeader } from '../../lib/detail-page/detail-page-header.tsx';
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
  const { t } = useTranslation('product-editor');
  const remove = useAdminDeleteProduct({ id: product.id });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <DetailPageHeader
        backLabel={t('detail.back')}
        title={product.title}
        permission="products:write"
        deletion={{
          mutation: remove,
          deleted: t('detail.deleted', { title: product.title }),
          listTo: '/a/products',
          title: t('detail.deleteTitle', { title: product.title }),
          description: t('detail.deleteDescription'),
        }}
      />
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
    </div>
  );
}
