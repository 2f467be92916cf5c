import { type Client, resourceKeys } from '@commerce/client';
import {
  type StoreListProductsData,
  type StoreListProductsParams,
  storeListProducts,
} from '@commerce/client/store/products';
import { queryOptions } from '@tanstack/react-query';

type Product = StoreListProductsData['products'][number];

/** What a product card shows: its name, link, picture and the variants' prices. */
export interface ListedProduct {
  id: Product['id'];
  title: Product['title'];
  handle: Product['handle'];
  thumbnail: Product['thumbnail'];
  variants: {
    /** Left out when the region's prices below are calculated (the card needs no list). */
    prices?: { currency_code: string; amount: number }[];
    calculated_price?: number | null;
    original_price?: number | null;
    calculated_price_incl_tax?: number | null;
    original_price_incl_tax?: number | null;
    calculated_tax?: number | null;
    original_tax?: number | null;
  }[];
}

export interface ListingCards {
  products: ListedProduct[];
  count: number;
}

/**
 * A page of `GET /store/products` as a listing keeps it: only what its cards show. A
 * server-rendered page carries its queries' data to the browser (decision 014, "Page
 * weight"), and a whole product (options, images, tags, every field of every variant and
 * price) is ten times a card's; the product page reads its own product. Under the product
 * list's key, so what refreshes the products refreshes the cards.
 */
export function listingCardsQueryOptions(client: Client, params: StoreListProductsParams) {
  return queryOptions({
    // resourceKeys: the generated `queryKeys` map's key, without the whole map (issue 23).
    queryKey: [...resourceKeys('store', 'products').list(params), 'cards'],
    queryFn: async ({ signal }): Promise<ListingCards> =>
      toCards(await storeListProducts(client, params, { signal })),
  });
}

function toCards({ products, count }: StoreListProductsData): ListingCards {
  return {
    count,
    products: products.map(({ id, title, handle, thumbnail, variants }) => ({
      id,
      title,
      handle,
      thumbnail,
      variants: (variants ?? []).map(cardVariant),
    })),
  };
}

type Variant = NonNullable<Product['variants']>[number];

/**
 * A variant's prices as a card shows them (lib/money/tax-display.ts `unitPrice`): in the
 * region asked for, the calculated and original price with and without tax (the tax
 * display rule picks one); the stored prices, in every currency, only when those could not
 * be calculated (no region).
 */
function cardVariant(variant: Variant): ListedProduct['variants'][number] {
  const { calculated_price_incl_tax, original_price_incl_tax, calculated_tax, original_tax } =
    variant;
  if (
    typeof calculated_price_incl_tax === 'number' &&
    typeof original_price_incl_tax === 'number' &&
    typeof calculated_tax === 'number' &&
    typeof original_tax === 'number'
  ) {
    return { calculated_price_incl_tax, original_price_incl_tax, calculated_tax, original_tax };
  }
  return {
    calculated_price: variant.calculated_price,
    original_price: variant.original_price,
    prices: (variant.prices ?? []).map(({ currency_code, amount }) => ({ currency_code, amount })),
  };
}
