import { fromMinorUnits } from '@commerce/client';

interface StructuredDataVariant {
  sku?: string | null;
  calculated_price?: number | null;
  inventory_quantity: number;
  allow_backorder: boolean;
  manage_inventory: boolean;
}

interface StructuredDataProduct {
  title: string;
  description?: string | null;
  thumbnail?: string | null;
  images?: ReadonlyArray<{ url: string }>;
  variants?: ReadonlyArray<StructuredDataVariant>;
}

function availability(variant: StructuredDataVariant): string {
  const inStock =
    !variant.manage_inventory || variant.allow_backorder || variant.inventory_quantity > 0;
  return inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/**
 * A schema.org `Product` with one `Offer` per priced variant, in the region's currency.
 * Prices are the calculated ones in display units (12.5, not 1250), as the vocabulary asks.
 */
export function productStructuredData(
  product: StructuredDataProduct,
  url: string,
  currencyCode: string | undefined,
): object {
  const images = (product.images ?? []).map((image) => image.url);
  const offers = currencyCode
    ? (product.variants ?? [])
        .filter((variant) => typeof variant.calculated_price === 'number')
        .map((variant) => ({
          '@type': 'Offer',
          url,
          priceCurrency: currencyCode.toUpperCase(),
          price: fromMinorUnits(variant.calculated_price as number, currencyCode),
          availability: availability(variant),
          ...(variant.sku ? { sku: variant.sku } : {}),
        }))
    : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(product.description ? { description: product.description } : {}),
    ...(images.length > 0
      ? { image: images }
      : product.thumbnail
        ? { image: [product.thumbnail] }
        : {}),
    ...(offers.length > 0 ? { offers } : {}),
  };
}
