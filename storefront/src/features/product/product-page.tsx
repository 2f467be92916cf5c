import { useStoreListProducts } from '@commerce/client/store/products';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceTag, TaxNote } from '../../lib/money/price-tag.tsx';
import { useRegion } from '../../lib/region/region-context.tsx';
import { usePricingParams } from '../../lib/region/use-pricing-params.ts';
import { AddToCart } from './add-to-cart.tsx';
import { OptionPicker } from './option-picker.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { productByHandleParams } from './product-params.ts';
import type { ProductDetail } from './product-types.ts';
import { initialSelection, variantFor } from './resolve-variant.ts';
import { StockStatus } from './stock-status.tsx';

/** `/products/{handle}`: images, options, price, stock and the add-to-cart form. */
export function ProductPage({ handle }: { handle: string }) {
  const { t } = useTranslation('catalog');
  const pricing = usePricingParams();
  // The loader read it in the same region; a region change reads it again, re-priced.
  const { data, isPending, isError } = useStoreListProducts(
    productByHandleParams(handle, pricing.params),
    { enabled: pricing.ready, placeholderData: (previous) => previous },
  );
  const product = data?.products[0];
  if (isError && !product) {
    return (
      <p role="alert" className="p-8 text-danger">
        {t('product.error')}
      </p>
    );
  }
  if (isPending || !product) {
    return (
      <p aria-busy="true" className="p-8 text-muted-foreground">
        {t('product.loading')}
      </p>
    );
  }
  return <ProductDetails product={product} />;
}

function ProductDetails({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const { region } = useRegion();
  const variants = product.variants ?? [];
  const optionIds = (product.options ?? []).map((option) => option.id);
  const [selection, setSelection] = useState(() => initialSelection(variants));
  const variant = variantFor(variants, optionIds, selection);
  // The head (title, description, canonical, Open Graph, JSON-LD) is the route's `head()`.
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2">
      <ProductGallery product={product} />
      <div className="space-y-6">
        <div className="space-y-2">
          <h1 className="text-3xl font-semibold">{product.title}</h1>
          {product.subtitle && <p className="text-muted-foreground">{product.subtitle}</p>}
        </div>
        {region && variant && (
          <div className="flex flex-wrap items-baseline gap-3 text-xl">
            <PriceTag variant={variant} region={region} />
            <TaxNote region={region} className="text-sm text-muted-foreground" />
          </div>
        )}
        <OptionPicker product={product} selection={selection} onChange={setSelection} />
        <StockStatus variant={variant} />
        <AddToCart product={product} variant={variant} />
        {product.description && (
          <section aria-labelledby="product-description" className="space-y-2">
            <h2 id="product-description" className="text-lg font-medium">
              {t('product.details')}
            </h2>
            <p className="text-muted-foreground">{product.description}</p>
          </section>
        )}
      </div>
    </div>
  );
}
