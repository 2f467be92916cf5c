import type { AdminGetProductData } from '@commerce/client/admin';
import { Button } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { DetailList, DetailSection } from './detail-section.tsx';
import { useSaveProduct } from './use-save-product.ts';

type Product = AdminGetProductData['product'];

/** The product's images; one of them can be made the thumbnail. */
export function MediaSection({ product }: { product: Product }) {
  const { t } = useTranslation('product-editor');
  const { save, isPending } = useSaveProduct(product.id);
  const images = product.images ?? [];
  return (
    <DetailSection title={t('sections.media')}>
      {images.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('media.none')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {images.map((image, index) => (
            <li key={image.id} className="flex flex-col gap-2">
              <img
                src={image.url}
                alt={t('media.imageOf', { n: index + 1, title: product.title })}
                className="aspect-square rounded-md object-cover"
              />
              {product.thumbnail === image.url ? (
                <span className="text-sm font-medium">{t('media.thumbnail')}</span>
              ) : (
                <Button
                  size="small"
                  variant="secondary"
                  disabled={isPending}
                  onClick={() => void save(undefined, { thumbnail: image.url }, () => {})}
                >
                  {t('images.useAsThumbnail', { name: index + 1 })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

/** The options and their values. */
export function OptionsSection({ product }: { product: Product }) {
  const { t } = useTranslation('product-editor');
  const options = product.options ?? [];
  return (
    <DetailSection title={t('sections.options')}>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('optionList.none')}</p>
      ) : (
        <DetailList
          rows={options.map((option) => [
            option.title,
            [...new Set((option.values ?? []).map((value) => value.value))].join(', '),
          ])}
        />
      )}
    </DetailSection>
  );
}

/** The sales channels the product is sold in. */
export function ChannelsSection({ product }: { product: Product }) {
  const { t } = useTranslation('product-editor');
  const channels = product.sales_channels ?? [];
  return (
    <DetailSection title={t('sections.channels')}>
      {channels.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('channelList.none')}</p>
      ) : (
        <ul className="list-inside list-disc text-sm">
          {channels.map((channel) => (
            <li key={channel.id}>{channel.name}</li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

/** Units in stock over the managed variants. */
export function InventorySection({ product }: { product: Product }) {
  const { t } = useTranslation('product-editor');
  const variants = product.variants ?? [];
  const managed = variants.filter((variant) => variant.manage_inventory);
  const units = managed.reduce((sum, variant) => sum + variant.inventory_quantity, 0);
  return (
    <DetailSection title={t('sections.inventory')}>
      <DetailList
        rows={[
          [t('stock.manage'), `${managed.length} / ${variants.length}`],
          [t('variantList.inventory'), String(units)],
        ]}
      />
    </DetailSection>
  );
}
