import { fromMinorUnits } from '@commerce/client';
import {
  type CatalogVariant,
  type TaxRegion,
  taxDisplayOf,
  unitPrice,
} from '../money/tax-display.ts';

interface StructuredDataVariant extends CatalogVariant {
  sku?: string | null;
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

/** The region the offers are priced in: its currency and its tax display rule. */
export interface StructuredDataRegion extends TaxRegion {
  currency_code: string;
}

function availability(variant: StructuredDataVariant): string {
  const inStock =
    !variant.manage_inventory || variant.allow_backorder || variant.inventory_quantity > 0;
  return inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/**
 * A schema.org `Product` with one `Offer` per priced variant, in the region's currency.
 * Each offer's price is the one the page shows (the tax display rule: without tax in a net
 * region, with it in a tax-inclusive one), in display units (12.5, not 1250), and its
 * `priceSpecification` says whether tax is in it (`valueAddedTaxIncluded`); a sale adds
 * the original price as a `StrikethroughPrice`, as Google's merchant listings read it.
 */
export function productStructuredData(
  product: StructuredDataProduct,
  url: string,
  region: StructuredDataRegion | undefined,
): object {
  const images = (product.images ?? []).map((image) => image.url);
  const offers = region
    ? (product.variants ?? [])
        .filter((variant) => typeof variant.calculated_price === 'number')
        .map((variant) => offer(variant, url, region))
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

function offer(variant: StructuredDataVariant, url: string, region: StructuredDataRegion) {
  const currency = region.currency_code;
  const priceCurrency = currency.toUpperCase();
  const valueAddedTaxIncluded = taxDisplayOf(region) === 'gross';
  const { current, original, discounted } = unitPrice(variant, region);
  const price = fromMinorUnits(current, currency);
  const active = { '@type': 'UnitPriceSpecification', price, priceCurrency, valueAddedTaxIncluded };
  return {
    '@type': 'Offer',
    url,
    priceCurrency,
    price,
    priceSpecification: discounted
      ? [
          active,
          {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: fromMinorUnits(original, currency),
            priceCurrency,
            valueAddedTaxIncluded,
          },
        ]
      : active,
    availability: availability(variant),
    ...(variant.sku ? { sku: variant.sku } : {}),
  };
}
