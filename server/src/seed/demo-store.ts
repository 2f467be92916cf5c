import {
  adminAddPublishableApiKeySalesChannels,
  adminAddSalesChannelStockLocation,
  adminCreateCollection,
  adminCreateProduct,
  adminCreateProductCategory,
  adminCreatePublishableApiKey,
  adminCreateRegion,
  adminCreateStockLocation,
  adminCreateUpload,
  adminGetStore,
  adminUpdateStore,
} from '@commerce/client/admin/operations';
import type { Client } from '@commerce/client/runtime';
import {
  type CategoryHandle,
  type CollectionHandle,
  DEMO_CATEGORIES,
  DEMO_COLLECTIONS,
  DEMO_PRODUCTS,
  DEMO_REGIONS,
  type DemoProduct,
  variantCombinations,
} from './demo-catalog.ts';
import { seedDemoShipping } from './demo-shipping.ts';
import { productImagePng } from './product-image.ts';

export interface SeedSummary {
  regions: number;
  /** Shipping and return options across the regions. */
  shippingOptions: number;
  products: number;
  variants: number;
  publishableApiKey: string;
}

/**
 * Seeds the demo store through the admin API itself (a client signed in as staff), so every
 * record passes the same validation and rules as one a user creates.
 */
export async function seedDemoStore(
  client: Client,
  paymentProviders: string[] = ['manual', 'test-card'],
): Promise<SeedSummary> {
  await adminUpdateStore(client, {
    name: 'Commerce Demo Store',
    currencies: ['eur', 'usd'],
    default_currency_code: 'eur',
  });
  // A region's currency must be one of the store's (the server's rule), so this comes first.
  // The payment providers in every region: `manual` and, unless switched off, the test
  // cards of server/README.md.
  const regions = [];
  for (const region of DEMO_REGIONS) {
    const created = await adminCreateRegion(client, {
      ...region,
      payment_providers: paymentProviders,
      fulfillment_providers: ['manual'],
    });
    regions.push({ id: created.region.id, currency_code: region.currency_code });
  }
  const shippingOptions = await seedDemoShipping(client, regions);
  const { store } = await adminGetStore(client);
  const channelId = store.default_sales_channel_id;
  if (!channelId) throw new Error('the store has no default sales channel to seed into');

  const { stock_location: warehouse } = await adminCreateStockLocation(client, {
    name: 'Main warehouse',
    address: {
      address_1: 'Lagerstraße 1',
      city: 'Berlin',
      country_code: 'de',
      postal_code: '10115',
    },
  });
  await adminAddSalesChannelStockLocation(client, { id: channelId }, { location_id: warehouse.id });
  const { publishable_api_key: key } = await adminCreatePublishableApiKey(client, {
    title: 'Storefront',
  });
  await adminAddPublishableApiKeySalesChannels(
    client,
    { id: key.id },
    { sales_channel_ids: [{ id: channelId }] },
  );

  const collections = new Map<CollectionHandle, string>();
  for (const collection of DEMO_COLLECTIONS) {
    collections.set(
      collection.handle,
      (await adminCreateCollection(client, { ...collection })).collection.id,
    );
  }
  const categories = new Map<CategoryHandle, string>();
  for (const [rank, category] of DEMO_CATEGORIES.entries()) {
    const parent = category.parent ? categories.get(category.parent) : undefined;
    const { product_category } = await adminCreateProductCategory(client, {
      name: category.name,
      handle: category.handle,
      is_active: true,
      rank,
      ...(parent ? { parent_category_id: parent } : {}),
    });
    categories.set(category.handle, product_category.id);
  }

  let variants = 0;
  for (const product of DEMO_PRODUCTS) {
    const image = await uploadImage(client, product);
    const body = productBody(product, {
      collectionId: collections.get(product.collection),
      categoryId: categories.get(product.category),
      channelId,
      image,
    });
    variants += body.variants?.length ?? 0;
    await adminCreateProduct(client, body);
  }
  return {
    regions: DEMO_REGIONS.length,
    shippingOptions,
    products: DEMO_PRODUCTS.length,
    variants,
    publishableApiKey: key.id,
  };
}

async function uploadImage(client: Client, product: DemoProduct): Promise<string> {
  const form = new FormData();
  form.append(
    'files',
    // A plain Uint8Array: a Buffer may sit on a SharedArrayBuffer, which Blob's type refuses.
    new Blob([new Uint8Array(productImagePng(product.hue))], { type: 'image/png' }),
    `${product.handle}.png`,
  );
  const { uploads } = await adminCreateUpload(client, form);
  const url = uploads[0]?.url;
  if (!url) throw new Error(`the image of ${product.handle} was not stored`);
  return url;
}

function productBody(
  product: DemoProduct,
  links: {
    collectionId: string | undefined;
    categoryId: string | undefined;
    channelId: string;
    image: string;
  },
): Parameters<typeof adminCreateProduct>[1] {
  const optionTitles = Object.keys(product.options);
  return {
    title: product.title,
    handle: product.handle,
    description: product.description,
    status: 'published',
    ...(links.collectionId ? { collection_id: links.collectionId } : {}),
    ...(links.categoryId ? { categories: [{ id: links.categoryId }] } : {}),
    sales_channels: [{ id: links.channelId }],
    type: { value: product.type },
    tags: product.tags.map((value) => ({ value })),
    images: [links.image],
    thumbnail: links.image,
    options: optionTitles.map((title) => ({ title })),
    variants: variantCombinations(product.options).map((combination) => {
      const values = optionTitles.map((title) => combination[title] ?? '');
      return {
        title: values.join(' / '),
        sku: [product.handle, ...values]
          .join('-')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-'),
        inventory_quantity: product.stock,
        manage_inventory: true,
        allow_backorder: product.allowBackorder ?? false,
        prices: [
          { currency_code: 'eur', amount: product.price.eur },
          { currency_code: 'usd', amount: product.price.usd },
        ],
        options: values.map((value) => ({ value })),
      };
    }),
  };
}
